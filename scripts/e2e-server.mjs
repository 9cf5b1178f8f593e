// The server for the Playwright journeys: a fresh embedded database under tmp/, the demo
// feed imported into it, the current build, on 127.0.0.1 only.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { bin, ensureBuilt, node24, root, runOrExit } from "./lib/bootstrap.mjs";

const dataDir = path.join(root, "tmp/e2e-data");
rmSync(dataDir, { recursive: true, force: true });
// The image variants outlive a run: their keys name their sources, so they never go stale.
const imageCacheDir = path.join(root, "tmp/image-cache");
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  IMAGE_CACHE_DIR: imageCacheDir,
  // Each journey poses as its own visitor (X-Forwarded-For) for the forms' rate limit.
  TRUST_PROXY: "loopback",
  HOST: "127.0.0.1",
  NODE_ENV: "production",
};
runOrExit(node24, [bin("tsx"), "scripts/import.ts", "content/feed/demo-feed.json"], { env });
ensureBuilt();
const server = spawn(node24, [path.join(root, "server/index.js")], { stdio: "inherit", cwd: root, env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
