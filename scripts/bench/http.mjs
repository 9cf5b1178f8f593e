// npm run bench:http [-- --seconds N]: what the built site serves per second, next to nginx
// serving the same gzip bytes from files, for home, the list for sale, the first property on
// it and the search box's suggestions, in Dutch. The server runs on the demo feed in its own
// fresh database (tmp/bench-data), then as two instances on a throwaway PostgreSQL (this
// machine's, which npm test installs). It measures once the image worker has made the
// pictures' variants (kept in tmp/bench-images), so that the site has the CPU to itself; wrk
// loads each page for N seconds (default 10, or BENCH_SECONDS), the site's memory is read
// after each page. Prints one Markdown table.
// `--flood` measures instead what one client asking for page after page that is not in the cache
// does to the other visitors, with the render limit off and on (decision 072): wrk on 32
// connections from one forwarded address, a new query string on the list each time, while another
// visitor asks a cached property page and a page to render every half second.
// A benchmark, not a test: it prints figures and fails only when it cannot measure.
import { spawn, spawnSync } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { bin, freePort, node24, root } from "../lib/bootstrap.mjs";
import { nginxBin, quote, startNginx } from "../lib/nginx.mjs";
import { ensureDebianPackages } from "../lib/system.mjs";

const wrkBin = "/usr/bin/wrk";
const userAgent =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const requestHeaders = { "Accept-Encoding": "gzip", "User-Agent": userAgent };
// How the site is started for each pass: with its HTML cache (decision 034), as it runs by
// default, and without, with its render threads (decision 064) and without them. nginx is
// measured once, in the first pass.
// Last, the site as `npm run start:cluster` runs it with two instances, on a throwaway
// PostgreSQL, with its cache and without: as many processes as nginx has workers.
const modes = [
  { name: "cache on", env: {} },
  { name: "cache off", env: { PAGE_CACHE_MB: "0" } },
  { name: "cache off, no render thread", env: { PAGE_CACHE_MB: "0", RENDER_THREADS: "0" } },
  { name: "cache on, 2 instances", env: {}, instances: 2 },
  { name: "cache off, 2 instances", env: { PAGE_CACHE_MB: "0" }, instances: 2 },
];

function secondsOption() {
  const args = process.argv.slice(2);
  const at = args.findIndex((arg) => arg === "--seconds" || arg.startsWith("--seconds="));
  const value = at === -1 ? process.env.BENCH_SECONDS : args[at].includes("=") ? args[at].split("=")[1] : args[at + 1];
  if (value === undefined) return 10;
  if (!/^[1-9]\d*$/.test(value)) {
    console.error(`--seconds (or BENCH_SECONDS) must be a whole number of seconds, not "${value}".`);
    process.exit(1);
  }
  return Number(value);
}

function progress(message) {
  console.error(`bench:http: ${message}`);
}

/** One GET with the body's bytes as they came (node's fetch would unzip them). */
function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    // A connection of its own: a kept-alive one may have been closed by the server meanwhile.
    const request = http.get(url, { headers: { ...requestHeaders, ...headers }, agent: false }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on("error", reject);
    });
    request.on("error", reject);
    request.setTimeout(30_000, () => request.destroy(new Error(`${url}: no answer in 30 s`)));
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The path of the first property on the list for sale. */
async function firstPropertyPath(site) {
  const list = await get(`${site}/nl/te-koop/`);
  const html = (list.headers["content-encoding"] === "gzip" ? gunzipSync(list.body) : list.body).toString();
  const found = html.match(/href="(\/nl\/te-koop\/[^"?]+\/\d+\/)[?"]/)?.[1];
  if (!found) throw new Error(`no property link on /nl/te-koop/ (status ${list.status})`);
  return found;
}

/** Waits until check() is true, or fails when the process has exited or the time is up. */
async function waitFor(what, child, check, seconds) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${what} exited before it was ready`);
    if (await check().catch(() => false)) return;
    await sleep(200);
  }
  throw new Error(`${what} was not ready within ${seconds} s`);
}

function stop(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

/** The resident memory of the site's server processes: the one, or each instance of a cluster. */
function rssMb(pid) {
  const kb = (one) => Number(readFileSync(`/proc/${one}/status`, "utf8").match(/^VmRSS:\s+(\d+)\s+kB/m)?.[1]);
  const instances = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
    .split(" ")
    .filter((child) => child && readFileSync(`/proc/${child}/cmdline`, "utf8").includes("server/index.js"));
  return (instances.length > 0 ? instances : [pid]).reduce((sum, one) => sum + kb(one), 0) / 1024;
}

/** The processes under pid, from /proc's children lists: a cluster's instances and their workers. */
function descendants(pid) {
  const read = (file) => {
    try {
      return readFileSync(file, "utf8");
    } catch {
      return ""; // gone meanwhile
    }
  };
  const found = [];
  const next = [String(pid)];
  while (next.length > 0) {
    const one = next.pop();
    for (const child of read(`/proc/${one}/task/${one}/children`).split(" ").filter(Boolean)) {
      found.push({ pid: child, command: read(`/proc/${child}/cmdline`) });
      next.push(child);
    }
  }
  return found;
}

/**
 * Waits until no image worker runs under the site: on a fresh picture folder the worker makes
 * the demo's variants for minutes, and a site measured meanwhile shares the CPU with it.
 */
async function untilPicturesMade(server) {
  const working = () => descendants(server.pid).some((child) => child.command.includes("image-worker"));
  await sleep(2000);
  if (!working()) return;
  progress("waiting for the image worker to make the pictures' variants…");
  await waitFor("the image worker", server, async () => !working(), 1800);
}

function toMs(value, unit) {
  return Number(value) * { us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit];
}

function wrkArgs(seconds) {
  return ["-t2", "-c8", `-d${seconds}s`, "--latency", "-H", "Accept-Encoding: gzip", "-H", `User-Agent: ${userAgent}`];
}

/** wrk's figures: requests per second, p50 and p99 in ms, and what went wrong (non-2xx, socket errors). */
function load(url, seconds) {
  const result = spawnSync(wrkBin, [...wrkArgs(seconds), url], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`wrk ${url} failed: ${result.stderr || result.stdout}`);
  const out = result.stdout;
  const latency = (share) => {
    const match = out.match(new RegExp(`^\\s+${share}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, "m"));
    return match ? toMs(match[1], match[2]) : Number.NaN;
  };
  const problems = [out.match(/Non-2xx or 3xx responses: \d+/)?.[0], out.match(/Socket errors:.*/)?.[0]].filter(
    Boolean,
  );
  return {
    rps: Number(out.match(/^Requests\/sec:\s+([\d.]+)/m)?.[1]),
    p50: latency(50),
    p99: latency(99),
    problems,
  };
}

function startSite(port, dataDir, extraEnv, instances) {
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    // Kept from one run to the next (tmp/bench-images): the variants are made once.
    IMAGE_CACHE_DIR: path.join(root, "tmp/bench-images"),
    CONTENT_DIR: path.join(root, "content/site"),
    LISTING_SOURCE: "demo",
    HOST: "127.0.0.1",
    PORT: String(port),
    NODE_ENV: "production",
    ...extraEnv,
  };
  // The embedded database under DATA_DIR, never a PostgreSQL the shell happens to name.
  delete env.DATABASE_URL;
  delete env.SITE_URL;
  delete env.SYNC_INTERVAL;
  const logFile = path.join(dataDir, "server.log");
  const log = openSync(logFile, "a");
  // node itself, not a shell or npm around it: its pid is the one whose memory is read.
  const command = instances
    ? [path.join(root, "scripts/start-cluster.mjs"), "--instances", String(instances)]
    : [path.join(root, "server/index.js")];
  const child = spawn(node24, command, { cwd: root, env, stdio: ["ignore", log, log] });
  closeSync(log);
  return { child, logFile };
}

function importDemo(dataDir) {
  const env = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  // The database is made first: the operator's commands refuse a DATA_DIR without one.
  for (const script of [["scripts/migrate.ts"], ["scripts/import.ts", "content/feed/demo-feed.json"]]) {
    const result = spawnSync(node24, [bin("tsx"), ...script], { cwd: root, env, encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${script[0]} failed:\n${result.stdout}${result.stderr}`);
  }
}

/** nginx's server block: each page's path answered from its file, with the site's headers. */
function nginxServer(dir, port, pages) {
  const locations = pages.map(
    (page) =>
      `  location = ${quote(new URL(page.path, "http://x").pathname)} {\n` +
      // The paths end in a slash, which nginx would hand to its index module: the rewrite makes it the file.
      `    root ${quote(dir)};\n    rewrite ^ /${page.file} break;\n` +
      `    types { }\n    default_type ${quote(page.contentType)};\n` +
      (page.encoding ? `    add_header Content-Encoding ${page.encoding};\n` : "") +
      `  }`,
  );
  return ["sendfile on;", "server {", `  listen 127.0.0.1:${port};`, ...locations, "  location / { return 404; }", "}"];
}

const number = (value, digits) => (Number.isFinite(value) ? value.toFixed(digits) : "?");
const ms = (value) => (Number.isFinite(value) ? `${number(value, value < 10 ? 2 : 1)} ms` : "?");
// A share that small reads best as both a fraction and "1 in so many".
const ratio = (value) => (value > 0 ? `${value.toPrecision(2)} (1:${Math.round(1 / value)})` : "?");
const rps = (value) => number(value, value < 100 ? 1 : 0);

const children = new Set();
async function cleanUp() {
  await Promise.all([...children].map(stop));
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    progress(`${signal}: stopping the site and nginx`);
    cleanUp().finally(() => process.exit(130));
  });
}
// Last resort when the script dies some other way: no server or nginx is left behind. SIGTERM,
// not SIGKILL: nginx's master and the site stop their own workers on it.
process.on("exit", () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill();
});

async function main() {
  if (!existsSync(path.join(root, "build/server/index.js"))) {
    console.error("There is no build: run `npm run build` first.");
    process.exit(1);
  }
  const seconds = secondsOption();
  ensureDebianPackages("npm run bench:http", [
    ["nginx", nginxBin],
    ["wrk", wrkBin],
  ]);

  const dataDir = path.join(root, "tmp/bench-data");
  const nginxDir = path.join(root, "tmp/bench-nginx");
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(nginxDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  mkdirSync(nginxDir, { recursive: true });
  progress("importing the demo feed into tmp/bench-data…");
  importDemo(dataDir);

  const sitePort = await freePort();
  // Neither listens yet: the two must differ.
  let nginxPort = await freePort();
  while (nginxPort === sitePort) nginxPort = await freePort();
  const site = `http://127.0.0.1:${sitePort}`;
  const nginxBase = `http://127.0.0.1:${nginxPort}`;
  const notes = [];
  const rows = [];
  let pages = [];

  for (const [pass, mode] of modes.entries()) {
    progress(`starting the site (${mode.name}) on ${site}…`);
    const { child: server, logFile } = startSite(sitePort, dataDir, mode.env, mode.instances);
    children.add(server);
    try {
      // Every instance of a cluster says it is ready in the log; one answering /readyz is not enough.
      const allReady = () =>
        (readFileSync(logFile, "utf8").match(/ is ready at /g) ?? []).length >= (mode.instances ?? 1);
      await waitFor("the site", server, async () => (await get(`${site}/readyz`)).status === 200 && allReady(), 180);
    } catch (error) {
      throw new Error(`${error.message}; its log, ${path.relative(root, logFile)}:\n${readFileSync(logFile, "utf8")}`, {
        cause: error,
      });
    }
    await untilPicturesMade(server);

    if (pass === 0) {
      const detail = await firstPropertyPath(site);
      pages = [
        { name: "home", path: "/nl/" },
        { name: "list", path: "/nl/te-koop/" },
        { name: "detail", path: detail },
        // What the home search box asks while a visitor types the start of a town.
        { name: "suggestions", path: "/api/suggestions?language=nl&q=wil" },
      ];
      // Each page's bytes once, as the site sent them; nginx serves exactly these.
      for (const page of pages) {
        const answer = await get(site + page.path);
        if (answer.status !== 200) notes.push(`${page.path} answered ${answer.status}, not 200.`);
        page.encoding = answer.headers["content-encoding"];
        page.contentType = answer.headers["content-type"] ?? "application/octet-stream";
        page.file = `${page.name}.body${page.encoding === "gzip" ? ".gz" : ""}`;
        page.bytes = answer.body;
        writeFileSync(path.join(nginxDir, page.file), answer.body);
        if (page.encoding !== "gzip")
          notes.push(`${page.path} came without gzip (Content-Encoding: ${page.encoding ?? "none"}).`);
      }
      notes.push(
        `Bytes per answer: ${pages.map((page) => `${page.name} ${(page.bytes.length / 1024).toFixed(1)} KB${page.encoding === "gzip" ? " gzip" : ""}`).join(", ")}.`,
      );
      progress(`starting nginx on ${nginxBase}…`);
      const nginx = startNginx(nginxDir, { workers: 2, http: nginxServer(nginxDir, nginxPort, pages) });
      children.add(nginx);
      await waitFor("nginx", nginx, async () => (await get(`${nginxBase}/nl/`)).status === 200, 20);
      for (const page of pages) {
        const answer = await get(nginxBase + page.path);
        if (!answer.body.equals(page.bytes) || answer.headers["content-encoding"] !== page.encoding)
          throw new Error(`nginx does not answer ${page.path} with the site's bytes and encoding`);
      }
    }

    for (const page of pages) {
      progress(`${mode.name}: ${page.path}…`);
      // A second of load first, not counted, so that the figures are not the JIT's first steps.
      load(site + page.path, 1);
      const before = rssMb(server.pid);
      const measured = load(site + page.path, seconds);
      const after = rssMb(server.pid);
      // Read before nginx's load: a kept page is fresh for a minute, which that load may outlast.
      const cache = (await get(site + page.path)).headers["x-cache"];
      if (!page.nginx) {
        page.nginx = load(nginxBase + page.path, seconds);
        for (const problem of page.nginx.problems) notes.push(`nginx ${page.path}: ${problem}.`);
      }
      for (const problem of measured.problems) notes.push(`site ${mode.name} ${page.path}: ${problem}.`);
      if (cache) notes.push(`${mode.name}, ${page.path}: X-Cache ${cache} after the load.`);
      const growth = after - before;
      rows.push(
        `| ${page.path} | ${mode.name} | ${rps(measured.rps)} | ${ms(measured.p50)} | ${ms(measured.p99)} | ` +
          `${number(after, 0)} MB (${growth >= 0 ? "+" : "−"}${number(Math.abs(growth), 0)}) | ${rps(page.nginx.rps)} | ` +
          `${ms(page.nginx.p50)} | ${ratio(measured.rps / page.nginx.rps)} |`,
      );
    }
    children.delete(server);
    await stop(server);
  }
  await cleanUp();

  console.log("| page | mode | site req/s | p50 | p99 | RSS after | nginx req/s | nginx p50 | ratio site/nginx |");
  console.log("|---|---|--:|--:|--:|--:|--:|--:|--:|");
  for (const row of rows) console.log(row);
  console.log("");
  for (const note of notes) console.log(`- ${note}`);
  console.log(`- RSS after: the site's resident memory after the page's load (in brackets: its growth during it).`);
  console.log(`- Command: node scripts/bench/http.mjs --seconds ${seconds}`);
  console.log(
    `- Load: wrk ${wrkArgs(seconds)
      .map((arg) => (arg.includes(" ") ? `'${arg}'` : arg))
      .join(" ")} <url>`,
  );
  const cpus = os.cpus();
  console.log(
    `- Machine: ${cpus.length} CPUs, ${cpus[0]?.model ?? "unknown model"}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GB, ` +
      `${os.type()} ${os.release()}, Node ${process.versions.node}`,
  );
}

/** The flood's client: a new query string on the list for each request, from one forwarded address. */
const floodScript = `counter = 0
request = function()
  counter = counter + 1
  return wrk.format("GET", "/nl/te-koop/?ref=" .. math.random(1, 1000000000) .. "-" .. counter)
end
`;

/** What the other visitor got meanwhile: each answer's status and milliseconds. */
async function probe(url, headers) {
  const started = performance.now();
  const answer = await get(url, headers);
  return { status: answer.status, ms: performance.now() - started };
}

const range = (values) =>
  values.length
    ? `${ms(Math.min(...values))}–${ms(Math.max(...values))} (median ${ms([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)])})`
    : "?";

async function flood() {
  const seconds = secondsOption();
  ensureDebianPackages("npm run bench:http -- --flood", [["wrk", wrkBin]]);
  const dataDir = path.join(root, "tmp/bench-data");
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  progress("importing the demo feed into tmp/bench-data…");
  importDemo(dataDir);
  const script = path.join(dataDir, "flood.lua");
  writeFileSync(script, floodScript);
  const port = await freePort();
  const site = `http://127.0.0.1:${port}`;
  const rows = [];
  for (const limit of ["0", "100"]) {
    progress(`starting the site (RENDER_LIMIT ${limit}) on ${site}…`);
    // The visitors come through a proxy on this machine, which X-Forwarded-For names them by.
    const { child: server } = startSite(port, dataDir, { RENDER_LIMIT: limit, TRUST_PROXY: "loopback" });
    children.add(server);
    await waitFor("the site", server, async () => (await get(`${site}/readyz`)).status === 200, 180);
    await untilPicturesMade(server);
    const detail = await firstPropertyPath(site);
    const visitor = { "X-Forwarded-For": "198.51.100.1" };
    await get(site + detail, visitor);
    const idle = await probe(site + detail, visitor);
    const wrk = spawn(
      wrkBin,
      [
        "-t2",
        "-c32",
        `-d${seconds}s`,
        "-H",
        "X-Forwarded-For: 203.0.113.9",
        "-H",
        `User-Agent: ${userAgent}`,
        "-s",
        script,
        site,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    children.add(wrk);
    let out = "";
    wrk.stdout.on("data", (chunk) => (out += chunk));
    const ended = new Promise((resolve) => wrk.once("exit", resolve));
    await sleep(2000);
    const cached = [];
    const rendered = [];
    const statuses = new Set();
    for (let round = 0; round < 2 * (seconds - 3); round++) {
      const hit = await probe(site + detail, visitor);
      const made = await probe(`${site}/nl/te-huur/?ref=other-${limit}-${round}`, {
        "X-Forwarded-For": "198.51.100.2",
      });
      cached.push(hit.ms);
      rendered.push(made.ms);
      statuses.add(hit.status).add(made.status);
      await sleep(500);
    }
    await ended;
    children.delete(wrk);
    const requests = Number(out.match(/^Requests\/sec:\s+([\d.]+)/m)?.[1]);
    const refused = Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0);
    const total = Number(out.match(/(\d+) requests in/)?.[1]);
    rows.push(
      `| ${limit} | ${rps(requests)} | ${rps((total - refused) / seconds)} | ${refused} | ${ms(idle.ms)} | ${range(cached)} | ${range(rendered)} | ${[...statuses].join(", ")} |`,
    );
    children.delete(server);
    await stop(server);
  }
  console.log(
    "| RENDER_LIMIT | flood req/s | of them rendered, /s | refused (429) | other visitor's cached page, idle | the same, during the flood | other visitor's render, during the flood | other visitor's statuses |",
  );
  console.log("|--:|--:|--:|--:|--:|--:|--:|---|");
  for (const row of rows) console.log(row);
  console.log(`- Command: node scripts/bench/http.mjs --flood --seconds ${seconds}`);
  const cpus = os.cpus();
  console.log(`- Machine: ${cpus.length} CPUs, ${cpus[0]?.model ?? "unknown model"}, Node ${process.versions.node}`);
}

(process.argv.includes("--flood") ? flood() : main()).catch(async (error) => {
  console.error(`bench:http: ${error.message ?? error}`);
  await cleanUp();
  process.exit(1);
});
