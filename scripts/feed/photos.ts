/**
 * Generates the pool of property photos for the bundled demo feed.
 *
 * Why generated: this project cannot download anything (no stock photos, no web fonts), yet the
 * demo properties need pictures. Each picture is a small 3D-ish scene drawn as SVG (lit boxes,
 * textures in perspective, sky, vegetation) and rendered to JPEG with sharp. Every file gets its
 * own seeded random stream, so running the script twice gives byte-identical files.
 *
 * Run: npx tsx scripts/feed/photos.ts   (or npm run feed:photos)
 */
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { createRng, hashString } from "./scenes/core/rng";
import { HEIGHT, WIDTH } from "./scenes/core/svg";
import { plan } from "./scenes/index";
import type { Alt, Scene } from "./scenes/types";

const OUT_DIR = path.resolve(import.meta.dirname, "../../content/feed/media");
const QUALITY = 72;
/** A hint of lens softness: looks more photographic and keeps brick textures affordable. */
const SOFTNESS = 0.6;
/** Files above this are re-encoded a little lower so each stays light enough for property pages. */
const MAX_FILE_BYTES = 125 * 1024;
const MAX_TOTAL_BYTES = 13 * 1024 * 1024;
const PARALLEL = 2;

interface Job {
  file: string;
  category: string;
  index: number;
  scene: Scene;
}

interface ManifestEntry {
  file: string;
  category: string;
  width: number;
  height: number;
  alt: Alt;
}

interface Result {
  entry: ManifestEntry;
  bytes: number;
}

const generatedName = /^[a-z]+-\d{2}\.jpg$/;

function jobs(): Job[] {
  return plan.flatMap(({ category, count, scene }) =>
    Array.from({ length: count }, (_, index) => ({
      file: `${category}-${String(index + 1).padStart(2, "0")}.jpg`,
      category,
      index,
      scene,
    })),
  );
}

async function encode(svg: string): Promise<Buffer> {
  const pixels = await sharp(Buffer.from(svg))
    .flatten({ background: "#ffffff" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let quality = QUALITY;
  for (;;) {
    const jpeg = await sharp(pixels.data, { raw: pixels.info })
      .blur(SOFTNESS)
      .jpeg({ quality, mozjpeg: true })
      .toBuffer();
    if (jpeg.length <= MAX_FILE_BYTES || quality <= 50) return jpeg;
    quality -= 4;
  }
}

async function render(job: Job): Promise<Result> {
  const picture = job.scene(createRng(hashString(job.file)), job.index);
  const jpeg = await encode(picture.svg);
  await writeFile(path.join(OUT_DIR, job.file), jpeg);
  return {
    entry: { file: job.file, category: job.category, width: WIDTH, height: HEIGHT, alt: picture.alt },
    bytes: jpeg.length,
  };
}

/** Runs the jobs a few at a time, keeping the results in job order. */
async function renderAll(list: readonly Job[]): Promise<Result[]> {
  const results: Result[] = new Array<Result>(list.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < list.length) {
      const i = next;
      next += 1;
      const job = list[i];
      if (job === undefined) continue;
      results[i] = await render(job);
      process.stdout.write(".");
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, () => worker()));
  process.stdout.write("\n");
  return results;
}

/** Removes pictures from earlier runs that are no longer part of the pool. */
async function removeStale(keep: ReadonlySet<string>): Promise<void> {
  for (const name of await readdir(OUT_DIR)) {
    if (generatedName.test(name) && !keep.has(name)) await rm(path.join(OUT_DIR, name));
  }
}

function report(results: readonly Result[], seconds: number): void {
  const kb = (n: number): string => `${(n / 1024).toFixed(0)} KB`;
  const byCategory = new Map<string, { files: number; bytes: number; largest: number }>();
  for (const { entry, bytes } of results) {
    const row = byCategory.get(entry.category) ?? { files: 0, bytes: 0, largest: 0 };
    byCategory.set(entry.category, {
      files: row.files + 1,
      bytes: row.bytes + bytes,
      largest: Math.max(row.largest, bytes),
    });
  }
  for (const [category, row] of byCategory) {
    console.log(
      `  ${category.padEnd(11)} ${String(row.files).padStart(3)} files  ${kb(row.bytes).padStart(8)}  largest ${kb(row.largest)}`,
    );
  }
  const total = results.reduce((sum, r) => sum + r.bytes, 0);
  const largest = Math.max(...results.map((r) => r.bytes));
  console.log(
    `Total: ${results.length} files, ${(total / 1024 / 1024).toFixed(2)} MB (largest ${kb(largest)}) in ${seconds.toFixed(1)} s`,
  );
  if (total > MAX_TOTAL_BYTES) console.warn(`Warning: the pool is above ${MAX_TOTAL_BYTES / 1024 / 1024} MB`);
  if (largest > MAX_FILE_BYTES) console.warn(`Warning: some files are above ${kb(MAX_FILE_BYTES)}`);
}

async function main(): Promise<void> {
  const started = performance.now();
  const list = jobs();
  await mkdir(OUT_DIR, { recursive: true });
  await removeStale(new Set(list.map((j) => j.file)));
  console.log(`Rendering ${list.length} pictures into ${path.relative(process.cwd(), OUT_DIR)}`);
  const results = await renderAll(list);
  const manifest = results.map((r) => r.entry);
  await writeFile(path.join(OUT_DIR, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  report(results, (performance.now() - started) / 1000);
}

await main();
