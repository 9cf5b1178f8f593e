import { sql } from "drizzle-orm";
import type { Database } from "./client.server";

// Announcements to every process on the database (LISTEN/NOTIFY). Inside a transaction, an
// announcement goes out when it commits, never for work rolled back.
//
// A new catalog: every instance loads the snapshot at once (app/catalog/catalog.server.ts).
// What changes the public pages outside a catalog publish (a testimonial approved, a visit
// moment's place taken): every instance drops the pages it keeps (decision 034).

export const catalogChannel = "catalog_published";
export const publicPagesChannel = "public_pages_changed";

export async function announceCatalog(db: Database): Promise<void> {
  await db.execute(sql`select pg_notify(${catalogChannel}, '')`);
}

export async function announcePublicChange(db: Database): Promise<void> {
  await db.execute(sql`select pg_notify(${publicPagesChannel}, '')`);
}
