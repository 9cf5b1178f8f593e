// The server for the Playwright journeys: a fresh embedded database under tmp/, the demo
// feed imported into it, the current build, on 127.0.0.1 only.
import { spawn } from "node:child_process";
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { bin, ensureBuilt, node24, root, runOrExit } from "./lib/bootstrap.mjs";

const dataDir = path.join(root, "tmp/e2e-data");
rmSync(dataDir, { recursive: true, force: true });
// The image variants outlive a run: their keys name their sources, so they never go stale.
const imageCacheDir = path.join(root, "tmp/image-cache");
// The site configuration with analytics ids, so that the consent journeys can watch the tags
// stay away until a choice allows them (nothing is fetched: the journeys intercept them).
const contentDir = path.join(root, "tmp/e2e-content");
rmSync(contentDir, { recursive: true, force: true });
cpSync(path.join(root, "content/site"), contentDir, { recursive: true });
const settings = JSON.parse(readFileSync(path.join(contentDir, "settings.json"), "utf8"));
settings.analytics = {
  analyticsId: "G-E2E0000001",
  adsId: "AW-E2E0000002",
  tagManagerId: "GTM-E2E0003",
  socialPixelId: "1000000000000004",
};
writeFileSync(path.join(contentDir, "settings.json"), JSON.stringify(settings, null, 2));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  IMAGE_CACHE_DIR: imageCacheDir,
  CONTENT_DIR: contentDir,
  // Each journey poses as its own visitor (X-Forwarded-For) for the forms' rate limit.
  TRUST_PROXY: "loopback",
  HOST: "127.0.0.1",
  NODE_ENV: "production",
};
// The database is made first: the operator's commands refuse a DATA_DIR without one.
runOrExit(node24, [bin("tsx"), "scripts/migrate.ts"], { env });
runOrExit(node24, [bin("tsx"), "scripts/import.ts", "content/feed/demo-feed.json"], { env });
runOrExit(node24, [bin("tsx"), "scripts/e2e-owners.ts"], { env });
ensureBuilt();
const server = spawn(node24, [path.join(root, "server/index.js")], { stdio: "inherit", cwd: root, env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
