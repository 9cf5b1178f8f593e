import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeVariants } from "./image-worker";
import { imageKey } from "./variants";

// Real sharp on a real photo: the variants a visitor's browser will be offered.
describe("makeVariants", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "variants-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("writes AVIF, WebP and JPEG at every width up to the source's, then nothing on a second run", async () => {
    const source = await sharp("content/feed/media/house-01.jpg").resize({ width: 800 }).jpeg().toBuffer();
    const url = "https://photos.example/house-01.jpg?v=3";
    const original = globalThis.fetch;
    globalThis.fetch = async () => new Response(new Uint8Array(source));
    try {
      expect(await makeVariants(dir, url)).toBe(12);
      expect(await makeVariants(dir, url)).toBe(0);
    } finally {
      globalThis.fetch = original;
    }
    const folder = path.join(dir, imageKey(url));
    expect((await readdir(folder)).sort()).toEqual(
      ["100", "1050", "500", "750"]
        .flatMap((name) => [`${name}.avif`, `${name}.jpg`, `${name}.webp`])
        .concat("complete")
        .sort(),
    );
    const largest = await sharp(path.join(folder, "1050.avif")).metadata();
    expect([largest.format, largest.width, largest.height]).toEqual(["heif", 800, Math.round((800 * 1067) / 1600)]);
    expect((await sharp(path.join(folder, "500.webp")).metadata()).width).toBe(500);
  });

  it("reads a site-relative URL from its media folder, version query and all", async () => {
    const url = "/media/site/team/ines-wouters.jpg?v=2";
    expect(await makeVariants(dir, url)).toBe(9);
  });

  it("refuses a file that is not a picture and a path out of the media folder", async () => {
    const fake = path.join(dir, "fake.jpg");
    await writeFile(fake, "MZ this is not a photo");
    const original = globalThis.fetch;
    globalThis.fetch = async () => new Response("MZ this is not a photo");
    try {
      await expect(makeVariants(dir, "https://photos.example/fake.jpg")).rejects.toThrow();
    } finally {
      globalThis.fetch = original;
    }
    await expect(makeVariants(dir, "/media/feed/%2e%2e/%2e%2e/package.json")).rejects.toThrow(
      "outside the media folders",
    );
    await expect(makeVariants(dir, "/media/feed/..%2f..%2fpackage.json")).rejects.toThrow("outside the media folders");
  });
});
