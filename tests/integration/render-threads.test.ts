import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageTypes, qualityLanguages } from "../quality/pages";
import type { TestSite } from "./support/server";
import { startSite } from "./support/server";

// Pages rendered on a render thread (decision 064) are the pages the main thread renders: the
// built server with one thread and with none, every page type in the four languages and the
// error pages, byte for byte once the per-answer tokens (nonce, captcha, the form's trap field)
// are set aside. A page that reached the main thread instead would log a warning.

let threaded: TestSite;
let single: TestSite;

beforeAll(async () => {
  [threaded, single] = await Promise.all([
    startSite({ captcha: true, env: { RENDER_THREADS: "1", PAGE_CACHE_MB: "0" } }),
    startSite({ captcha: true, env: { RENDER_THREADS: "0", PAGE_CACHE_MB: "0" } }),
  ]);
}, 180_000);

afterAll(async () => {
  await Promise.all([threaded?.close(), single?.close()]);
});

const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

async function page(site: TestSite, path: string) {
  const answer = await fetch(`${site.origin}${path}`, { headers: { "User-Agent": browser }, redirect: "manual" });
  const html = (await answer.text()).replace(/[\w-]{20,}/g, "·");
  return { status: answer.status, type: answer.headers.get("content-type"), html };
}

describe("render threads", () => {
  it("say on /readyz that they have started", async () => {
    await expect
      .poll(async () => (await fetch(`${threaded.origin}/readyz`)).text(), { timeout: 30_000 })
      .toMatch(/, render threads 1 of 1\n$/);
    expect(await (await fetch(`${single.origin}/readyz`)).text()).not.toMatch(/render threads/);
  });

  it("render every page type in the four languages as the main thread does", async () => {
    const paths = [
      ...pageTypes.flatMap((type) => qualityLanguages.map((language) => type.paths[language])),
      // A property that is not there, a path that is nothing, and a list's second page.
      "/nl/te-koop/ranst/weg/1/",
      "/fr/nimporte-quoi/",
      "/en/for-sale/?page=2",
    ];
    for (const path of paths) {
      const [fromThread, fromMain] = await Promise.all([page(threaded, path), page(single, path)]);
      expect({ path, status: fromThread.status, type: fromThread.type }).toEqual({
        path,
        status: fromMain.status,
        type: fromMain.type,
      });
      expect(fromThread.html.length, path).toBeGreaterThan(1000);
      expect(fromThread.html === fromMain.html, path).toBe(true);
    }
    expect(threaded.output()).not.toMatch(/render thread/);
    expect(threaded.serverErrors()).toEqual([]);
  });
});
