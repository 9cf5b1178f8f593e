import { describe, expect, it } from "vitest";
import { bodyOf, bytesOf } from "./body.server";

describe("a page's bytes through a Response", () => {
  it("come back as the very bytes the page was made of, not a copy", async () => {
    const page = Buffer.from("<!DOCTYPE html><html lang=nl><title>Te koop</title></html>");
    const read = await bytesOf(new Response(bodyOf(page)));
    expect(read.toString()).toBe(page.toString());
    // The same memory: a 160 KB page is not copied on its way to zlib and the socket.
    expect(read.buffer).toBe(page.buffer);
    expect(read.byteOffset).toBe(page.byteOffset);
  });

  it("are joined in order when the body comes in several chunks, and empty without a body", async () => {
    const read = await bytesOf(new Response(bodyOf(Buffer.from("één "), Buffer.from("twee"))));
    expect(read.toString()).toBe("één twee");
    expect((await bytesOf(new Response(null))).length).toBe(0);
  });

  it("read from a Response made of a string, as undici makes it", async () => {
    expect((await bytesOf(new Response("déjà vu"))).toString()).toBe("déjà vu");
  });
});
