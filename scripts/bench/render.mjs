// npm run bench:render [-- --renders N] [-- --root DIR]: what a page costs the server to render,
// without HTTP or gzip around it. The built request handler, as server/index.js makes it, answers
// home, the list for sale and the first property on it N times in a row (default 500), with the
// HTML cache off, on the demo feed in a fresh embedded database (tmp/bench-render). Prints, per
// page, the wall and CPU milliseconds per answer of the best of five rounds. To tell two builds
// apart, run it on each: `--root` names another checkout, with its own build.
// A benchmark, not a test: it prints figures and fails only when it cannot measure.
import { spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { bin, node24, root } from "../lib/bootstrap.mjs";

function option(name, fallback) {
  const args = process.argv.slice(2);
  const at = args.indexOf(`--${name}`);
  return at === -1 ? fallback : args[at + 1];
}

const renders = Number(option("renders", "500"));
const buildRoot = path.resolve(option("root", root));
if (!Number.isInteger(renders) || renders < 1) {
  console.error("--renders must be a whole number of renders.");
  process.exit(1);
}
if (!existsSync(path.join(buildRoot, "build/server/index.js"))) {
  console.error(`There is no build in ${buildRoot}: run \`npm run build\` there first.`);
  process.exit(1);
}

const dataDir = path.join(root, "tmp/bench-render");
rmSync(dataDir, { recursive: true, force: true });
Object.assign(process.env, {
  DATA_DIR: dataDir,
  IMAGE_CACHE_DIR: path.join(root, "tmp/bench-images"),
  CONTENT_DIR: path.join(buildRoot, "content/site"),
  LISTING_SOURCE: "demo",
  NODE_ENV: "production",
  PAGE_CACHE_MB: "0",
  LOG_LEVEL: "warn",
});
delete process.env.DATABASE_URL;
delete process.env.SITE_URL;
delete process.env.SYNC_INTERVAL;
// The database is made first: the operator's commands refuse a DATA_DIR without one.
for (const script of [["scripts/migrate.ts"], ["scripts/import.ts", "content/feed/demo-feed.json"]]) {
  const result = spawnSync(node24, [bin("tsx"), ...script], { cwd: root, env: process.env, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${script[0]} failed:\n${result.stdout}${result.stderr}`);
}

// React Router as the measured build finds it: one copy of it, whose contexts the pages use.
const buildFile = path.join(buildRoot, "build/server/index.js");
const { createRequestHandler } = await import(createRequire(buildFile).resolve("react-router"));
const build = await import(buildFile);
const handle = createRequestHandler(build, "production");
await build.entry.module.startServer();

const headers = {
  "Accept-Encoding": "gzip",
  "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
};
/** The page's bytes; not decoded into a string, which took a quarter of the measured CPU. */
async function answer(pathname) {
  const response = await handle(new Request(`http://127.0.0.1:3000${pathname}`, { headers }));
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`${pathname} answered ${response.status}`);
  return body;
}

const list = (await answer("/nl/te-koop/")).toString();
const detail = /href="(\/nl\/te-koop\/[^"?]+\/\d+\/)[?"]/.exec(list)?.[1];
if (!detail) throw new Error("no property link on /nl/te-koop/");

console.log(`| page | wall ms per answer | CPU ms per answer |\n|---|--:|--:|`);
for (const pathname of ["/nl/", "/nl/te-koop/", detail]) {
  // Warm-up, not counted: the JIT's first steps.
  for (let index = 0; index < 200; index++) await answer(pathname);
  let best = { wall: Infinity, cpu: Infinity };
  for (let round = 0; round < 5; round++) {
    const cpu = process.cpuUsage();
    const started = performance.now();
    for (let index = 0; index < renders; index++) await answer(pathname);
    const used = process.cpuUsage(cpu);
    const wall = (performance.now() - started) / renders;
    if (wall < best.wall) best = { wall, cpu: (used.user + used.system) / 1000 / renders };
  }
  console.log(`| ${pathname} | ${best.wall.toFixed(2)} | ${best.cpu.toFixed(2)} |`);
}
console.log(
  `\nCommand: node scripts/bench/render.mjs --renders ${renders} --root ${path.relative(root, buildRoot) || "."}`,
);
process.exit(0);
