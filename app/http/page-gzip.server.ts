// A rendered page in gzip, compressed in one go (decision 056). A page that does not come from
// the HTML cache (the cache off, an owner's page, an answer that sets a cookie) went through
// express's compression: a new gzip stream per answer (its state set up and cleared on the main
// thread), the page through it in 16 KB pieces, each back on the main thread, and the 57 KB
// stylesheet within the long documents (decision 054) compressed anew for every answer.
//
// Here the page, already whole (entry.server writes it once everything is ready), goes through
// one of four deflate streams that live as long as the process: each part is followed by a full
// flush (Z_FULL_FLUSH), which ends on a byte boundary and leaves the next part nothing to refer
// back to, so the blocks of one part stand alone in any deflate stream. The stylesheet is not
// among the parts: its blocks, made once, go in between the text before it and the text after
// it. A gzip header, an empty final block and the trailer (the text's CRC-32 and length) make
// the whole; the format as in spliced-gzip.server.ts.
import { constants, crc32, createDeflateRaw, deflateRawSync } from "node:zlib";
import type { DeflateRaw } from "node:zlib";
import { log } from "~/platform/log.server";
import { bodyOf, bytesOf } from "./body.server";
import { accepts } from "./headers";

const gzipHeader = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final block with fixed codes: the stream's end. */
const finalBlock = Buffer.from([0x03, 0x00]);
/** zlib's output in one piece for a page's part (its default is 16 KB, one trip back per piece). */
const chunkSize = 64 * 1024;
/**
 * zlib's level for a rendered page: 3, not its default 6. The property page takes half of zlib's
 * CPU at 6 for 6% more bytes as sent (decision 061). A page from the cache is compressed apart.
 */
const pageLevel = 3;
/** As many as libuv has threads (four unless UV_THREADPOOL_SIZE says otherwise), where zlib's work runs. */
const laneCount = 4;

/** A text that many pages carry as it is, compressed once. */
export interface CompressedPiece {
  text: Buffer;
  /** Its deflate blocks, ended by a full flush: they refer to nothing before them, nor anything after to them. */
  deflated: Buffer;
}

export function compressedPiece(text: string): CompressedPiece {
  const bytes = Buffer.from(text);
  return {
    text: bytes,
    deflated: deflateRawSync(bytes, { level: constants.Z_BEST_COMPRESSION, finishFlush: constants.Z_FULL_FLUSH }),
  };
}

/** A deflate stream that compresses one page's parts after another's, each part on its own. */
class Lane {
  private readonly stream: DeflateRaw = createDeflateRaw({ chunkSize, level: pageLevel });
  private output: Buffer[] = [];
  private queue: Promise<unknown> = Promise.resolve();
  /** Pages waiting for this lane or in it: a new page goes to the lane with the fewest. */
  waiting = 0;
  broken = false;

  constructor() {
    this.stream.on("data", (chunk: Buffer) => this.output.push(chunk));
    // zlib fails only on what it was not made for (out of memory); the lane is then replaced,
    // and the page that met the failure goes uncompressed (`gzipPage`).
    this.stream.on("error", () => (this.broken = true));
  }

  deflate(parts: Buffer[]): Promise<Buffer[]> {
    this.waiting++;
    const done = this.queue
      .then(async () => {
        const deflated: Buffer[] = [];
        for (const part of parts) deflated.push(await this.part(part));
        return deflated;
      })
      .finally(() => this.waiting--);
    this.queue = done.catch(() => {});
    return done;
  }

  private part(text: Buffer): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      if (this.broken) return reject(new Error("the page's compression stream failed"));
      this.stream.write(text);
      this.stream.flush(constants.Z_FULL_FLUSH, (error?: Error | null) => {
        if (error || this.broken) {
          this.broken = true;
          return reject(error ?? new Error("the page's compression stream failed"));
        }
        resolve(Buffer.concat(this.output));
        this.output = [];
      });
    });
  }
}

const lanes: Lane[] = [];

function freeLane(): Lane {
  for (let index = 0; index < laneCount; index++) {
    if (lanes[index]?.broken !== false) lanes[index] = new Lane();
  }
  return lanes.reduce((best, lane) => (lane.waiting < best.waiting ? lane : best));
}

/** `text` in gzip, with `piece`'s blocks as made once where the text holds it. */
export async function gzipAround(text: Buffer, piece: CompressedPiece): Promise<Buffer> {
  const at = piece.text.length > 0 ? text.indexOf(piece.text) : -1;
  const parts = at === -1 ? [text] : [text.subarray(0, at), text.subarray(at + piece.text.length)];
  const [first = Buffer.alloc(0), rest] = await freeLane().deflate(parts);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(text), 0);
  trailer.writeUInt32LE(text.length >>> 0, 4);
  const blocks = rest ? [first, piece.deflated, rest] : [first];
  return Buffer.concat([gzipHeader, ...blocks, finalBlock, trailer]);
}

/**
 * The answer with its HTML page in gzip, for a client that takes gzip; any other answer (not a
 * page, already coded, without a body) as it is, for express's compression to see to.
 */
export async function gzipPage(request: Request, response: Response, piece: CompressedPiece): Promise<Response> {
  if (
    !response.body ||
    response.headers.has("Content-Encoding") ||
    !(response.headers.get("Content-Type") ?? "").startsWith("text/html") ||
    !accepts(request.headers.get("Accept-Encoding"), "gzip")
  ) {
    return response;
  }
  const page = await bytesOf(response);
  let body: Buffer;
  try {
    body = await gzipAround(page, piece);
  } catch (error) {
    log.error({ err: error }, "a page's compression failed: it goes uncompressed");
    return new Response(bodyOf(page), response);
  }
  const headers = new Headers(response.headers);
  headers.set("Content-Encoding", "gzip");
  headers.set("Content-Length", String(body.length));
  if (!/accept-encoding/i.test(headers.get("Vary") ?? "")) headers.append("Vary", "Accept-Encoding");
  return new Response(bodyOf(body), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
