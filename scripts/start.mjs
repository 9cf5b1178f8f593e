// npm start: install, migrate (making the database on a first start), import the demo feed
// (or, with LISTING_SOURCE set to a live source, sync from it), build and serve, each only when
// needed. The demo feed goes only into an empty database or one that only ever had the demo: a
// real feed's catalog is left alone (scripts/import.ts --demo). The server is supervised: a
// process that dies is started again within seconds; a first start that fails at once (a wrong
// variable, a database or port another server holds) is not (scripts/lib/supervise.mjs).
import path from "node:path";
import { bin, ensureBuilt, ensureInstalled, node24, root, run, runOrExit } from "./lib/bootstrap.mjs";
import { supervise } from "./lib/supervise.mjs";

// The process that started this one (npm): when it goes away, the site stops with it.
const parent = process.ppid;
ensureInstalled();
// The database first, made on a first start and migrated after an update: the commands below
// refuse a DATA_DIR without one, which would otherwise be a mistyped folder.
runOrExit(node24, [bin("tsx"), path.join(root, "scripts/migrate.ts")]);
const source = process.env.LISTING_SOURCE ?? "demo";
if (source === "demo") {
  runOrExit(node24, [bin("tsx"), path.join(root, "scripts/import.ts"), "--demo", "--if-changed"]);
} else if (run(node24, [bin("tsx"), path.join(root, "scripts/sync.ts")]) !== 0) {
  // The CRM could not be read now: the site serves the catalog it has, and syncs on its interval.
  console.error(`The listings could not be read from ${source} now; the site starts with the catalog it has.`);
}
ensureBuilt();

const code = await supervise(node24, [path.join(root, "server/index.js")], {
  cwd: root,
  env: { NODE_ENV: "production", ...process.env },
  parent,
});
process.exit(code);
