import type { Goal, MarqueeKind, PropertyEventRecord } from "~/domain/records";
import { marqueeKinds } from "~/domain/records";

// What a property's past says on the site: the card's badge ("new", "price reduced", or the
// CRM's option, sold, rented) and the detail page's price history. Pure: the caller passes
// the moment it asks about, so a badge goes when its days are over without a new import.

const day = 86_400_000;

/** A property is "new" for this many days after it was listed. */
export const newListingDays = 14;

/**
 * A card says "price reduced" for this many days after the drop. A month: a visitor who looks
 * every week or two still sees it, and it still means a recent drop rather than a price that
 * has long been the asking price.
 */
export const priceDropDays = 30;

export type Badge = "new" | "priceDropped" | "option" | "sold" | "rented";

/** What a card needs to know to choose its badge. */
export interface BadgeFacts {
  marquee: MarqueeKind;
  /** null when the agency does not publish the price. */
  price: number | null;
  listedAt: string;
  /** When the last price change was a drop, its moment; null otherwise. */
  priceDroppedAt: string | null;
}

const statusMarquees = new Set<MarqueeKind>(["option", "sold", "rented"]);

export function badgeOf(card: BadgeFacts, now: Date): Badge | null {
  // The CRM's status wins: under option, sold or rented is what a visitor must see first.
  if (card.marquee === "option" || card.marquee === "sold" || card.marquee === "rented") return card.marquee;
  const age = (moment: string) => now.getTime() - Date.parse(moment);
  // A hidden price has no drop to tell.
  if (card.price !== null && card.priceDroppedAt !== null && age(card.priceDroppedAt) < priceDropDays * day) {
    return "priceDropped";
  }
  // Not the CRM's Marquee 1: agencies leave it on for months.
  return age(card.listedAt) < newListingDays * day ? "new" : null;
}

/**
 * When a property was listed: the earlier of the CRM's creation date and the moment this site
 * first saw it. A database filled today from an old feed must not make every listing new, and a
 * record the CRM created anew for a property the site has long shown is not new either.
 */
export function listedAt(createdAt: string, firstSeenAt: string | undefined): string {
  const moments = [createdAt, firstSeenAt].flatMap((moment) => {
    const time = moment === undefined ? Number.NaN : Date.parse(moment);
    return Number.isNaN(time) ? [] : [time];
  });
  return moments.length > 0 ? new Date(Math.min(...moments)).toISOString() : createdAt;
}

/** A change of price with both amounts known. */
function priceChange(event: PropertyEventRecord): { before: number; after: number } | null {
  if (event.kind !== "price" || event.priceBefore === null || event.priceAfter === null) return null;
  return event.priceBefore === event.priceAfter ? null : { before: event.priceBefore, after: event.priceAfter };
}

/** The moment of the last price change if it was a drop. `events` are oldest first. */
export function priceDroppedAt(events: PropertyEventRecord[]): string | null {
  const last = events.findLast((event) => priceChange(event) !== null);
  const change = last ? priceChange(last) : null;
  return last && change && change.after < change.before ? last.at : null;
}

export type StatusChange = "option" | "sold" | "rented" | "available";

export type HistoryEntry =
  | { kind: "listed"; at: string; goal: Goal; price: number }
  | { kind: "price"; at: string; price: number; change: number; percent: number }
  | { kind: "status"; at: string; status: StatusChange };

function statusChange(event: PropertyEventRecord): StatusChange | null {
  if (event.kind !== "status" || event.marqueeAfter === null) return null;
  const after = marqueeKinds[event.marqueeAfter] ?? "none";
  if (statusMarquees.has(after)) return after as StatusChange;
  // Back from option, sold or rented; "none" and "new" are the same to a visitor.
  const before = event.marqueeBefore === null ? "none" : (marqueeKinds[event.marqueeBefore] ?? "none");
  return statusMarquees.has(before) ? "available" : null;
}

/**
 * A property's history as its page shows it, newest first: its price changes and its status
 * changes (option, sold, rented, available again), then its listing with the first price.
 * null when nothing changed since it was listed, and for a hidden price (`price` null): the
 * agency does not publish it, so neither its past amounts nor its drops.
 */
export function priceHistory(input: {
  goal: Goal;
  listedAt: string;
  price: number | null;
  events: PropertyEventRecord[];
}): HistoryEntry[] | null {
  if (input.price === null) return null;
  const changes: HistoryEntry[] = input.events.flatMap((event): HistoryEntry[] => {
    const price = priceChange(event);
    if (price) {
      const change = price.after - price.before;
      return [
        {
          kind: "price",
          at: event.at,
          price: price.after,
          change,
          percent: price.before > 0 ? change / price.before : 0,
        },
      ];
    }
    const status = statusChange(event);
    return status ? [{ kind: "status", at: event.at, status }] : [];
  });
  if (changes.length === 0) return null;
  const first = changes.find((entry) => entry.kind === "price");
  const firstPrice = first?.kind === "price" ? first.price - first.change : input.price;
  // The listing reads first even when a change was recorded before it (a clock set wrong).
  const firstChange = input.events[0]?.at;
  const at =
    firstChange !== undefined && Date.parse(firstChange) < Date.parse(input.listedAt) ? firstChange : input.listedAt;
  const listed: HistoryEntry = { kind: "listed", at, goal: input.goal, price: firstPrice };
  // Oldest first in, newest first out; two changes at one moment keep their order reversed too.
  return [listed, ...changes].reverse();
}
