import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadCatalog } from "~/catalog/catalog.server";
import { priceHistory } from "~/catalog/history";
import { importFeed } from "~/catalog/import.server";
import { cardViewAt } from "~/catalog/snapshot";
import type { DatabaseHandle } from "~/db/client.server";
import { importRuns, properties, propertyEvents } from "~/db/schema";
import { databaseKind, freshDatabase } from "./support/database";

// The cards' badges and a property's price history as the catalog loads them from the
// database: the site's first sight of each property and the events the imports recorded.

const demo = readFileSync("content/feed/demo-feed.json", "utf8");
const day = 86_400_000;

describe(`badges and price history from the database (${databaseKind})`, () => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await freshDatabase();
  });
  afterEach(async () => {
    await handle.close();
  });

  it("says new only for a recent listing, price reduced after a recent drop, and keeps sold above both", async () => {
    const { db } = handle;
    await importFeed(db, JSON.parse(demo), { source: "demo" });
    const [run] = await db.select({ id: importRuns.id }).from(importRuns);
    const rows = await db
      .select({ id: properties.id, marquee: properties.marquee, record: properties.record })
      .from(properties);
    if (!run) throw new Error("the import left no run");
    // A moment well after every listing of the demo feed, whatever today's date.
    const now = new Date(Math.max(...rows.map((row) => Date.parse(row.record.createdAt))) + 100 * day);
    const ago = (days: number) => new Date(now.getTime() - days * day);
    // The database was filled yesterday from an old feed.
    await db.update(properties).set({ firstSeenAt: ago(1) });

    const available = rows.filter(
      (row) => row.marquee === 0 && row.record.goal === "sale" && row.record.pricePublished,
    );
    const [fresh, dropped, oldDrop] = available;
    const sold = rows.find((row) => row.marquee === 3 && row.record.pricePublished);
    const crmNew = rows.filter((row) => row.marquee === 1);
    if (!fresh || !dropped || !oldDrop || !sold || crmNew.length === 0) throw new Error("demo feed lacks properties");

    await db
      .update(properties)
      .set({ record: sql`jsonb_set(${properties.record}, '{createdAt}', to_jsonb(${ago(3).toISOString()}::text))` })
      .where(eq(properties.id, fresh.id));
    const event = (propertyId: number, days: number, change: Partial<typeof propertyEvents.$inferInsert>) => ({
      propertyId,
      importRunId: run.id,
      at: ago(days),
      kind: "price" as const,
      ...change,
    });
    const price = dropped.record.price;
    // Not in the order they happened: the catalog orders them by their moment.
    await db
      .insert(propertyEvents)
      .values([
        event(dropped.id, 10, { priceBefore: price + 25_000, priceAfter: price }),
        event(dropped.id, 40, { kind: "status", marqueeBefore: 0, marqueeAfter: 2 }),
        event(dropped.id, 1, { kind: "listed" }),
        event(dropped.id, 30, { kind: "status", marqueeBefore: 2, marqueeAfter: 0 }),
        event(oldDrop.id, 31, { priceBefore: oldDrop.record.price + 10_000, priceAfter: oldDrop.record.price }),
        event(sold.id, 5, { priceBefore: sold.record.price + 10_000, priceAfter: sold.record.price }),
      ]);

    const catalog = await loadCatalog(db);
    const badges = new Map(catalog.views.nl.properties.map(cardViewAt(now)).map((card) => [card.id, card.badge]));
    expect(badges.get(fresh.id)).toBe("new");
    expect(badges.get(dropped.id)).toBe("priceDropped");
    expect(badges.get(oldDrop.id)).toBeNull();
    expect(badges.get(sold.id)).toBe("sold");
    expect(crmNew.map((row) => badges.get(row.id))).toEqual(crmNew.map(() => null));
    expect([...badges.values()].filter((badge) => badge === "new")).toHaveLength(1);

    const card = catalog.views.nl.propertyById.get(dropped.id);
    if (!card) throw new Error("no card");
    const history = priceHistory({
      goal: card.goal,
      listedAt: card.listedAt,
      price: card.price,
      events: catalog.history.get(dropped.id) ?? [],
    });
    expect(history?.map((entry) => [entry.kind, entry.at])).toEqual([
      ["price", ago(10).toISOString()],
      ["status", ago(30).toISOString()],
      ["status", ago(40).toISOString()],
      ["listed", new Date(dropped.record.createdAt).toISOString()],
    ]);
    expect(history?.[0]).toMatchObject({ price, change: -25_000 });
    expect(history?.at(-1)).toMatchObject({ price: price + 25_000 });
  });

  it("shows a drop the importer recorded: the card says price reduced, the page the old and new price", async () => {
    const { db } = handle;
    type Feed = { Properties: { ID: number; Marquee: number; Goal: number; Price: number; PublishPrice: boolean }[] };
    const before = JSON.parse(demo) as Feed;
    await importFeed(db, before, { source: "demo" });
    const target = before.Properties.find((record) => record.Marquee === 0 && record.Goal === 0 && record.PublishPrice);
    if (!target) throw new Error("demo feed lacks an available property with its price published");
    const after = JSON.parse(demo) as Feed;
    for (const record of after.Properties) if (record.ID === target.ID) record.Price = target.Price - 20_000;
    await importFeed(db, after, { source: "demo" });

    const catalog = await loadCatalog(db);
    const card = catalog.views.nl.propertyById.get(target.ID);
    if (!card) throw new Error("no card");
    expect(cardViewAt(new Date())(card).badge).toBe("priceDropped");
    const history = priceHistory({
      goal: card.goal,
      listedAt: card.listedAt,
      price: card.price,
      events: catalog.history.get(target.ID) ?? [],
    });
    expect(history?.map((entry) => [entry.kind, entry.kind === "status" ? null : entry.price])).toEqual([
      ["price", target.Price - 20_000],
      ["listed", target.Price],
    ]);
  });
});
