import { createHash } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";
import { inArray, sql } from "drizzle-orm";
import { isbot } from "isbot";
import type { Database } from "~/db/client.server";
import { propertyVisits } from "~/db/schema";
import { belgianDay } from "~/domain/calendar";

// DESIGN.md §4: each detail page seen by a person is counted once per visitor and day,
// without a cookie. The visitor is a hash of the day, a server secret and the address: the same
// visitor tomorrow is someone else, and nobody can work back to them. The browser (User-Agent)
// is not in it, since a script could send a new one with every request and count as a new
// visitor each time; an IPv6 address counts by its /64, the block one connection gets, for the
// same reason. Several people behind one address count once a day: owners see fewer visits
// rather than made-up ones (docs/decisions/019-data-safety.md).

/** The part of an address that stands for one visitor: an IPv4 address, or an IPv6 address's /64. */
export function visitorAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = "", tail = ""] = ip.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = ip.includes("::") ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

export async function recordVisit(
  db: Database,
  visit: { propertyId: number; ip: string; userAgent: string | null; secret: string; now?: Date },
): Promise<void> {
  // The browser only tells a person from a search engine's robot.
  if (!visit.userAgent || isbot(visit.userAgent)) return;
  const day = belgianDay(visit.now ?? new Date());
  const visitor = createHash("sha256")
    .update(`${day}:${visit.secret}:${visitorAddress(visit.ip)}`)
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
