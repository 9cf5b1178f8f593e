import { spawn } from "node:child_process";
import { mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
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

  it("writes AVIF, WebP and JPEG at every width up to the source's, then nothing on a second run, fetching the photo once", async () => {
    const source = await sharp("content/feed/media/house-01.jpg").resize({ width: 800 }).jpeg().toBuffer();
    const url = "https://photos.example/house-01.jpg?v=3";
    const original = globalThis.fetch;
    let fetched = 0;
    globalThis.fetch = async () => {
      fetched++;
      return new Response(new Uint8Array(source));
    };
    try {
      expect(await makeVariants(dir, url)).toBe(12);
      expect(await makeVariants(dir, url)).toBe(0);
      // A CRM photo is downloaded once: the next sync (and the next start) finds its variants made.
      expect(fetched).toBe(1);
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

  it("makes a phone's 750 px AVIF fit TCP's first window, and leaves a photo that fits at quality 50", async () => {
    const photos = {
      heavy: await sharp("content/feed/media/house-20.jpg").resize({ width: 760 }).jpeg().toBuffer(),
      light: await sharp("content/feed/media/newbuild-01.jpg").resize({ width: 760 }).jpeg().toBuffer(),
    };
    const atQuality50 = async (photo: Buffer) =>
      (await sharp(photo).resize({ width: 750 }).avif({ quality: 50, effort: 2 }).toBuffer()).length;
    const original = globalThis.fetch;
    globalThis.fetch = async (url) =>
      new Response(new Uint8Array(String(url).includes("heavy") ? photos.heavy : photos.light));
    const made = async (name: keyof typeof photos) => {
      const url = `https://photos.example/${name}.jpg`;
      await makeVariants(dir, url);
      return (await stat(path.join(dir, imageKey(url), "750.avif"))).size;
    };
    try {
      // Brick and leaves: more than one window at quality 50, within one as made.
      expect(await atQuality50(photos.heavy)).toBeGreaterThan(16_000);
      expect(await made("heavy")).toBeLessThanOrEqual(14_000);
      // A photo that fits keeps every byte of its quality.
      expect(await made("light")).toBe(await atQuality50(photos.light));
    } finally {
      globalThis.fetch = original;
    }
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

// The worker is a child of the server: when the server goes, even killed with SIGKILL and so
// without any chance to stop its children, the worker notices the closed channel and exits.
describe("the image worker process", () => {
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };

  it("exits when its parent is killed, in the middle of its work", { timeout: 30_000 }, async () => {
    const worker = path.resolve("app/media/image-worker.ts");
    const cacheDir = await mkdtemp(path.join(os.tmpdir(), "variants-orphan-"));
    // Forty versions of a photo: a minute of work, far longer than this test waits.
    const job = { cacheDir, sources: Array.from({ length: 40 }, (_, index) => `/media/feed/house-01.jpg?v=${index}`) };
    // A stand-in for the server: forks the worker as images.server.ts does, sends it the job,
    // says the worker's pid, and waits.
    const parent = spawn(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `import { fork } from "node:child_process";
         const child = fork(${JSON.stringify(worker)}, [], { stdio: "inherit", execArgv: [] });
         child.send(${JSON.stringify(job)});
         console.log(child.pid);
         setInterval(() => {}, 1000);`,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    const workerPid = await new Promise<number>((resolve, reject) => {
      parent.stdout.once("data", (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
      parent.once("exit", () => reject(new Error("the parent ended before forking")));
    });
    try {
      // The worker is at work.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(alive(workerPid)).toBe(true);
      parent.kill("SIGKILL");
      const deadline = Date.now() + 10_000;
      while (alive(workerPid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(alive(workerPid)).toBe(false);
    } finally {
      parent.kill("SIGKILL");
      if (alive(workerPid)) process.kill(workerPid, "SIGKILL");
      await rm(cacheDir, { recursive: true, force: true });
    }
  });
});
