// npm start: install, migrate, import the demo feed, build and serve, each only when needed.
// The demo feed goes only into an empty database or one that only ever had the demo: a real
// feed's catalog is left alone (scripts/import.ts --demo). The server is supervised: a process
// that dies is started again within seconds (scripts/lib/supervise.mjs).
import path from "node:path";
import { bin, ensureBuilt, ensureInstalled, node24, root, runOrExit } from "./lib/bootstrap.mjs";
import { supervise } from "./lib/supervise.mjs";

ensureInstalled();
runOrExit(node24, [bin("tsx"), path.join(root, "scripts/import.ts"), "--demo", "--if-changed"]);
ensureBuilt();

const code = await supervise(node24, [path.join(root, "server/index.js")], {
  cwd: root,
  env: { NODE_ENV: "production", ...process.env },
});
process.exit(code);
