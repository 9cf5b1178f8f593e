// A gzip body compressed once, with holes that get new bytes on every use (decision 034).
// A cached page carries a few values that must be new for each visitor: the
// Content-Security-Policy nonce, the captcha's picture token. Compressing the whole page again
// for each visitor would cost more than the cache saves, so the text between those values is
// compressed once, each part as a deflate stream flushed with Z_SYNC_FLUSH (which ends on a
// byte boundary) that refers to nothing in those values, and each value goes in between as a
// "stored" (uncompressed) deflate block (RFC 1951 §3.2.4). The gzip trailer's CRC-32 of the
// whole text is worked out from the rendered text's CRC without reading the text again: CRC-32
// is linear, so two texts of one length that differ only in a value's places differ in CRC by
// that value's change shifted by the bytes after each place (see `fillGzip`).
import { constants, crc32, deflateRawSync } from "node:zlib";

export interface SplicedGzip {
  /**
   * The whole gzip body with the rendered values in its holes: the parts between the holes,
   * compressed, each hole a stored block. A visitor's body is a copy with the values overwritten.
   */
  template: Buffer;
  /** Where each hole's bytes begin in the template, and which of the fresh values fills it. */
  places: { at: number; value: number }[];
  /** The byte length of each value: a part may refer to the text before it, at a distance that counts them. */
  valueLengths: number[];
  /** The CRC-32 of the text as rendered, with the rendered values. */
  crc: number;
  /** The CRC-32 of each rendered value. */
  valueCrcs: number[];
  /**
   * For each value, the sum over its places of x^(8·bytes after the place), modulo the CRC's
   * polynomial: what a change of the value's CRC is multiplied by to change the text's.
   */
  valueWeights: number[];
  /** The compressed size, for the cache's budget. */
  bytes: number;
}

const gzipHeader = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final block with fixed codes: the stream's end. */
const finalBlock = Buffer.from([0x03, 0x00]);

/** Where each of `values` occurs in `text`, as written, in the order of the text. */
export function valuesIn(text: Buffer, values: string[]): { at: number; value: number; length: number }[] {
  const found: { at: number; value: number; length: number }[] = [];
  values.forEach((value, index) => {
    if (value.length === 0) return;
    const needle = Buffer.from(value);
    for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + needle.length)) {
      found.push({ at, value: index, length: needle.length });
    }
  });
  return found.sort((a, b) => a.at - b.at);
}

/**
 * Cuts `text` at every occurrence of each of `values` (which must not overlap) and compresses
 * the parts between. Occurrences are found as written; a value must not need escaping where it
 * appears. Each value that fills a hole later must have the length of the one it replaces.
 */
export function spliceGzip(text: Buffer, values: string[]): SplicedGzip {
  const found = valuesIn(text, values);
  const parts: Buffer[] = [];
  // What a part may refer to: the text before it with each value's bytes blanked (see compressPart).
  const blanked = Buffer.from(text);
  for (const cut of found) blanked.fill(0, cut.at, cut.at + cut.length);
  const referable = !text.includes(0);
  let start = 0;
  for (const cut of [...found, { at: text.length, value: -1, length: 0 }]) {
    parts.push(compressPart(text.subarray(start, cut.at), referable ? blanked : null, start));
    start = cut.at + cut.length;
  }
  const valueWeights = values.map(() => 0);
  for (const cut of found) {
    valueWeights[cut.value] = ((valueWeights[cut.value] ?? 0) ^ shiftFactor(text.length - cut.at - cut.length)) >>> 0;
  }
  // The template: the gzip header, the first part, then for each hole a non-final stored block
  // (its header byte, LEN and NLEN, then the value's bytes as they are) and the part after it,
  // then an empty final block and the trailer: the CRC-32 (written again for each visitor) and the length.
  const pieces: Buffer[] = [gzipHeader, parts[0] ?? Buffer.alloc(0)];
  const places: SplicedGzip["places"] = [];
  let at = gzipHeader.length + (parts[0]?.length ?? 0);
  found.forEach((cut, index) => {
    const stored = Buffer.alloc(5);
    stored.writeUInt16LE(cut.length, 1);
    stored.writeUInt16LE(~cut.length & 0xffff, 3);
    places.push({ at: at + 5, value: cut.value });
    const part = parts[index + 1] ?? Buffer.alloc(0);
    pieces.push(stored, text.subarray(cut.at, cut.at + cut.length), part);
    at += 5 + cut.length + part.length;
  });
  const crc = crc32(text);
  const template = Buffer.concat([...pieces, finalBlock, Buffer.alloc(8)]);
  template.writeUInt32LE(crc, template.length - 8);
  template.writeUInt32LE(text.length >>> 0, template.length - 4);
  return {
    template,
    places,
    valueLengths: values.map((value) => Buffer.byteLength(value)),
    crc,
    valueCrcs: values.map((value) => crc32(value)),
    valueWeights,
    bytes: template.length,
  };
}

const windowBytes = 32 * 1024;
const flush = { finishFlush: constants.Z_SYNC_FLUSH };

/**
 * One part, compressed with the text before it as its dictionary, as one stream would refer back
 * to it (the head's many links are alike, a card repeats the one before): but with each value's
 * bytes blanked to zero bytes, which a page's text does not hold, so no reference can land in a
 * value, whose bytes differ for each visitor. A text that holds a zero byte has every part
 * compressed alone (`blanked` null).
 */
function compressPart(part: Buffer, blanked: Buffer | null, start: number): Buffer {
  if (start === 0 || !blanked) return deflateRawSync(part, flush);
  return deflateRawSync(part, { ...flush, dictionary: blanked.subarray(Math.max(0, start - windowBytes), start) });
}

/**
 * The whole gzip body with `values` in its holes: `body`, a copy of the template or a body this
 * function filled before, with each value written over the one in its places. Only the holes
 * and the CRC change, so a body sent before can be filled again without copying the rest.
 * The CRC-32: the new text has the rendered one's length, so its CRC differs from the rendered
 * one's by, for each value, (the new value's CRC XOR the old one's) times that value's weight;
 * one multiplication per value, however many places it has.
 */
export function fillGzip(spliced: SplicedGzip, values: string[], body: Buffer = Buffer.from(spliced.template)): Buffer {
  const fills = values.map((value) => Buffer.from(value));
  let crc = spliced.crc;
  fills.forEach((fill, index) => {
    if (fill.length !== spliced.valueLengths[index]) throw new Error("a new value must have the length of the old one");
    const change = (crc32(fill) ^ (spliced.valueCrcs[index] ?? 0)) >>> 0;
    crc = (crc ^ multiplyModP(spliced.valueWeights[index] ?? 0, change)) >>> 0;
  });
  if (body.length !== spliced.template.length) throw new Error("a body to fill must be a copy of the template");
  for (const place of spliced.places) body.set(fills[place.value] ?? [], place.at);
  body.writeUInt32LE(crc, body.length - 8);
  return body;
}

// Multiplication modulo the CRC-32 polynomial (as zlib's crc32_combine does it): a CRC is
// carried past `length` more bytes by multiplying it by x^(8·length).
const polynomial = 0xedb88320;

/** a·b modulo the polynomial, in the CRC's reflected bit order. */
function multiplyModP(a: number, b: number): number {
  let product = 0;
  for (let mask = 0x80000000; mask !== 0; mask >>>= 1) {
    if (a & mask) product ^= b;
    b = b & 1 ? (b >>> 1) ^ polynomial : b >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, for k = 0…31. */
const powersOfX: number[] = [];
for (let power = 0x40000000, k = 0; k < 32; k++) {
  powersOfX.push(power);
  power = multiplyModP(power, power);
}

/** x^(8·length) modulo the polynomial: what a CRC is multiplied by when `length` bytes follow. */
function shiftFactor(length: number): number {
  // The bits of `length` pick the powers x^(2^(k+3)).
  let factor = 0x80000000;
  for (let n = length, k = 3; n > 0; n = Math.floor(n / 2), k++) {
    if (n % 2) factor = multiplyModP(powersOfX[k % 32] ?? 0, factor);
  }
  return factor;
}
