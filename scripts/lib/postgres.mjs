// A private, throwaway PostgreSQL cluster on 127.0.0.1 for the integration tests
// (DESIGN.md §6: initdb, then pg_ctl with listen_addresses=127.0.0.1).
import { execFile, spawnSync } from "node:child_process";
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
  const startArgs = ["-D", data, "-o", options, "-l", path.join(dir, "log"), "-w", "start"];
  const stopArgs = ["-D", data, "-m", "fast", "-w", "stop"];
  const start = as(`${binDir}/pg_ctl`, startArgs);
  if (start.status !== 0) throw new Error(`pg_ctl start failed: ${start.stderr}${start.stdout}`);
  // Without blocking this process's event loop: the fault test serves mail and sends forms meanwhile.
  const pgCtl = (args) =>
    new Promise((resolve, reject) => {
      const [command, all] = user
        ? ["runuser", ["-u", user, "--", `${binDir}/pg_ctl`, ...args]]
        : [`${binDir}/pg_ctl`, args];
      execFile(command, all, (error, _stdout, stderr) => (error ? reject(new Error(`pg_ctl: ${stderr}`)) : resolve()));
    });
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** Stops the server (its connections cut, as a crash or a restart would), and starts it again after `downMs`. */
    async restart(downMs = 0) {
      await pgCtl(stopArgs);
      await new Promise((resolve) => setTimeout(resolve, downMs));
      await pgCtl(startArgs);
    },
    stop() {
      as(`${binDir}/pg_ctl`, stopArgs);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
