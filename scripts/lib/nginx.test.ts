import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { freePort } from "./bootstrap.mjs";
import { quote, startNginx } from "./nginx.mjs";

const privateRoot = mkdtempSync(path.join(tmpdir(), "agency-nginx-"));
afterAll(() => rmSync(privateRoot, { recursive: true, force: true }));

// bench:http writes the pages nginx serves under tmp/, which the site makes private (0700) the
// first time it keeps its data there: nginx must still read them, started as root or not.
it("serves a file the script wrote in a folder only its account may enter", async () => {
  const dir = path.join(privateRoot, "nginx");
  mkdirSync(dir);
  writeFileSync(path.join(dir, "page.html"), "<p>Welkom</p>");
  const port = await freePort();
  const nginx = startNginx(dir, {
    workers: 1,
    http: [`server { listen 127.0.0.1:${port}; root ${quote(dir)}; }`],
  });
  try {
    const page = () => fetch(`http://127.0.0.1:${port}/page.html`).catch(() => null);
    await expect.poll(async () => (await page())?.status, { timeout: 5_000, interval: 100 }).toBe(200);
    expect(await (await page())?.text()).toBe("<p>Welkom</p>");
  } finally {
    nginx.kill();
  }
});
