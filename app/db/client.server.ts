import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { createPrivately, privateFolderMode, tightenTree } from "~/platform/data-dir.server";
import * as schema from "./schema";

// One schema and one SQL dialect from laptop to cluster: PGlite by default, a PostgreSQL
// server when DATABASE_URL is set (docs/decisions/001-database.md).

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  /** Calls `listener` on each NOTIFY on `channel`, from any process on the same database. */
  listen(channel: string, listener: () => void): Promise<void>;
  close(): Promise<void>;
}

/** The advisory lock that migrations hold on PostgreSQL: a number of this site's own. */
const migrationLock = 0x1a9e_2650;

const migrationsFolder = path.resolve(import.meta.dirname ?? ".", "../../drizzle");

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when absent, PGlite is used. */
  url?: string;
  /** PGlite's data folder, or "memory://" for a throwaway database. */
  dataDir?: string;
  /** An open PGlite instance to use instead (tests clone a migrated template). */
  pglite?: PGlite;
  /** Migrations folder; the default suits both the sources and the server build. */
  migrations?: string;
  /** What this process is, recorded with its pid in the embedded database's lock: see `Holder`. */
  role?: Role;
}

/**
 * The site holds the embedded database for as long as it runs; a command (the operator's, a
 * cron's sync) for as long as it works. A server that finds a site there stops at once, one
 * that finds a command waits for it to finish.
 */
export type Role = "site" | "command";

export interface Holder {
  pid: number;
  role: Role;
}

/** The PGlite instance under a database (drizzle keeps it as `$client`), or null on PostgreSQL. */
export function embeddedClientOf(db: Database): PGlite | null {
  const client: unknown = "$client" in db ? db.$client : undefined;
  return client instanceof PGlite ? client : null;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const folder = options.migrations ?? migrationsFolder;
  if (options.url) {
    const client = postgres(options.url, {
      max: 10,
      onnotice: () => {},
      // A server that restarts is tried again every second at most, not after postgres.js's
      // default backoff of up to 20 s: the visitors' forms waited that long once it was back.
      backoff: (attempts: number) => Math.min(0.1 * 2 ** attempts, 1),
      // A server that does not answer fails the request within seconds (a 503), no hang.
      connect_timeout: 5,
    });
    const db = drizzlePostgres({ client, schema });
    return {
      db,
      kind: "postgres",
      // Instances starting together migrate one after the other: the first applies what is
      // pending, the others find nothing left (decision 035).
      migrate: async () => {
        const lock = await client.reserve();
        try {
          await lock`select pg_advisory_lock(${migrationLock})`;
          await migratePostgres(db, { migrationsFolder: folder });
        } finally {
          await lock`select pg_advisory_unlock(${migrationLock})`.catch(() => {});
          lock.release();
        }
      },
      // postgres.js keeps one connection for it, and listens again after a reconnect.
      listen: async (channel, listener) => {
        await client.listen(channel, listener);
      },
      close: () => client.end(),
    };
  }
  const dataDir = options.dataDir ?? "memory://";
  const onDisk = !options.pglite && !dataDir.startsWith("memory://");
  const release = onDisk ? lockDataDir(dataDir, options.role ?? "command") : () => {};
  const client = options.pglite ?? (await PGlite.create(dataDir));
  // PGlite sets its files' modes itself (0666), whatever the umask: they are made private once
  // it has written them. Files it adds while it runs stay behind the 0700 folders.
  const tighten = () => {
    if (onDisk) tightenTree(dataDir);
  };
  tighten();
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: "pglite",
    migrate: async () => {
      await migratePglite(db, { migrationsFolder: folder });
      tighten();
    },
    listen: async (channel, listener) => {
      await client.listen(channel, listener);
    },
    close: async () => {
      await client.close();
      tighten();
      release();
    },
  };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A lock's record: "pid role". A record of an earlier version has the pid alone, and was
 * written by a site or by a command that this version cannot tell apart: it is taken for a
 * site, which makes a second server stop rather than wait.
 */
function readLock(lock: string): Holder {
  const [pid, role] = readFileSync(lock, "utf8").trim().split(/\s+/);
  return { pid: Number(pid), role: role === "command" ? "command" : "site" };
}

/** The live process other than this one that holds the embedded database in `dataDir`, if any. */
export function embeddedOwner(dataDir: string): Holder | null {
  let owner: Holder;
  try {
    owner = readLock(path.join(dataDir, "agency.lock"));
  } catch {
    return null;
  }
  const { pid } = owner;
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isRunning(pid) ? owner : null;
}

/**
 * PGlite serves one process at a time: two processes writing the same folder would corrupt
 * it. A lock file with the owner's pid refuses a second one; a stale lock is taken over.
 */
function lockDataDir(dataDir: string, role: Role): () => void {
  // The database holds leads' personal data: its folder is 0700 and its files 0600, those it
  // makes from now on and those an older version left readable.
  createPrivately();
  mkdirSync(dataDir, { recursive: true, mode: privateFolderMode });
  tightenTree(dataDir);
  const lock = path.join(dataDir, "agency.lock");
  const record = `${process.pid} ${role}`;
  try {
    writeFileSync(lock, record, { flag: "wx" });
  } catch {
    const owner = readLock(lock).pid;
    if (owner !== process.pid && isRunning(owner)) {
      throw new Error(
        `The embedded database in ${dataDir} is in use by process ${owner} (is the site running?). ` +
          "Stop it first, or set DATABASE_URL to use a PostgreSQL server that several processes can share.",
      );
    }
    writeFileSync(lock, record);
  }
  const release = () => rmSync(lock, { force: true });
  // A process that ends without closing the database (a signal, an exit) still lets go.
  process.once("exit", release);
  return () => {
    process.off("exit", release);
    release();
  };
}
