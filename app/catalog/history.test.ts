import { describe, expect, it } from "vitest";
import type { Marquee, PropertyEventRecord, PropertyRecord } from "~/domain/records";
import { priceHistory } from "./history";
import { buildCatalog, cardViewAt } from "./snapshot";
import { syntheticProperty, syntheticTypes } from "./synthetic";

const now = new Date("2026-11-24T10:00:00Z");
const daysAgo = (days: number, hours = 0) => new Date(now.getTime() - (days * 24 + hours) * 3_600_000).toISOString();

function record(overrides: Partial<PropertyRecord> = {}): PropertyRecord {
  return {
    ...syntheticProperty(1, () => 0.5),
    goal: "sale",
    marquee: 0,
    price: 350_000,
    pricePublished: true,
    createdAt: daysAgo(200),
    ...overrides,
  };
}

const drop = (at: string, before = 350_000, after = 335_000): PropertyEventRecord => ({
  propertyId: 1,
  kind: "price",
  at,
  priceBefore: before,
  priceAfter: after,
  marqueeBefore: null,
  marqueeAfter: null,
});

const status = (at: string, before: Marquee, after: Marquee): PropertyEventRecord => ({
  propertyId: 1,
  kind: "status",
  at,
  priceBefore: null,
  priceAfter: null,
  marqueeBefore: before,
  marqueeAfter: after,
});

/** The badge the Dutch card of property 1 shows at `now`. */
function badge(property: PropertyRecord, options: { firstSeen?: string; events?: PropertyEventRecord[] } = {}) {
  const catalog = buildCatalog({
    version: 1,
    properties: [property],
    projects: [],
    types: syntheticTypes,
    firstSeen: new Map([[1, options.firstSeen ?? daysAgo(200)]]),
    events: options.events ?? [],
  });
  const card = catalog.views.nl.propertyById.get(1);
  if (!card) throw new Error("no card");
  return cardViewAt(now)(card).badge;
}

describe("a card's badge", () => {
  it("says new for 14 days after the listing, not a moment longer", () => {
    expect(badge(record({ createdAt: daysAgo(13, 23) }), { firstSeen: daysAgo(13, 23) })).toBe("new");
    expect(badge(record({ createdAt: daysAgo(14) }), { firstSeen: daysAgo(14) })).toBeNull();
  });

  it("does not say new for the CRM's Marquee 1 alone", () => {
    expect(badge(record({ marquee: 1, createdAt: daysAgo(90) }))).toBeNull();
  });

  it("counts from the earlier of the CRM's creation date and the site's first sight", () => {
    // A database filled today from a feed of old listings.
    expect(badge(record({ createdAt: daysAgo(120) }), { firstSeen: daysAgo(0) })).toBeNull();
    // A record the CRM created anew for a property the site has shown for months.
    expect(badge(record({ createdAt: daysAgo(2) }), { firstSeen: daysAgo(60) })).toBeNull();
    expect(badge(record({ createdAt: daysAgo(3) }), { firstSeen: daysAgo(1) })).toBe("new");
  });

  it("says price reduced for 30 days after a drop", () => {
    expect(badge(record(), { events: [drop(daysAgo(29))] })).toBe("priceDropped");
    expect(badge(record(), { events: [drop(daysAgo(31))] })).toBeNull();
  });

  it("prefers a recent drop to new, and the CRM's option, sold or rented to both", () => {
    const fresh = { createdAt: daysAgo(5) };
    expect(badge(record(fresh), { firstSeen: daysAgo(5), events: [drop(daysAgo(1))] })).toBe("priceDropped");
    expect(badge(record({ ...fresh, marquee: 3 }), { firstSeen: daysAgo(5), events: [drop(daysAgo(1))] })).toBe("sold");
    expect(badge(record({ marquee: 2 }), { events: [drop(daysAgo(1))] })).toBe("option");
    expect(badge(record({ goal: "rent", marquee: 4, createdAt: daysAgo(2) }), { firstSeen: daysAgo(2) })).toBe(
      "rented",
    );
  });

  it("says nothing of a drop when the price is not published, or went up again since", () => {
    expect(badge(record({ pricePublished: false }), { events: [drop(daysAgo(3))] })).toBeNull();
    expect(badge(record(), { events: [drop(daysAgo(10)), drop(daysAgo(2), 335_000, 345_000)] })).toBeNull();
  });
});

describe("the price history", () => {
  const listed = daysAgo(100);

  it("lists each change newest first, with the drop or rise in euro and per cent, down to the first price", () => {
    const events = [
      drop(daysAgo(40), 350_000, 325_000),
      status(daysAgo(20), 0, 2),
      status(daysAgo(10), 2, 0),
      drop(daysAgo(5), 325_000, 331_500),
      status(daysAgo(1), 0, 3),
    ];
    expect(priceHistory({ goal: "sale", listedAt: listed, price: 331_500, events })).toEqual([
      { kind: "status", at: daysAgo(1), status: "sold" },
      { kind: "price", at: daysAgo(5), price: 331_500, change: 6_500, percent: 0.02 },
      { kind: "status", at: daysAgo(10), status: "available" },
      { kind: "status", at: daysAgo(20), status: "option" },
      { kind: "price", at: daysAgo(40), price: 325_000, change: -25_000, percent: -25_000 / 350_000 },
      { kind: "listed", at: listed, goal: "sale", price: 350_000 },
    ]);
  });

  it("never dates the listing after the first change", () => {
    const history = priceHistory({ goal: "sale", listedAt: daysAgo(3), price: 335_000, events: [drop(daysAgo(9))] });
    expect(history?.map((entry) => [entry.kind, entry.at])).toEqual([
      ["price", daysAgo(9)],
      ["listed", daysAgo(9)],
    ]);
  });

  it("is not shown when nothing changed since the listing", () => {
    expect(priceHistory({ goal: "sale", listedAt: listed, price: 350_000, events: [] })).toBeNull();
    // Between none and the CRM's "new" nothing changes for a visitor.
    expect(
      priceHistory({ goal: "sale", listedAt: listed, price: 350_000, events: [status(daysAgo(3), 1, 0)] }),
    ).toBeNull();
  });

  it("is not shown for a hidden price", () => {
    const events = [drop(daysAgo(9)), status(daysAgo(2), 0, 2)];
    expect(priceHistory({ goal: "sale", listedAt: listed, price: null, events })).toBeNull();
  });
});
