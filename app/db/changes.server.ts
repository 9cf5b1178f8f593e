import { sql } from "drizzle-orm";
import type { Database } from "./client.server";

// What changes the public pages outside a catalog publish (a testimonial approved, a visit
// moment's place taken) is announced to every process on the database, which drop the pages
// they keep (decision 034). Inside a transaction, the announcement goes out when it commits.

export const publicPagesChannel = "public_pages_changed";

export async function announcePublicChange(db: Database): Promise<void> {
  await db.execute(sql`select pg_notify(${publicPagesChannel}, '')`);
}
