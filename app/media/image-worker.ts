// The image worker: a child process, started at a low priority by images.server.ts, that makes
// every responsive variant of the pictures it is sent and then exits. A picture a visitor asks
// for meanwhile is sent again (`ImageHurry`) and made next. Node 24 runs this file
// as it is (type stripping), so it imports with relative paths and .ts extensions only.
import { mkdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { Sharp } from "sharp";
import { log } from "../platform/log.server.ts";
import { localMedia } from "./sources.ts";
import type { ImageFormat, Variant } from "./variants.ts";
import { imageFormats, imageKey, variantsFor } from "./variants.ts";

export interface ImageJob {
  cacheDir: string;
  sources: string[];
}

/** A picture a visitor asked for before its variants were made: the worker makes it next. */
export interface ImageHurry {
  hurry: string;
}

const maxSourceBytes = 40 * 1024 * 1024;
/** The project's folder, which the media folders are named from, whatever the working directory. */
const projectRoot = path.resolve(import.meta.dirname, "../..");
// AVIF at the default effort takes 20 s for a 1600 px photo on this class of machine; effort 2
// takes under 3 s for all five widths (DESIGN.md §6).
const encoders: Record<ImageFormat, (image: Sharp, quality?: number) => Sharp> = {
  avif: (image, quality = 50) => image.avif({ quality, effort: 2 }),
  webp: (image) => image.webp({ quality: 72 }),
  jpg: (image) => image.jpeg({ quality: 75, progressive: true, mozjpeg: true }),
};

/**
 * A phone takes the 750 px variant for a photo across its screen, a page's first photo among
 * them. In AVIF it is made to fit TCP's first window as the headings' face does: over 14,000
 * bytes, it is made again at a lower quality, no lower than 36 (decision 077).
 */
const phoneWidth = 750;
const firstWindowBytes = 14_000;
const phoneQualities = [45, 40, 36];

async function encode(source: Sharp, variant: Variant, format: ImageFormat): Promise<Buffer> {
  const resized = () => source.clone().resize({ width: variant.width });
  let data = await encoders[format](resized()).toBuffer();
  if (format !== "avif" || variant.name !== phoneWidth) return data;
  for (const quality of phoneQualities) {
    if (data.length <= firstWindowBytes) break;
    data = await encoders.avif(resized(), quality).toBuffer();
  }
  return data;
}

async function readSource(url: string): Promise<Buffer> {
  if (url.startsWith("/")) {
    // The feed's version query (spec §7) names a new photo, not a new file.
    const pathname = decodeURIComponent(new URL(url, "http://localhost").pathname);
    const local = localMedia.find((media) => pathname.startsWith(media.prefix));
    const relative = path.normalize(pathname.slice(local?.prefix.length ?? 0));
    if (!local || relative.startsWith("..")) throw new Error("outside the media folders");
    return readFile(path.resolve(projectRoot, local.folder, relative));
  }
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  if (body.length > maxSourceBytes) throw new Error("larger than 40 MB");
  return body;
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** Makes the variants of one source that are not on disk yet; returns how many it wrote. */
export async function makeVariants(cacheDir: string, url: string): Promise<number> {
  const folder = path.join(cacheDir, imageKey(url));
  // Written last: a source whose folder has it is done, even when a crash cut an earlier run short.
  const complete = path.join(folder, "complete");
  if (await exists(complete)) return 0;
  const source = sharp(await readSource(url), { failOn: "error" }).rotate();
  const { width } = await source.metadata();
  if (!width) throw new Error("not a picture");
  await mkdir(folder, { recursive: true });
  let written = 0;
  for (const format of imageFormats) {
    for (const variant of variantsFor(width)) {
      const file = path.join(folder, `${variant.name}.${format}`);
      if (await exists(file)) continue;
      const data = await encode(source, variant, format);
      // Written aside and renamed, so the image route never serves half a file.
      await writeFile(`${file}.${process.pid}.tmp`, data);
      await rename(`${file}.${process.pid}.tmp`, file);
      written++;
    }
  }
  await writeFile(complete, "");
  return written;
}

/** Makes the job's pictures in order, each one `hurried` holds first, as it comes. */
async function run(job: ImageJob, hurried: string[]): Promise<void> {
  sharp.concurrency(1);
  let written = 0;
  const pending = [...job.sources];
  const taken = new Set<string>();
  for (let url = hurried.shift() ?? pending.shift(); url !== undefined; url = hurried.shift() ?? pending.shift()) {
    if (taken.has(url)) continue;
    taken.add(url);
    try {
      written += await makeVariants(job.cacheDir, url);
    } catch (error) {
      // The image route falls back to the original for this picture.
      log.warn({ url, reason: error instanceof Error ? error.message : String(error) }, "image variants failed");
    }
  }
  if (written > 0) log.info({ written, pictures: job.sources.length }, "image variants written");
}

// Run as the worker process (not when a test imports the module).
if (import.meta.main) {
  // The server gone (stopped, crashed or killed with SIGKILL) closes the IPC channel: the
  // worker stops with it rather than working on for nobody.
  process.once("disconnect", () => process.exit(0));
  const hurried: string[] = [];
  process.on("message", (message: ImageJob | ImageHurry) => {
    if ("hurry" in message) hurried.push(message.hurry);
    else void run(message, hurried).finally(() => process.disconnect());
  });
}
