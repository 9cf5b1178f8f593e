import { fork } from "node:child_process";
import { readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { env, projectRoot } from "~/platform/env.server";
import { log } from "~/platform/log.server";
import type { ImageJob } from "./image-worker";
import type { ImageFormat } from "./variants";
import { imageKey, variantFilePattern } from "./variants";

// The responsive variants of every picture the site shows, made ahead of time by a child
// process at the lowest CPU priority, never while a visitor waits (DESIGN.md §6, decision 010).

const sources = new Map<string, string>();
let queue: string[] = [];
let working = false;

export function imageCacheDir(): string {
  return path.resolve(env().IMAGE_CACHE_DIR ?? path.join(env().DATA_DIR, "images"));
}

/** Registers pictures by their source URL and has their variants made in the background. */
export function prepareImages(urls: Iterable<string>): void {
  for (const url of urls) {
    const key = imageKey(url);
    if (sources.has(key)) continue;
    sources.set(key, url);
    queue.push(url);
  }
  startWorker();
}

function startWorker(): void {
  if (working || queue.length === 0) return;
  const job: ImageJob = { cacheDir: imageCacheDir(), sources: queue };
  queue = [];
  working = true;
  const worker = fork(path.join(projectRoot, "app/media/image-worker.ts"), [], { stdio: "inherit", cwd: projectRoot });
  if (worker.pid) os.setPriority(worker.pid, 19);
  worker.send(job);
  worker.on("exit", (code) => {
    working = false;
    if (code !== 0) log.warn({ code }, "the image worker stopped; originals are served meanwhile");
    startWorker();
  });
}

const contentTypes: Record<ImageFormat, string> = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" };

export type ImageAnswer =
  { kind: "variant"; body: Buffer; contentType: string } | { kind: "original"; url: string } | { kind: "unknown" };

/** The answer to /images/{key}/{file}: the variant when it is made, else its original. */
export async function findImage(key: string, file: string): Promise<ImageAnswer> {
  const match = variantFilePattern.exec(file);
  if (!match || !/^[0-9a-f]{14}$/.test(key)) return { kind: "unknown" };
  const body = await readFile(path.join(imageCacheDir(), key, file)).catch(() => null);
  if (body) return { kind: "variant", body, contentType: contentTypes[match[2] as ImageFormat] };
  const url = sources.get(key);
  return url ? { kind: "original", url } : { kind: "unknown" };
}
