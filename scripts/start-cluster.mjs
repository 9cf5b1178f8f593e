// npm run start:cluster [-- --instances N]: N instances of the site (default 2) behind one port
// (PORT, default 3000), on one PostgreSQL: DATABASE_URL's, or else a throwaway server of this
// machine's PostgreSQL that this script starts and removes when it stops (scripts/lib/postgres.mjs).
// Migrations and the demo import run once, before the instances start; the instances share
// the port through node:cluster. An instance that dies is started again; SIGINT or SIGTERM
// stops each one gracefully (server/index.js), then the throwaway PostgreSQL.
import cluster from "node:cluster";
import { randomBytes } from "node:crypto";
import { availableParallelism } from "node:os";
import path from "node:path";
import { bin, ensureBuilt, ensureInstalled, node24, root, run } from "./lib/bootstrap.mjs";
import { startPostgres } from "./lib/postgres.mjs";

function instancesOption() {
  const args = process.argv.slice(2);
  const at = args.findIndex((arg) => arg === "--instances" || arg.startsWith("--instances="));
  const value = at === -1 ? "2" : args[at].includes("=") ? args[at].split("=")[1] : args[at + 1];
  if (!/^([1-9]|1\d)$/.test(value ?? "")) {
    console.error(`--instances must be a number from 1 to 19, not "${value}".`);
    process.exit(1);
  }
  return Number(value);
}

const instances = instancesOption();
ensureInstalled();
ensureBuilt();

let postgres = null;
const env = { NODE_ENV: "production", ...process.env };
// The instances share the machine's cores: a render thread each only where cores are left over
// beside their main threads (decision 064; two instances with a thread each on two cores served
// fewer pages than without).
env.RENDER_THREADS ??= String(Math.min(4, Math.max(0, Math.floor(availableParallelism() / instances) - 1)));
if (!env.DATABASE_URL) {
  postgres = await startPostgres().catch((error) => {
    console.error(`No DATABASE_URL, and PostgreSQL could not be started here: ${error.message}`);
    process.exit(1);
  });
  env.DATABASE_URL = postgres.url;
  // A throwaway database gets a throwaway key; a real one brings its own (docs/OPERATIONS.md).
  env.SECRET_KEY ??= randomBytes(32).toString("hex");
  console.log(`A throwaway PostgreSQL for this run: ${postgres.url} (removed when the cluster stops).`);
}

// A step that fails ends the start, and takes the throwaway PostgreSQL with it.
const tsx = (script, ...args) => {
  const status = run(node24, [bin("tsx"), path.join(root, script), ...args], { env });
  if (status === 0) return;
  postgres?.stop();
  process.exit(status);
};
// Once, before any instance: the schema, then the listings.
tsx("scripts/migrate.ts");
if ((env.LISTING_SOURCE ?? "demo") === "demo") tsx("scripts/import.ts", "--demo", "--if-changed");
else tsx("scripts/sync.ts");

let stopping = false;
// Each instance accepts from the shared socket itself. With the default round-robin, the primary
// accepts and hands each connection over; one handed to an instance that was just killed hangs.
cluster.schedulingPolicy = cluster.SCHED_NONE;
cluster.setupPrimary({ exec: path.join(root, "server/index.js"), args: [], execArgv: [] });
const start = () => cluster.fork(env);
cluster.on("online", (worker) => console.log(`Instance ${worker.process.pid} started.`));
cluster.on("exit", (worker, code, signal) => {
  if (stopping) return;
  console.error(
    `Instance ${worker.process.pid} ${signal ? `was killed by ${signal}` : `exited with ${code}`}; starting another.`,
  );
  setTimeout(start, 1_000);
});
for (let index = 0; index < instances; index++) start();
console.log(`${instances} instances on one port (${env.PORT ?? 3000}); Ctrl-C stops them.`);

async function stop() {
  if (stopping) return;
  stopping = true;
  const workers = Object.values(cluster.workers ?? {}).filter(Boolean);
  await Promise.all(
    workers.map(
      (worker) =>
        new Promise((resolve) => {
          worker.once("exit", resolve);
          worker.process.kill("SIGTERM");
        }),
    ),
  );
  postgres?.stop();
  process.exit(0);
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void stop());
