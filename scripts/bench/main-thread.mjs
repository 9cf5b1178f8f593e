// npm run bench:main-thread -- [--rounds N] [--slowdown N] URL...: what holds a phone's main
// thread while a page loads, measured, not simulated. Debian's Chromium loads each URL on a phone's
// screen with its CPU really slowed N times (default 4, as Lighthouse's mobile preset assumes),
// traces the page's main thread until 5 s after `load`, and prints each task over 50 ms with
// what took its time (style, layout, a script's evaluation, a call into a script), and the sum
// of what those tasks hold past 50 ms. That sum counts every task from the navigation on, where
// Lighthouse's blocking time counts those after the first paint, timed unslowed and multiplied
// (docs/PERFORMANCE.md); this is the measure to find which work to cut.
// A benchmark, not a test: it prints figures and fails only when it cannot measure.
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPackage, chromiumPath, ensureDebianPackages } from "../lib/system.mjs";

const args = process.argv.slice(2);
function option(name, fallback) {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(args.splice(at, 2)[1]);
}
const rounds = option("rounds", 1);
const slowdown = option("slowdown", 4);
if (args.length === 0 || !(rounds > 0) || !(slowdown >= 1)) {
  console.error("Usage: npm run bench:main-thread -- [--rounds N] [--slowdown N] URL...");
  process.exit(2);
}

/** Trace events that say what a task spent its time on. */
const kinds = new Set([
  "ParseHTML",
  "EvaluateScript",
  "v8.evaluateModule",
  "v8.compile",
  "v8.compileModule",
  "FunctionCall",
  "TimerFire",
  "FireAnimationFrame",
  "EventDispatch",
  "RunMicrotasks",
  "UpdateLayoutTree",
  "Layout",
  "PrePaint",
  "Paint",
  "Layerize",
  "MinorGC",
  "MajorGC",
]);
const blockingMs = 50;

/** The main thread's complete events of the page's renderer: the one with the most of them. */
function mainThread(events) {
  const threads = events.filter((event) => event.name === "thread_name" && event.args.name === "CrRendererMain");
  const on = (thread) =>
    events.filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === "X");
  return threads.map(on).sort((a, b) => b.length - a.length)[0] ?? [];
}

function describe(event) {
  const url = event.args?.data?.url;
  // A file by its name; the page itself (an inline script) by its path, which ends in a slash.
  return url ? `${event.name} ${url.split("/").pop() || new URL(url).pathname}` : event.name;
}

async function measure(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
  await browser.startTracing(page, {
    categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute"],
  });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(5_000);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  await context.close();
  const main = mainThread(events);
  const start = Math.min(...main.map((event) => event.ts));
  const long = main.filter((event) => event.name === "RunTask" && event.dur > blockingMs * 1000);
  let blocking = 0;
  for (const task of long.sort((a, b) => a.ts - b.ts)) {
    blocking += task.dur / 1000 - blockingMs;
    const spent = new Map();
    for (const event of main) {
      if (!kinds.has(event.name) || event.ts < task.ts || event.ts + event.dur > task.ts + task.dur) continue;
      spent.set(describe(event), (spent.get(describe(event)) ?? 0) + event.dur / 1000);
    }
    const top = [...spent]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([what, ms]) => `${what} ${Math.round(ms)}`)
      .join(", ");
    console.log(`  at ${Math.round((task.ts - start) / 1000)} ms, ${Math.round(task.dur / 1000)} ms: ${top}`);
  }
  console.log(`  ${long.length} long tasks, blocking time ${Math.round(blocking)} ms`);
}

ensureDebianPackages("npm run bench:main-thread", [chromiumPackage]);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  for (let round = 1; round <= rounds; round++) {
    for (const url of args) {
      console.log(`${url} (round ${round}, CPU slowed ${slowdown}×)`);
      await measure(browser, url);
    }
  }
} finally {
  await browser.close();
}
