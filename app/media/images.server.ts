import { fork } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { mkdir, readFile, realpath } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { env, projectRoot } from "~/platform/env.server";
import { log } from "~/platform/log.server";
import type { ImageHurry, ImageJob } from "./image-worker";
import type { ImageFormat } from "./variants";
import { imageKey, variantFilePattern } from "./variants";

// The responsive variants of every picture the site shows, made ahead of time by a child
// process at the lowest CPU priority, never while a visitor waits (DESIGN.md §6, decision 010).
// Instances that share the cache folder run one worker at a time (decision 037). A picture a
// visitor asks for before its variants are made is served whole and made next (decision 076).

const sources = new Map<string, string>();
let queue: string[] = [];
/** The worker's round: taking the turn, running the worker, releasing the turn. */
let round: Promise<boolean> | null = null;
/** This instance's worker while it runs, and the pictures it was told to make next. */
let worker: ChildProcess | null = null;
const hurried = new Set<string>();

/**
 * Takes the right to run the worker on the folder `name` says, or null while another instance
 * holds it; released once the worker has exited.
 */
export type WorkerLock = (name: string) => Promise<{ release(): Promise<void> } | null>;
let lockWorker: WorkerLock = async () => ({ release: async () => {} });
/** How long an instance without the turn waits before it asks again: the holder may have died. */
export const askAgainAfter = 60_000;
let askAgain: NodeJS.Timeout | null = null;

/** Where the server keeps the right to run the worker: on PostgreSQL, an advisory lock. */
export function runImageWorkerUnder(lock: WorkerLock): void {
  lockWorker = lock;
}

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
  if (round || queue.length === 0) return;
  round = workOnce();
  void round.then((ran) => {
    round = null;
    if (ran) {
      startWorker();
    } else {
      // Another instance's worker is making these variants; visitors get them from the folder
      // as they come. The queue waits, for a worker of this instance should that one stop early.
      askAgain ??= setTimeout(() => {
        askAgain = null;
        startWorker();
      }, askAgainAfter).unref();
    }
  });
}

/** Runs the worker over the queue if this instance gets the turn; says whether it did. */
async function workOnce(): Promise<boolean> {
  const cacheDir = imageCacheDir();
  // Named from the folder's real path: instances reaching it by other paths still take turns.
  const held = await mkdir(cacheDir, { recursive: true })
    .then(async () => lockWorker(`image-worker:${await realpath(cacheDir)}`))
    .catch((error: unknown) => {
      log.warn({ err: error }, "the image worker's turn could not be taken; asking again later");
      return null;
    });
  if (!held) return false;
  const job: ImageJob = { cacheDir, sources: queue };
  queue = [];
  const code = await new Promise<number | null>((resolve) => {
    const child = fork(path.join(projectRoot, "app/media/image-worker.ts"), [], { stdio: "inherit", cwd: projectRoot });
    if (child.pid) os.setPriority(child.pid, 19);
    child.send(job);
    worker = child;
    child.on("exit", resolve);
    // A worker that could not start has no exit to wait for.
    child.on("error", () => resolve(null));
  });
  worker = null;
  // A picture whose variants failed may be asked for again in the next round.
  hurried.clear();
  if (code !== 0) log.warn({ code }, "the image worker stopped; originals are served meanwhile");
  await held.release().catch((error: unknown) => log.warn({ err: error }, "the image worker's turn was not released"));
  return true;
}

const contentTypes: Record<ImageFormat, string> = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" };

export type ImageAnswer =
  { kind: "variant"; body: Buffer; contentType: string } | { kind: "original"; url: string } | { kind: "unknown" };

/**
 * A picture a visitor is waiting for: this instance's worker makes it next, or it goes first in
 * the next round. Once a round: a picture that cannot be made is not sent again on every request.
 */
function hurry(url: string): void {
  if (hurried.has(url)) return;
  hurried.add(url);
  if (worker?.connected) {
    worker.send({ hurry: url } satisfies ImageHurry, () => {});
    return;
  }
  const at = queue.indexOf(url);
  if (at > 0) queue.unshift(...queue.splice(at, 1));
}

/** The answer to /images/{key}/{file}: the variant when it is made, else its original. */
export async function findImage(key: string, file: string): Promise<ImageAnswer> {
  const match = variantFilePattern.exec(file);
  if (!match || !/^[0-9a-f]{14}$/.test(key)) return { kind: "unknown" };
  const body = await readFile(path.join(imageCacheDir(), key, file)).catch(() => null);
  if (body) return { kind: "variant", body, contentType: contentTypes[match[2] as ImageFormat] };
  const url = sources.get(key);
  if (!url) return { kind: "unknown" };
  hurry(url);
  return { kind: "original", url };
}
