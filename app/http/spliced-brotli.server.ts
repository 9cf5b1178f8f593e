// A brotli body compressed once, with holes that get new bytes on every use (decision 052), as
// spliced-gzip.server.ts does for gzip: brotli takes a fifth less than gzip from a page, and every
// browser asks for it. The page goes through one brotli encoder, flushed at each hole's edges
// (a flush ends on a byte boundary); what the encoder made of a hole is replaced with an
// uncompressed meta-block holding the hole's bytes as they are (RFC 7932 §9.2, ISUNCOMPRESSED),
// which a visitor's values then overwrite. Brotli has no checksum to mend.
//
// Brotli chooses how to code a letter by the two bytes before it, so a hole runs on two bytes past
// its value (always the same), and the text after it is coded as it was. In a value's place the
// encoder is given random bytes, which it can only write as they are: nothing after refers into
// a value, nor by a distance the reader never saw. The body is still read back with other values
// before it is kept, and a page that reads otherwise has no brotli body (it is served as gzip).
import { randomBytes } from "node:crypto";
import { brotliDecompressSync, constants, createBrotliCompress } from "node:zlib";
import type { BrotliCompress } from "node:zlib";
import { valuesIn } from "./spliced-gzip.server";

export interface SplicedBrotli {
  /** The whole brotli body with the rendered values in its holes. */
  template: Buffer;
  /** Where each value's bytes begin in the template, and which of the fresh values fills it. */
  places: { at: number; value: number }[];
  /** The byte length of each value. */
  valueLengths: number[];
  /** The compressed size, for the cache's budget. */
  bytes: number;
}

/** Bytes of a hole past its value: the context brotli codes the next letter in. */
const context = 2;
/** An uncompressed meta-block holds at most 2^16 bytes with the four-nibble length used here. */
const maxHole = 1 << 16;

/**
 * The page compressed with its values in holes, or null when it cannot be (the encoder referred
 * into a value; a value that would need more than one uncompressed block).
 */
export async function spliceBrotli(text: Buffer, values: string[], quality: number): Promise<SplicedBrotli | null> {
  // The holes: each value and the two bytes after it, holes that touch made one.
  const holes: { from: number; to: number; values: { at: number; value: number }[] }[] = [];
  const found = valuesIn(text, values);
  for (const place of found) {
    const to = Math.min(text.length, place.at + place.length + context);
    const last = holes.at(-1);
    if (last && place.at <= last.to) {
      last.to = Math.max(last.to, to);
      last.values.push({ at: place.at, value: place.value });
    } else holes.push({ from: place.at, to, values: [{ at: place.at, value: place.value }] });
  }
  if (holes.some((hole) => hole.to - hole.from > maxHole)) return null;
  const encoder = createBrotliCompress({
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: text.length,
    },
  });
  const pieces: Buffer[] = [];
  const places: SplicedBrotli["places"] = [];
  let at = 0;
  let start = 0;
  try {
    for (const hole of holes) {
      const part = await encode(encoder, text.subarray(start, hole.from));
      pieces.push(...part);
      at += part.reduce((sum, chunk) => sum + chunk.length, 0);
      // What the encoder makes of the hole is left out, and the hole goes in as it is. The encoder
      // is given bytes it can only write as they are (no reference back, which would leave it a
      // distance the reader never sees) and the hole's last two bytes (the next letter's context).
      await encode(
        encoder,
        Buffer.concat([filler(hole.to - hole.from - context), text.subarray(hole.to - context, hole.to)]),
      );
      const block = uncompressedBlock(text.subarray(hole.from, hole.to));
      for (const value of hole.values) places.push({ at: at + 3 + value.at - hole.from, value: value.value });
      pieces.push(block);
      at += block.length;
      start = hole.to;
    }
    pieces.push(...(await encode(encoder, text.subarray(start), true)));
  } finally {
    encoder.destroy();
  }
  const template = Buffer.concat(pieces);
  const spliced = {
    template,
    places,
    valueLengths: values.map((value) => Buffer.byteLength(value)),
    bytes: template.length,
  };
  // Read back with the values as rendered and with others: the same text, or no brotli body.
  const others = values.map((value) =>
    Buffer.from(value).toString("base64url").slice(0, value.length).padEnd(value.length, "_"),
  );
  try {
    if (!brotliDecompressSync(template).equals(text)) return null;
    const expected = Buffer.from(text);
    for (const place of found) expected.write(others[place.value] ?? "", place.at);
    if (!brotliDecompressSync(fillBrotli(spliced, others)).equals(expected)) return null;
  } catch {
    return null;
  }
  return spliced;
}

/** The whole brotli body with `values` in its holes: a copy of the template, or a body filled before. */
export function fillBrotli(
  spliced: SplicedBrotli,
  values: string[],
  body: Buffer = Buffer.from(spliced.template),
): Buffer {
  const fills = values.map((value) => Buffer.from(value));
  fills.forEach((fill, index) => {
    if (fill.length !== spliced.valueLengths[index]) throw new Error("a new value must have the length of the old one");
  });
  if (body.length !== spliced.template.length) throw new Error("a body to fill must be a copy of the template");
  for (const place of spliced.places) body.set(fills[place.value] ?? [], place.at);
  return body;
}

/**
 * The three-byte header of an uncompressed meta-block of `bytes` (after a flush, on a byte
 * boundary): ISLAST 0, MNIBBLES 0 (four nibbles), MLEN - 1 in 16 bits, ISUNCOMPRESSED 1, then
 * zero bits to the byte's end; the bytes follow as they are.
 */
function uncompressedBlock(bytes: Buffer): Buffer {
  const bits = ((bytes.length - 1) << 3) | (1 << 19);
  return Buffer.concat([Buffer.from([bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff]), bytes]);
}

/** Bytes no page has and nothing repeats: 0x80–0xff at random (never valid UTF-8 on their own). */
function filler(length: number): Buffer {
  const bytes = randomBytes(Math.max(0, length));
  for (let index = 0; index < bytes.length; index++) bytes[index] = (bytes[index] ?? 0) | 0x80;
  return bytes;
}

/** What the encoder makes of `bytes`, flushed to a byte boundary (or ended, `last`). */
async function encode(encoder: BrotliCompress, bytes: Buffer, last = false): Promise<Buffer[]> {
  const out: Buffer[] = [];
  const take = (chunk: Buffer) => out.push(chunk);
  encoder.on("data", take);
  try {
    await new Promise<void>((resolve, reject) => {
      encoder.once("error", reject);
      const done = () => {
        encoder.off("error", reject);
        resolve();
      };
      if (last) encoder.once("end", done).end(bytes);
      else encoder.write(bytes, () => encoder.flush(constants.BROTLI_OPERATION_FLUSH, done));
    });
    // Output pushed as the flush completed reaches the listener within this turn.
    await new Promise((resolve) => process.nextTick(resolve));
  } finally {
    encoder.off("data", take);
  }
  return out;
}
