import { brotliCompressSync, brotliDecompressSync, constants } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fillBrotli, spliceBrotli } from "./spliced-brotli.server";
import { spliceGzip } from "./spliced-gzip.server";

describe("a brotli body compressed once, with new values in its holes", () => {
  it("any brotli decoder reads the page with the new values wherever the old ones were", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.string({ unit: "grapheme", maxLength: 400 }), { maxLength: 8 }),
        fc.array(fc.constantFrom(0, 1), { maxLength: 7 }),
        fc.stringMatching(/^[A-Za-z0-9_-]{26}$/),
        fc.stringMatching(/^[A-Za-z0-9_-]{22}$/),
        async (texts, between, first, second) => {
          const old = ["@@NONCE-Q1w2E3r4T5y6U7i8@@", "##TOKEN-zZ9yY8xX7wW6##"];
          const page = texts.map((text, index) => text + (old[between[index] ?? -1] ?? "")).join("");
          const spliced = await spliceBrotli(Buffer.from(page), old, 5);
          // A page it cannot splice is served as gzip; one it splices reads right with any values.
          if (!spliced) return;
          const read = brotliDecompressSync(fillBrotli(spliced, [first, second])).toString();
          expect(read).toBe(page.replaceAll(old[0] ?? "", first).replaceAll(old[1] ?? "", second));
        },
      ),
      { numRuns: 60 },
    );
  });

  it("compresses a page as one brotli stream would, save the holes, and well below gzip", async () => {
    const nonce = "Q1w2E3r4T5y6U7i8O9p0Aa";
    const card = (index: number) =>
      `<li class="card"><a href="/nl/te-koop/edegem/woning-${index}/41042${index}/">Woning ${index} te koop in Edegem</a></li>`;
    const scripts = Array.from({ length: 7 }, (_, index) => `<script nonce="${nonce}">run(${index})</script>`);
    const page = Buffer.from(
      `<head>${scripts.slice(0, 2).join("")}</head><ul>${Array.from({ length: 300 }, (_, index) => card(index)).join("")}</ul>${scripts.slice(2).join("")}`,
    );
    const spliced = await spliceBrotli(page, [nonce], 10);
    if (!spliced) throw new Error("the page could not be spliced");
    expect(spliced.places).toHaveLength(7);
    const whole = brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 10 } }).length;
    expect(spliced.bytes).toBeLessThan(whole + 7 * 50);
    expect(spliced.bytes).toBeLessThan(spliceGzip(page, [nonce]).bytes * 0.8);
    const read = brotliDecompressSync(fillBrotli(spliced, ["ZYXWVUTSRQPONMLKJIHGFE"])).toString();
    expect(read).toBe(page.toString().replaceAll(nonce, "ZYXWVUTSRQPONMLKJIHGFE"));
    expect(() => fillBrotli(spliced, ["short"])).toThrow();
  });
});
