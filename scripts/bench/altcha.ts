import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { chromium } from "@playwright/test";
import { altchaCost, newChallenge } from "~/leads/captcha.server";
import { chromiumArgs, chromiumPackage, chromiumPath, ensureDebianPackages } from "../lib/system.mjs";

// The captcha's cost on this machine (decision 017): the ALTCHA widget, as the site loads it
// (altcha/external, the PBKDF2 worker file), solves challenges of the server's making in
// Chromium. Prints, per setting, the median and the 90th percentile of the solve time with the
// browser's default number of workers and with one worker (a slow phone's share of the work),
// and the server's time to issue a challenge. Bounded: `rounds` solves per setting.
//
//   node_modules/.bin/tsx scripts/bench/altcha.ts [rounds] [port]

const rounds = Number(process.argv[2] ?? 15);
const port = Number(process.argv[3] ?? 3330);
const secret = "bench-secret";
const settings = [
  { cost: 1_000, counter: { min: 500, max: 1_500 } },
  { cost: altchaCost.cost, counter: altchaCost.counter },
  { cost: 1_000, counter: { min: 5_000, max: 15_000 } },
  { cost: 5_000, counter: { min: 1_000, max: 3_000 } },
];

const altcha = "node_modules/altcha/dist";
const files: Record<string, [string, string]> = {
  "/altcha.js": [`${altcha}/external/altcha.js`, "text/javascript"],
  "/altcha.css": [`${altcha}/external/altcha.css`, "text/css"],
  "/pbkdf2.js": [`${altcha}/workers/pbkdf2.js`, "text/javascript"],
};
const page = `<!doctype html><html lang="en"><head><link rel="stylesheet" href="/altcha.css">
<script type="module" src="/altcha.js"></script></head><body><form><altcha-widget></altcha-widget></form>
<script type="module">
await customElements.whenDefined("altcha-widget");
globalThis.$altcha.algorithms.set("PBKDF2/SHA-256", () => new Worker("/pbkdf2.js"));
window.solve = async (setting, workers) => {
  const widget = document.querySelector("altcha-widget");
  await widget.configure({ challenge: "/challenge?setting=" + setting, auto: "off", minDuration: 0, workers });
  widget.reset();
  const start = performance.now();
  const result = await widget.verify();
  if (!result || widget.getState() !== "verified") throw new Error("not solved: " + widget.getState());
  return performance.now() - start;
};
window.ready = true;
</script></body></html>`;

const issue: number[] = [];
const server = createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://127.0.0.1");
  if (url.pathname === "/challenge") {
    const setting = settings[Number(url.searchParams.get("setting"))] ?? altchaCost;
    const started = performance.now();
    void newChallenge({ secret, cost: setting }).then((challenge) => {
      issue.push(performance.now() - started);
      response.writeHead(200, { "Content-Type": "application/json", "Cache-Control": "no-store" });
      response.end(JSON.stringify(challenge));
    });
    return;
  }
  const file = files[url.pathname];
  response.writeHead(200, { "Content-Type": file ? file[1] : "text/html" });
  response.end(file ? readFileSync(file[0]) : page);
});
await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

function percentile(samples: number[], share: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
}

ensureDebianPackages("tsx scripts/bench/altcha.ts", [chromiumPackage]);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const tab = await browser.newPage();
  await tab.goto(origin);
  await tab.waitForFunction(() => (window as unknown as { ready?: boolean }).ready === true);
  const cores = await tab.evaluate(() => navigator.hardwareConcurrency);
  console.log(`Chromium ${browser.version()}, navigator.hardwareConcurrency ${cores}, ${rounds} solves per row`);
  for (const [index, setting] of settings.entries()) {
    for (const workers of [cores, 1]) {
      const times: number[] = [];
      for (let round = 0; round < rounds; round++) {
        times.push(
          await tab.evaluate(
            ([i, w]) => (window as unknown as { solve: (i: number, w: number) => Promise<number> }).solve(i, w),
            [index, workers] as const,
          ),
        );
      }
      const mean = (setting.counter.min + setting.counter.max) / 2;
      console.log(
        `cost ${setting.cost}, counter ${setting.counter.min}-${setting.counter.max} (mean ${mean} tries), ${workers} worker(s): ` +
          `median ${Math.round(percentile(times, 0.5))} ms, p90 ${Math.round(percentile(times, 0.9))} ms, max ${Math.round(Math.max(...times))} ms`,
      );
    }
  }
  console.log(
    `server: issuing a challenge took median ${percentile(issue, 0.5).toFixed(1)} ms, p90 ${percentile(issue, 0.9).toFixed(1)} ms`,
  );
} finally {
  await browser.close();
  server.close();
}
