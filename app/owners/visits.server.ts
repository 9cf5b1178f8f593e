import { createHash } from "node:crypto";
import { inArray, sql } from "drizzle-orm";
import { isbot } from "isbot";
import type { Database } from "~/db/client.server";
import { propertyVisits } from "~/db/schema";
import { belgianDay } from "~/domain/calendar";

// DESIGN.md §4: each detail page seen by a person is counted once per visitor and day,
// without a cookie. The visitor is a hash of the day, a server secret, the address and the
// browser: the same visitor tomorrow is someone else, and nobody can work back to them.

export async function recordVisit(
  db: Database,
  visit: { propertyId: number; ip: string; userAgent: string | null; secret: string; now?: Date },
): Promise<void> {
  if (!visit.userAgent || isbot(visit.userAgent)) return;
  const day = belgianDay(visit.now ?? new Date());
  const visitor = createHash("sha256")
    .update(`${day}:${visit.secret}:${visit.ip}:${visit.userAgent}`)
    .digest("hex")
    .slice(0, 32);
  await db.insert(propertyVisits).values({ propertyId: visit.propertyId, day, visitor }).onConflictDoNothing();
}

/** Visits per property and day, for the owner's statistics. */
export async function visitsPerDay(db: Database, propertyIds: number[]): Promise<Map<number, Map<string, number>>> {
  const result = new Map<number, Map<string, number>>(propertyIds.map((id) => [id, new Map()]));
  if (propertyIds.length === 0) return result;
  const rows = await db
    .select({ propertyId: propertyVisits.propertyId, day: propertyVisits.day, visits: sql<number>`count(*)::int` })
    .from(propertyVisits)
    .where(inArray(propertyVisits.propertyId, propertyIds))
    .groupBy(propertyVisits.propertyId, propertyVisits.day);
  for (const row of rows) result.get(row.propertyId)?.set(row.day, Number(row.visits));
  return result;
}
