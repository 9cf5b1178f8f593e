import { gunzipSync, gzipSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fillGzip, spliceGzip } from "./spliced-gzip.server";

describe("a gzip body compressed once, with new values in its holes", () => {
  it("any gunzip reads the page with the new values wherever the old ones were", () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: "grapheme", maxLength: 400 }), { maxLength: 8 }),
        fc.array(fc.constantFrom(0, 1), { maxLength: 7 }),
        fc.stringMatching(/^[A-Za-z0-9_-]{26}$/),
        fc.stringMatching(/^[A-Za-z0-9_-]{22}$/),
        (texts, between, first, second) => {
          const [nonce, token] = ["@@NONCE-Q1w2E3r4T5y6U7i8@@", "##TOKEN-zZ9yY8xX7wW6##"];
          const old = [nonce, token];
          const page = texts.map((text, index) => text + (old[between[index] ?? -1] ?? "")).join("");
          const spliced = spliceGzip(Buffer.from(page), old);
          const read = gunzipSync(fillGzip(spliced, [first, second])).toString();
          expect(read).toBe(page.replaceAll(nonce, first).replaceAll(token, second));
        },
      ),
    );
  });

  it("a page of 200 KB costs well under a millisecond per visitor, and compresses like gzip", () => {
    const card = '<li class="card"><a href="/nl/te-koop/edegem/woning/4104213/">Woning te koop in Edegem</a></li>';
    const page = Buffer.from(`<script nonce="n0nce">x</script>${card.repeat(2_000)}<input value="t0ken">`);
    const spliced = spliceGzip(page, ["n0nce", "t0ken"]);
    expect(spliced.places.map((place) => place.value)).toEqual([0, 1]);
    expect(spliced.bytes).toBeLessThan(page.length / 20);
    expect(gunzipSync(fillGzip(spliced, ["fresh", "other"])).toString()).toContain('value="other"');
    expect(() => fillGzip(spliced, ["fresh", "longer"])).toThrow();
  });

  it("a page whose text repeats what its values were still reads right with other values", () => {
    // The parts after a hole refer to the text before it; never to the value's own bytes.
    const value = "abcdefghijklmnopqrstuv";
    const page = Buffer.from(
      `<a nonce="${value}">${"abcdefghijk".repeat(50)}<b nonce="${value}">${value.slice(3, 19)}</b>`,
    );
    const read = gunzipSync(fillGzip(spliceGzip(page, [value]), ["ZYXWVUTSRQPONMLKJIHGFE"])).toString();
    expect(read).toBe(page.toString().replaceAll(value, "ZYXWVUTSRQPONMLKJIHGFE"));
  });

  it("compresses about as one stream would, also where the page's text shares letters with a value", () => {
    // A page's random nonce shares a few letters with its text now and then (here: its first
    // twelve); a part after a hole still refers back to the text before it: the same words again,
    // random, which only a reference back shortens.
    const value = "Q1w2E3r4T5y6U7i8O9p0Aa";
    let seed = 7;
    const word = () => {
      seed = (seed * 48271) % 2147483647;
      return seed.toString(36).slice(0, 5);
    };
    const words = Array.from({ length: 1500 }, word).join(" ");
    const page = Buffer.from(
      `<script nonce="${value}">a()</script><p>${words}</p><script nonce="${value}">b()</script><p>${words} ${value.slice(0, 12)}</p>`,
    );
    const spliced = spliceGzip(page, [value]);
    expect(spliced.bytes).toBeLessThan(gzipSync(page).length + 100);
    expect(gunzipSync(fillGzip(spliced, ["ZYXWVUTSRQPONMLKJIHGFE"])).toString()).toBe(
      page.toString().replaceAll(value, "ZYXWVUTSRQPONMLKJIHGFE"),
    );
  });
});
