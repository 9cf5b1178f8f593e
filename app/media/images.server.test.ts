import * as childProcess from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, realpath, rm, symlink } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetEnv } from "~/platform/env.server";
import { imageKey } from "./variants";

// Instances that share the cache folder take turns (decision 037): without the turn no worker
// starts; the instance asks again a minute later, when the holder may be gone.

vi.mock("node:child_process", async (original) => {
  const actual = await original<typeof childProcess>();
  return { ...actual, fork: vi.fn(actual.fork) };
});

const picture = "/media/site/team/ines-wouters.jpg?v=2";

describe("one image worker among instances sharing the cache folder", () => {
  let dir: string;
  let cacheDir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "images-turn-"));
    // This instance reaches the folder through a link; the turn is named from its real path.
    await mkdir(path.join(dir, "real"));
    await symlink(path.join(dir, "real"), path.join(dir, "link"));
    cacheDir = path.join(dir, "link");
    vi.stubEnv("IMAGE_CACHE_DIR", cacheDir);
    resetEnv();
    vi.resetModules();
    vi.mocked(childProcess.fork).mockClear();
  });
  afterEach(async () => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
    resetEnv();
    await rm(dir, { recursive: true, force: true });
  });

  it(
    "starts no worker without the turn, asks again a minute later, and releases the turn once its worker is done",
    {
      timeout: 60_000,
    },
    async () => {
      const images = await import("./images.server");
      const asked: string[] = [];
      const events: string[] = [];
      let grant = false;
      images.runImageWorkerUnder(async (name) => {
        asked.push(name);
        if (!grant) return null;
        return {
          release: async () => {
            events.push(
              `released, variants ${existsSync(path.join(cacheDir, imageKey(picture), "complete")) ? "made" : "missing"}`,
            );
          },
        };
      });
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
      images.prepareImages([picture]);
      await vi.waitFor(() => expect(asked).toHaveLength(1));
      expect(asked[0]).toBe(`image-worker:${await realpath(path.join(dir, "real"))}`);
      // Another instance holds the turn: visitors get the original meanwhile.
      await vi.advanceTimersByTimeAsync(images.askAgainAfter - 1_000);
      expect(asked).toHaveLength(1);
      expect(childProcess.fork).not.toHaveBeenCalled();
      expect(await images.findImage(imageKey(picture), "500.jpg")).toEqual({ kind: "original", url: picture });

      // That instance died: a minute on, this one gets the turn and makes the variants.
      grant = true;
      await vi.advanceTimersByTimeAsync(1_000);
      vi.useRealTimers();
      await vi.waitFor(() => expect(events).toEqual(["released, variants made"]), { timeout: 45_000, interval: 200 });
      expect(asked).toHaveLength(2);
      expect(childProcess.fork).toHaveBeenCalledTimes(1);
      expect((await images.findImage(imageKey(picture), "500.jpg")).kind).toBe("variant");
    },
  );
});

// A picture a visitor asks for before the worker reaches it is made next (decision 076).
describe("a picture asked for while the worker is busy", () => {
  let cacheDir: string;
  beforeEach(async () => {
    cacheDir = await mkdtemp(path.join(os.tmpdir(), "images-hurry-"));
    vi.stubEnv("IMAGE_CACHE_DIR", cacheDir);
    resetEnv();
    vi.resetModules();
    vi.mocked(childProcess.fork).mockClear();
  });
  afterEach(async () => {
    vi.unstubAllEnvs();
    resetEnv();
    await rm(cacheDir, { recursive: true, force: true });
  });

  it(
    "is served whole at once and made next, ahead of the pictures queued before it",
    { timeout: 120_000 },
    async () => {
      const images = await import("./images.server");
      // Eight versions of one photo: the worker makes them in this order, a second or more each.
      const pictures = Array.from({ length: 8 }, (_, index) => `/media/feed/house-01.jpg?v=hurry-${index}`);
      const made = () => pictures.filter((url) => existsSync(path.join(cacheDir, imageKey(url), "complete")));
      images.prepareImages(pictures);
      const last = pictures.at(-1) ?? "";
      await vi.waitFor(() => expect(childProcess.fork).toHaveBeenCalled());
      expect(await images.findImage(imageKey(last), "750.avif")).toEqual({ kind: "original", url: last });
      await vi.waitFor(() => expect(made()).toContain(last), { timeout: 60_000, interval: 100 });
      // The worker was on its first picture when the visitor came; at most one more was made first.
      expect(made().length).toBeLessThanOrEqual(3);
      expect((await images.findImage(imageKey(last), "750.avif")).kind).toBe("variant");
    },
  );
});
