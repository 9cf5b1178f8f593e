// npm run bench:lighthouse -- [--rounds N] NAME=ORIGIN... -- PATH...: Lighthouse's mobile
// performance (score, simulated first contentful paint, LCP and blocking time) of each path on each running
// site, in turn, N rounds (default 2), so that two builds are measured in the same minutes.
// Start each build's server first (`node server/index.js` with its own DATA_DIR and PORT), e.g.
//   npm run bench:lighthouse -- before=http://127.0.0.1:3481 after=http://127.0.0.1:3480 -- /nl/
// Prints one line per run and a table row per path and site. `npm run audit` is the check with
// budgets; this is for telling two builds apart. `--graphs` prints, after each run, what Lighthouse's
// LCP simulation (Lantern) counted: each request and main-thread task of its optimistic and
// pessimistic graph, with its simulated start and end (docs/PERFORMANCE.md). `--tls` measures each
// site as deployed, behind a TLS proxy that speaks HTTP/2 (scripts/lib/tls-proxy.mjs, decision 046).
// `--blocking` prints, after each run, the main-thread tasks Lantern counted in the blocking time:
// each task of 50 ms or more in its simulation, when it ran there against the simulated first
// paint, how long it was observed, what it was made of and the blocking time it added.
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import * as Lantern from "lighthouse/core/lib/lantern/lantern.js";
import { chromiumArgs, chromiumPackage, chromiumPath, ensureDebianPackages } from "../lib/system.mjs";
import { startTlsProxy, tlsProxyPackages } from "../lib/tls-proxy.mjs";

/**
 * Lighthouse computes each metric more than once per run (its own trace's graph and the trace
 * engine's: the same nodes and timings, named from different events): a listing is printed the
 * first time only. `same` is what tells two listings apart, all of it by default.
 */
const listedThisRun = new Set<string>();
function listOnce(lines: string[], same = lines.join("\n")) {
  if (listedThisRun.has(same)) return;
  listedThisRun.add(same);
  console.log(lines.join("\n"));
}

const args = process.argv.slice(2);
const graphsAt = args.indexOf("--graphs");
if (graphsAt !== -1) {
  args.splice(graphsAt, 1);
  showLcpGraphs();
}
const blockingAt = args.indexOf("--blocking");
if (blockingAt !== -1) {
  args.splice(blockingAt, 1);
  showBlockingTasks();
}
const tlsAt = args.indexOf("--tls");
if (tlsAt !== -1) args.splice(tlsAt, 1);
const roundsAt = args.indexOf("--rounds");
const rounds = roundsAt === -1 ? 2 : Number(args.splice(roundsAt, 2)[1]);
const split = args.indexOf("--");
const sites = args.slice(0, split).map((arg) => arg.split("=") as [string, string]);
const paths = args.slice(split + 1);
if (split === -1 || sites.length === 0 || paths.length === 0 || !(rounds > 0)) {
  console.error(
    "Usage: npm run bench:lighthouse -- [--rounds N] [--graphs] [--blocking] [--tls] NAME=ORIGIN... -- PATH...",
  );
  process.exit(2);
}
ensureDebianPackages("npm run bench:lighthouse", [chromiumPackage, ...(tlsAt !== -1 ? tlsProxyPackages : [])]);
const proxies: { origin: string; stop: () => void }[] = [];
if (tlsAt !== -1) {
  for (const site of sites) {
    const proxy = await startTlsProxy(site[1]);
    proxies.push(proxy);
    site[1] = proxy.origin;
  }
}

const chrome = await launch({
  chromePath: chromiumPath,
  // A TLS proxy's certificate is a throwaway one for 127.0.0.1.
  chromeFlags: ["--headless=new", "--ignore-certificate-errors", ...chromiumArgs],
});
const cells = new Map<string, string[]>();
try {
  for (let round = 1; round <= rounds; round++)
    for (const page of paths)
      for (const [name, origin] of sites) {
        const result = await lighthouse(`${origin}${page}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance"],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${origin}${page}`);
        const { audits, categories, runtimeError } = result.lhr;
        // A run that could not measure says why, rather than passing for a zero.
        const failure = runtimeError?.message ?? audits["largest-contentful-paint"]?.errorMessage;
        if (failure) console.log(`round ${round}, ${name} ${page}: not measured: ${failure}`);
        const seconds = (id: string) => `${((audits[id]?.numericValue ?? 0) / 1000).toFixed(2)} s`;
        const score = Math.round((categories.performance?.score ?? 0) * 100);
        const blocking = `${Math.round(audits["total-blocking-time"]?.numericValue ?? 0)} ms`;
        const cell = `${score} / ${seconds("first-contentful-paint")} / ${seconds("largest-contentful-paint")} / ${blocking}`;
        console.log(`round ${round}, ${name} ${page}: ${cell}`);
        listedThisRun.clear();
        cells.set(`${page} | ${name}`, [...(cells.get(`${page} | ${name}`) ?? []), cell]);
      }
} finally {
  await chrome.kill();
  for (const proxy of proxies) proxy.stop();
}
console.log("\n| page | site | performance / FCP / LCP / blocking time, one per round |\n|---|---|---|");
for (const [row, values] of cells) console.log(`| ${row} | ${values.join(" · ")} |`);

/** The parts of Lantern's graph nodes that the listing reads. */
interface SimulatedNode {
  type: string;
  duration?: number;
  request?: { url: string; priority: string; resourceType: string; transferSize: number };
  childEvents?: { name: string; dur?: number; args?: { data?: { url?: string; type?: string } } }[];
}
interface Simulation {
  nodeTimings: Map<SimulatedNode, { startTime: number; endTime: number; duration: number }>;
}
interface Estimate {
  timeInMs: number;
}

/** Lists each simulated LCP graph's nodes as Lighthouse estimates them, in the order they start. */
function showLcpGraphs() {
  const metric = Lantern.Metrics.LargestContentfulPaint as unknown as {
    getEstimateFromSimulation: (simulation: Simulation, extras?: { optimistic?: boolean }) => { timeInMs: number };
  };
  const estimate = metric.getEstimateFromSimulation;
  metric.getEstimateFromSimulation = function (simulation, extras) {
    const result = estimate.call(this, simulation, extras);
    const lines = [
      `  LCP, ${extras?.optimistic ? "optimistic" : "pessimistic"} graph: ${Math.round(result.timeInMs)} ms`,
    ];
    const nodes = [...simulation.nodeTimings].sort(([, a], [, b]) => a.startTime - b.startTime);
    const timings = nodes.map(([, { startTime, endTime }]) => `${startTime}–${endTime}`);
    for (const [node, { startTime, endTime }] of nodes) {
      const what = node.request
        ? `${node.request.priority} ${node.request.resourceType} ${(node.request.transferSize / 1024).toFixed(1)} KB ` +
          node.request.url.replace(/^https?:\/\/[^/]+/, "").slice(0, 60)
        : `main thread, ${((node.duration ?? 0) / 1000).toFixed(0)} ms observed: ` +
          [...new Set((node.childEvents ?? []).map((event) => event.name))].slice(0, 4).join(", ");
      lines.push(`    ${Math.round(startTime)}–${Math.round(endTime)} ms  ${what}`);
    }
    listOnce(lines, `${lines[0]} ${timings.join(" ")}`);
    return result;
  };
}

/** What a main-thread task was made of: its four costliest kinds of event, and the first script it ran. */
function taskParts(node: SimulatedNode): string {
  const byName = new Map<string, number>();
  for (const event of node.childEvents ?? []) {
    const name = event.name === "EventDispatch" ? `${event.args?.data?.type ?? ""} event` : event.name;
    byName.set(name, (byName.get(name) ?? 0) + (event.dur ?? 0) / 1000);
  }
  const parts = [...byName].sort(([, a], [, b]) => b - a).slice(0, 4);
  const script = node.childEvents?.find((event) => event.args?.data?.url)?.args?.data?.url;
  return [
    ...parts.map(([name, ms]) => `${name} ${ms.toFixed(1)}`),
    ...(script ? [script.replace(/^https?:\/\/[^/]+/, "").slice(0, 50)] : []),
  ].join(", ");
}

/**
 * Lists the tasks Lantern's blocking time counts in each run (its optimistic and pessimistic
 * estimates; Lighthouse reports their mean): a task counts the part of its simulated duration
 * between the simulated first paint and the page's interactive time, less 50 ms.
 */
function showBlockingTasks() {
  const metric = Lantern.Metrics.TotalBlockingTime as unknown as {
    getEstimateFromSimulation: (
      simulation: Simulation,
      extras: {
        optimistic?: boolean;
        fcpResult: { optimisticEstimate: Estimate; pessimisticEstimate: Estimate };
        interactiveResult: { optimisticEstimate: Estimate; pessimisticEstimate: Estimate };
      },
    ) => Estimate;
  };
  const estimate = metric.getEstimateFromSimulation;
  metric.getEstimateFromSimulation = function (simulation, extras) {
    const result = estimate.call(this, simulation, extras);
    // Lantern counts from the opposite estimate's first paint, up to the same estimate's
    // interactive time (its TotalBlockingTime.js).
    const fcp = (extras.optimistic ? extras.fcpResult.pessimisticEstimate : extras.fcpResult.optimisticEstimate)
      .timeInMs;
    const interactive = (
      extras.optimistic ? extras.interactiveResult.optimisticEstimate : extras.interactiveResult.pessimisticEstimate
    ).timeInMs;
    const lines = [
      `  blocking time, ${extras.optimistic ? "optimistic" : "pessimistic"}: ${Math.round(result.timeInMs)} ms, ` +
        `from the first paint at ${Math.round(fcp)} ms to ${Math.round(interactive)} ms`,
    ];
    const tasks = [...simulation.nodeTimings]
      .filter(([node, timing]) => node.type === "cpu" && timing.duration >= 50)
      .sort(([, a], [, b]) => a.startTime - b.startTime);
    for (const [node, { startTime, endTime }] of tasks) {
      const counted = Math.max(0, Math.min(endTime, interactive) - Math.max(startTime, fcp) - 50);
      const observed = ((node.duration ?? 0) / 1000).toFixed(1);
      lines.push(
        `    ${Math.round(startTime)}–${Math.round(endTime)} ms, ${observed} ms observed, counts ${Math.round(counted)} ms: ${taskParts(node)}`,
      );
    }
    listOnce(lines);
    return result;
  };
}
