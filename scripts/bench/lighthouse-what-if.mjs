// npm run bench:what-if -- URL [CHANGE...]: what Lighthouse's simulated mobile LCP of a page
// would be with some of its requests resized, removed or started late, before anything is built
// (docs/PERFORMANCE.md). Lighthouse loads URL once in Debian's Chromium and keeps what it
// recorded (the trace and the network log); then its audits run again on that record, as it is
// and with each CHANGE applied to the network log, and each run's LCP, FCP and score is printed.
// A CHANGE names requests by a part of their URL:
//   PART=BYTES  the request transferred BYTES (headers and body) instead
//   PART=drop   the request was never made
//   PART=late   the request started a second later, after the page's largest paint
// e.g. npm run bench:what-if -- http://127.0.0.1:3000/nl/contact/ favicon=drop /nl/contact/=14000
// Lighthouse's simulation (Lantern) builds its graph from the network log, so this answers what
// it would say; the page built that way is measured again with bench:lighthouse before it counts.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromiumArgs, chromiumPackage, chromiumPath, ensureDebianPackages } from "../lib/system.mjs";

const [url, ...changes] = process.argv.slice(2);
const malformed = changes.find((change) => !/^[^=]+=(\d+|drop|late)$/.test(change));
if (!url || malformed) {
  if (malformed) console.error(`Not a change: ${malformed}`);
  console.error("Usage: npm run bench:what-if -- URL [PART=BYTES|PART=drop|PART=late]...");
  process.exit(2);
}
ensureDebianPackages("npm run bench:what-if", [chromiumPackage]);

const root = path.join(import.meta.dirname, "../..");
const lighthouse = (...args) =>
  execFileSync(process.execPath, [path.join(root, "node_modules/lighthouse/cli/index.js"), url, ...args], {
    env: { ...process.env, CHROME_PATH: chromiumPath },
    stdio: ["ignore", "ignore", "inherit"],
  });
const recorded = mkdtempSync(path.join(tmpdir(), "what-if-"));
try {
  lighthouse(
    "--only-categories=performance",
    `--chrome-flags=--headless=new ${chromiumArgs.join(" ")}`,
    `--gather-mode=${recorded}`,
    "--quiet",
  );
  const log = JSON.parse(readFileSync(path.join(recorded, "devtoolslog.json"), "utf8"));
  const urls = new Map();
  for (const event of log)
    if (event.method === "Network.requestWillBeSent") urls.set(event.params.requestId, event.params.request.url);
  for (const line of [[], ...changes.map((change) => [change]), ...(changes.length > 1 ? [changes] : [])]) {
    console.log(`${line.join(" ") || "as recorded"}: ${measure(changed(log, urls, line))}`);
  }
} finally {
  rmSync(recorded, { recursive: true, force: true });
}

/** The network log with each change applied. */
function changed(log, urls, list) {
  let events = structuredClone(log);
  for (const change of list) {
    const [part, what] = change.split("=");
    const ids = new Set([...urls].filter(([, address]) => address.includes(part)).map(([id]) => id));
    if (ids.size === 0) throw new Error(`No request's URL has ${part} in it: ${[...urls.values()].join(", ")}`);
    const ours = (event) => ids.has(event.params?.requestId);
    if (what === "drop") events = events.filter((event) => !ours(event));
    for (const event of events.filter(ours)) {
      if (what === "late") {
        if (event.params.timestamp) event.params.timestamp += 1;
        if (event.params.response?.timing) event.params.response.timing.requestTime += 1;
      } else if (what !== "drop") {
        if (event.method === "Network.loadingFinished") event.params.encodedDataLength = Number(what);
        if (event.method === "Network.dataReceived") event.params.encodedDataLength = 0;
      }
    }
  }
  return events;
}

/** Lighthouse's audits on the recorded page with this network log: "LCP … FCP … score …". */
function measure(events) {
  const run = mkdtempSync(path.join(tmpdir(), "what-if-run-"));
  try {
    for (const file of ["artifacts.json", "trace.json"]) {
      writeFileSync(path.join(run, file), readFileSync(path.join(recorded, file)));
    }
    writeFileSync(path.join(run, "devtoolslog.json"), JSON.stringify(events));
    const report = path.join(run, "report.json");
    lighthouse(
      "--only-categories=performance",
      `--audit-mode=${run}`,
      "--output=json",
      `--output-path=${report}`,
      "--quiet",
    );
    const { audits, categories } = JSON.parse(readFileSync(report, "utf8"));
    const seconds = (id) => `${(audits[id].numericValue / 1000).toFixed(3)} s`;
    const score = Math.round(categories.performance.score * 100);
    return `LCP ${seconds("largest-contentful-paint")}, FCP ${seconds("first-contentful-paint")}, score ${score}`;
  } finally {
    rmSync(run, { recursive: true, force: true });
  }
}
