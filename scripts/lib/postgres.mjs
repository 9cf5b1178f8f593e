// A private, throwaway PostgreSQL cluster on 127.0.0.1 for the integration tests
// (DESIGN.md §6: initdb, then pg_ctl with listen_addresses=127.0.0.1).
import { spawnSync } from "node:child_process";
import { chownSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./bootstrap.mjs";
import { postgresBin, postgresUser } from "./system.mjs";

export async function startPostgres() {
  const binDir = postgresBin();
  if (!binDir) throw new Error("PostgreSQL server binaries not found");
  const user = postgresUser();
  const dir = mkdtempSync(path.join(tmpdir(), "agency-pg-"));
  if (user) {
    const uid = Number(spawnSync("id", ["-u", user]).stdout.toString());
    const gid = Number(spawnSync("id", ["-g", user]).stdout.toString());
    chownSync(dir, uid, gid);
  }
  const as = (command, args) =>
    user
      ? spawnSync("runuser", ["-u", user, "--", command, ...args], { encoding: "utf8" })
      : spawnSync(command, args, { encoding: "utf8" });
  const data = path.join(dir, "data");
  const init = as(`${binDir}/initdb`, [
    "-D",
    data,
    "--auth=trust",
    "-U",
    "postgres",
    "--encoding=UTF8",
    "--no-instructions",
  ]);
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  const port = await freePort();
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off`;
  const start = as(`${binDir}/pg_ctl`, ["-D", data, "-o", options, "-l", path.join(dir, "log"), "-w", "start"]);
  if (start.status !== 0) throw new Error(`pg_ctl start failed: ${start.stderr}${start.stdout}`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      as(`${binDir}/pg_ctl`, ["-D", data, "-m", "fast", "-w", "stop"]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
