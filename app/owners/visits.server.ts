import { createHash } from "node:crypto";
import { inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { getDatabase } from "~/db/database.server";
import { propertyVisits } from "~/db/schema";
import { isRobot } from "~/http/robot";
import { visitorAddress } from "~/http/visitor.server";
import { belgianDay } from "~/domain/calendar";
import { log } from "~/platform/log.server";

// DESIGN.md §4: each detail page seen by a person is counted once per visitor and day,
// without a cookie. The visitor is a hash of the day, a server secret and the address: the same
// visitor tomorrow is someone else, and nobody can work back to them. The browser (User-Agent)
// is not in it, since a script could send a new one with every request and count as a new
// visitor each time; an IPv6 address counts by its /64, the block one connection gets, for the
// same reason. Several people behind one address count once a day: owners see fewer visits
// rather than made-up ones (docs/decisions/019-data-safety.md).

interface Visit {
  propertyId: number;
  ip: string;
  userAgent: string | null;
  secret: string;
  now?: Date;
}

/** Whether a view counts: the browser only tells a person from a search engine's robot. */
function byPerson({ userAgent }: Visit): boolean {
  return Boolean(userAgent) && !isRobot(userAgent ?? "");
}

/** Who viewed, as the database keeps it: the address, hashed with the day and a secret. */
function visitorOf(visit: Visit, day: string): string {
  return createHash("sha256")
    .update(`${day}:${visit.secret}:${visitorAddress(visit.ip)}`)
    .digest("hex")
    .slice(0, 32);
}

function insertVisit(db: Database, propertyId: number, visit: { day: string; visitor: string }) {
  return db
    .insert(propertyVisits)
    .values({ propertyId, ...visit })
    .onConflictDoNothing();
}

export async function recordVisit(db: Database, visit: Visit): Promise<void> {
  if (!byPerson(visit)) return;
  const day = belgianDay(visit.now ?? new Date());
  await insertVisit(db, visit.propertyId, { day, visitor: visitorOf(visit, day) });
}

/** The Belgian day of the second `now` falls in: asked of Intl once a second, however many views. */
const today = { second: Number.NaN, day: "" };
function dayOf(now: Date): string {
  const second = Math.floor(now.getTime() / 1000);
  if (second !== today.second) {
    today.second = second;
    today.day = belgianDay(now);
  }
  return today.day;
}

/**
 * Today's visitors by address, with the properties written for each: a page served from the
 * cache thousands of times a second must not hash its visitor every time. At most
 * `rememberedAtMost` addresses and as many written views in all, however many addresses a
 * visitor uses: past that, views are written again (the database keeps one a day).
 */
const visitorsToday = {
  day: "",
  secret: "",
  known: new Map<string, { visitor: string; written: Set<number> }>(),
  written: 0,
};
const rememberedAtMost = 200_000;

/**
 * Counts a view of a property's page without making the page wait: written once per visitor,
 * property and day (the database ignores a repeat anyway; this process skips the ones it has
 * written). A write that fails is forgotten, so the visitor's next view tries again.
 */
export function countVisit(visit: Visit): void {
  if (!byPerson(visit)) return;
  const day = dayOf(visit.now ?? new Date());
  if (visitorsToday.day !== day || visitorsToday.secret !== visit.secret) {
    Object.assign(visitorsToday, { day, secret: visit.secret, written: 0 });
    visitorsToday.known.clear();
  }
  let known = visitorsToday.known.get(visit.ip);
  if (!known) {
    known = { visitor: visitorOf(visit, day), written: new Set() };
    if (visitorsToday.known.size < rememberedAtMost) visitorsToday.known.set(visit.ip, known);
  }
  if (known.written.has(visit.propertyId)) return;
  const { written, visitor } = known;
  if (visitorsToday.written < rememberedAtMost) {
    written.add(visit.propertyId);
    visitorsToday.written++;
  }
  getDatabase()
    .then(({ db }) => insertVisit(db, visit.propertyId, { day, visitor }))
    .catch((error: unknown) => {
      written.delete(visit.propertyId);
      log.error({ err: error }, "a visit was not counted");
    });
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
