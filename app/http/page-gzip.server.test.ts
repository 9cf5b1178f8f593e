import { gunzipSync, gzipSync } from "node:zlib";
import type * as Zlib from "node:zlib";
import type { ZlibOptions } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { compressedPiece, gzipAround, gzipPage } from "./page-gzip.server";

// zlib failing as it does out of memory: a stream that errors on what it is given.
const zlib = vi.hoisted(() => ({ fails: false }));
vi.mock("node:zlib", async (importOriginal) => {
  const real = await importOriginal<typeof Zlib>();
  return {
    ...real,
    createDeflateRaw: (options?: ZlibOptions) => {
      const stream = real.createDeflateRaw(options);
      const write = stream.write.bind(stream) as (...args: unknown[]) => boolean;
      stream.write = ((...args: unknown[]) => {
        if (zlib.fails) stream.destroy(new Error("Cannot allocate memory"));
        return write(...args);
      }) as typeof stream.write;
      return stream;
    },
  };
});

const stylesheet = compressedPiece(
  Array.from({ length: 900 }, (_, index) => `.card-${index}{margin:${index % 7}px;color:#1f2937}`).join(""),
);
const cards = (count: number) =>
  Array.from(
    { length: count },
    (_, index) => `<li class="card-${index}"><a href="/nl/te-koop/${index}/">Woning</a></li>`,
  );

describe("a rendered page in gzip, the stylesheet within it compressed once", () => {
  it("any gunzip reads the page as rendered, wherever the stylesheet is in it or whether it is", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: "grapheme", maxLength: 3000 }),
        fc.string({ unit: "grapheme", maxLength: 3000 }),
        fc.boolean(),
        async (before, after, within) => {
          const page = Buffer.from(before + (within ? stylesheet.text.toString() : "") + after);
          expect(gunzipSync(await gzipAround(page, stylesheet)).equals(page)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("pages compressed at the same time each come out whole, as small as gzip makes them", async () => {
    const pages = Array.from({ length: 12 }, (_, index) =>
      Buffer.from(`<html nonce="${index}"><style>${stylesheet.text}</style>${cards(200 + index * 50).join("")}</html>`),
    );
    const bodies = await Promise.all(pages.map((page) => gzipAround(page, stylesheet)));
    pages.forEach((page, index) => {
      const body = bodies[index] ?? Buffer.alloc(0);
      expect(gunzipSync(body).equals(page)).toBe(true);
      // The stylesheet's blocks as made once, and the whole no larger than gzip's own, give or take 1%.
      expect(body.includes(stylesheet.deflated)).toBe(true);
      expect(body.length).toBeLessThan(gzipSync(page).length * 1.01);
    });
  });
});

describe("an answer's page in gzip", () => {
  const page = `<!DOCTYPE html><html><head><style>${stylesheet.text}</style></head><body>${cards(300).join("")}</body></html>`;
  const answer = (type: string, headers: Record<string, string> = {}) =>
    new Response(page, { status: 200, headers: { "Content-Type": type, Vary: "Cookie", ...headers } });
  const asking = (acceptEncoding?: string) =>
    new Request("http://localhost/nl/", { headers: acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {} });

  it("a browser that takes gzip gets the page in gzip, with its length and what it varies by", async () => {
    const sent = await gzipPage(asking("gzip, deflate, br, zstd"), answer("text/html"), stylesheet);
    expect(sent.headers.get("Content-Encoding")).toBe("gzip");
    const body = Buffer.from(await sent.arrayBuffer());
    expect(sent.headers.get("Content-Length")).toBe(String(body.length));
    expect(sent.headers.get("Vary")).toBe("Cookie, Accept-Encoding");
    expect(gunzipSync(body).toString()).toBe(page);
  });

  it("a client that does not take gzip, an answer that is not a page or is already coded, go as they are", async () => {
    for (const [request, response] of [
      [asking(), answer("text/html")],
      [asking("gzip;q=0, br"), answer("text/html")],
      [asking("gzip"), answer("application/json")],
      [asking("gzip"), answer("text/html", { "Content-Encoding": "br" })],
    ] as const) {
      const sent = await gzipPage(request, response, stylesheet);
      expect(sent).toBe(response);
    }
  });

  it("a page whose compression fails goes whole and uncompressed, and the next one in gzip again", async () => {
    zlib.fails = true;
    try {
      const sent = await gzipPage(asking("gzip"), answer("text/html"), stylesheet);
      expect(sent.status).toBe(200);
      expect(sent.headers.get("Content-Encoding")).toBeNull();
      expect(sent.headers.get("Vary")).toBe("Cookie");
      expect(await sent.text()).toBe(page);
    } finally {
      zlib.fails = false;
    }
    const next = await gzipPage(asking("gzip"), answer("text/html"), stylesheet);
    expect(next.headers.get("Content-Encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await next.arrayBuffer())).toString()).toBe(page);
  });
});
