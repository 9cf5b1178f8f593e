import { existsSync } from "node:fs";
import path from "node:path";
import { env } from "~/platform/env.server";
import type { DatabaseHandle, Holder, Role } from "./client.server";
import { embeddedOwner, openDatabase } from "./client.server";

// The app's database: one handle per process, opened and migrated on first use, for the server,
// its background work and the command-line scripts alike (docs/decisions/022-one-database-handle.md).
// Features call getDatabase() at their entry points and hand `db` to the functions below them,
// which tests call with a database of their own.

let handle: Promise<DatabaseHandle> | null = null;
// Every process is a command but the server, which says so before it opens the database.
let role: Role = "command";

/** Called by the server at its start: the embedded database's lock then names this process a site. */
export function openAsSite(): void {
  role = "site";
}

export function databaseOptions() {
  const { DATABASE_URL, DATA_DIR } = env();
  return { url: DATABASE_URL, dataDir: path.resolve(DATA_DIR, "db"), role };
}

/** The database in one line for the operator, naming the folder or the server but never the password. */
export function describeDatabase(): string {
  const { url, dataDir } = databaseOptions();
  if (!url) return `embedded, ${dataDir}`;
  const server = new URL(url);
  return `PostgreSQL, ${server.host}${server.pathname}`;
}

/** True when DATA_DIR holds an embedded database: PGlite writes PG_VERSION when it makes one. */
export function embeddedDatabaseExists(): boolean {
  return existsSync(path.join(databaseOptions().dataDir, "PG_VERSION"));
}

/** The other live process that holds the embedded database (the running site, or a command), if any. */
export function embeddedHolder(): Holder | null {
  const { url, dataDir } = databaseOptions();
  return url ? null : embeddedOwner(dataDir);
}

/** The process's database, migrated to the committed schema on first use. */
export function getDatabase(): Promise<DatabaseHandle> {
  handle ??= openDatabase(databaseOptions())
    .then(async (opened) => {
      await opened.migrate();
      return opened;
    })
    .catch((error: unknown) => {
      // A failed open is not kept: the next request tries again.
      handle = null;
      throw error;
    });
  return handle;
}

/** Closes the process's database: what a command-line script does before it exits. */
export async function closeDatabase(): Promise<void> {
  const opened = handle;
  handle = null;
  if (opened) await (await opened).close();
}
