import path from "node:path";
import { env } from "~/env.server";
import type { DatabaseHandle } from "./client.server";
import { openDatabase } from "./client.server";

// The app's database, created once per process and handed to every feature.

let handle: Promise<DatabaseHandle> | null = null;

export function databaseOptions() {
  const { DATABASE_URL, DATA_DIR } = env();
  return { url: DATABASE_URL, dataDir: path.resolve(DATA_DIR, "db") };
}

export function getDatabase(): Promise<DatabaseHandle> {
  // A failed open is not kept: the next request tries again.
  handle ??= openDatabase(databaseOptions()).catch((error: unknown) => {
    handle = null;
    throw error;
  });
  return handle;
}
