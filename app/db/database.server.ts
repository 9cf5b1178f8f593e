import path from "node:path";
import { env } from "~/platform/env.server";
import type { DatabaseHandle } from "./client.server";
import { openDatabase } from "./client.server";

// The app's database, created once per process and handed to every feature.

let handle: Promise<DatabaseHandle> | null = null;

export function databaseOptions() {
  const { DATABASE_URL, DATA_DIR } = env();
  return { url: DATABASE_URL, dataDir: path.resolve(DATA_DIR, "db") };
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
