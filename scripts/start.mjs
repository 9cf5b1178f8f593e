// npm start: install, migrate, import the demo feed, build and serve, each only when needed.
import { spawn } from "node:child_process";
import path from "node:path";
import { bin, ensureBuilt, ensureInstalled, node24, root, runOrExit } from "./lib/bootstrap.mjs";

ensureInstalled();
runOrExit(node24, [bin("tsx"), "scripts/import.ts", "content/feed/demo-feed.json", "--if-changed"]);
ensureBuilt();

const server = spawn(node24, [path.join(root, "server/index.js")], {
  stdio: "inherit",
  cwd: root,
  env: { NODE_ENV: "production", ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
