import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import type { DatabaseHandle } from "~/db/client.server";
import { openDatabase } from "~/db/client.server";

// A fresh, migrated database per test. On PGlite, a migrated template is cloned (creating a
// PGlite from scratch takes seconds); with TEST_DATABASE_URL, a new database on that server.

let template: Promise<PGlite> | null = null;
let counter = 0;

async function migratedTemplate(): Promise<PGlite> {
  const client = await PGlite.create();
  await (await openDatabase({ pglite: client })).migrate();
  return client;
}

/** A migrated database of its own; on a PostgreSQL server, with the address another process would use. */
export async function freshDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    template ??= migratedTemplate();
    return openDatabase({ pglite: (await (await template).clone()) as PGlite });
  }
  const name = `agency_test_${process.pid}_${++counter}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`DROP DATABASE IF EXISTS ${name}`);
  await admin.unsafe(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.href });
  await handle.migrate();
  return {
    ...handle,
    url: url.href,
    async close() {
      await handle.close();
      const cleanup = postgres(serverUrl, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`DROP DATABASE IF EXISTS ${name}`);
      await cleanup.end();
    },
  };
}

export const databaseKind = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";
