import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadCatalog } from "~/catalog/catalog.server";
import { importFeed } from "~/catalog/import.server";
import type { DatabaseHandle } from "~/db/client.server";
import { importRuns, properties } from "~/db/schema";
import { databaseKind, freshDatabase } from "./support/database";

type Feed = {
  PropertyList: { ID: number; Marquee: number; Goal: number }[];
  Properties: { ID: number; Marquee: number; Goal: number; Price: unknown; language: string }[];
};

const demo = readFileSync("content/feed/demo-feed.json", "utf8");
const freshFeed = (): Feed => JSON.parse(demo) as Feed;

function setOnProperty(feed: Feed, id: number, change: (record: Feed["Properties"][number]) => void) {
  for (const record of feed.Properties) if (record.ID === id) change(record);
}

describe(`importing the CRM feed (${databaseKind})`, () => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await freshDatabase();
  });
  afterEach(async () => {
    await handle.close();
  });

  it("stores every listed property and both projects, and reports them as new", async () => {
    const feed = freshFeed();
    const listed = new Set(feed.PropertyList.map((summary) => summary.ID));
    const report = await importFeed(handle.db, feed, { source: "demo" });
    expect(report.rejected).toEqual([]);
    expect(report.properties.new).toHaveLength(listed.size);
    expect(report.projects.new.sort()).toEqual([10, 11]);
    const rows = await handle.db.select({ id: properties.id }).from(properties);
    expect(rows).toHaveLength(listed.size);
    expect(await handle.db.select().from(importRuns)).toHaveLength(1);
  });

  it("finds nothing to change when the same feed comes again", async () => {
    await importFeed(handle.db, freshFeed(), { source: "demo" });
    const report = await importFeed(handle.db, freshFeed(), { source: "demo" });
    expect(report.properties.new).toEqual([]);
    expect(report.properties.changed).toEqual([]);
    expect(report.properties.withdrawn).toEqual([]);
    expect(report.properties.unchanged).toBeGreaterThanOrEqual(250);
  });

  it("reports changed, sold, rented and withdrawn listings", async () => {
    const before = freshFeed();
    await importFeed(handle.db, before, { source: "demo" });
    const available = (goal: number) =>
      before.PropertyList.filter((p) => p.Goal === goal && p.Marquee < 3 && p.Marquee !== 2);
    const [toSell, toReprice] = available(0);
    const [toRent, toWithdraw] = available(1);
    if (!toSell || !toReprice || !toRent || !toWithdraw) throw new Error("demo feed lacks available listings");

    const after = freshFeed();
    setOnProperty(after, toSell.ID, (record) => (record.Marquee = 3));
    setOnProperty(after, toRent.ID, (record) => (record.Marquee = 4));
    setOnProperty(after, toReprice.ID, (record) => (record.Price = 123456));
    after.PropertyList = after.PropertyList.filter((summary) => summary.ID !== toWithdraw.ID);
    after.Properties = after.Properties.filter((record) => record.ID !== toWithdraw.ID);

    const report = await importFeed(handle.db, after, { source: "demo" });
    expect(report.properties.sold).toEqual([toSell.ID]);
    expect(report.properties.rented).toEqual([toRent.ID]);
    expect(report.properties.changed.sort()).toEqual([toSell.ID, toRent.ID, toReprice.ID].sort());
    expect(report.properties.withdrawn).toEqual([toWithdraw.ID]);

    const catalog = await loadCatalog(handle.db);
    expect(catalog.properties.has(toWithdraw.ID)).toBe(false);
    expect(catalog.properties.get(toReprice.ID)?.price).toBe(123456);
    expect(catalog.views.nl.listings.find((listing) => listing.id === toSell.ID)?.marquee).toBe("sold");
  });

  it("rejects a bad record with a message naming it, and keeps the rest and the stored version", async () => {
    const first = freshFeed();
    await importFeed(handle.db, first, { source: "demo" });
    const victim = first.PropertyList[0];
    if (!victim) throw new Error("empty demo feed");
    const [stored] = await handle.db
      .select({ price: properties.price })
      .from(properties)
      .where(eq(properties.id, victim.ID));

    const broken = freshFeed();
    for (const record of broken.Properties) {
      if (record.ID === victim.ID && record.language === "fr") record.Price = "cent mille";
      else if (record.ID !== victim.ID) record.Price = Number(record.Price) + 1000;
    }
    const report = await importFeed(handle.db, broken, { source: "broken" });

    expect(report.rejected).toHaveLength(1);
    expect(report.rejected[0]).toMatch(new RegExp(`^Property ${victim.ID} \\(fr\\): Price: `));
    expect(report.properties.withdrawn).toEqual([]);
    expect(report.properties.changed).toHaveLength(first.PropertyList.length / 4 - 1);
    const [kept] = await handle.db
      .select({ price: properties.price, withdrawnAt: properties.withdrawnAt })
      .from(properties)
      .where(eq(properties.id, victim.ID));
    expect(kept).toEqual({ price: stored?.price, withdrawnAt: null });
  });

  it("refuses a document that is not a feed, and stores nothing", async () => {
    await expect(importFeed(handle.db, { hello: "world" }, { source: "junk" })).rejects.toThrow(/not a feed document/);
    expect(await handle.db.select().from(properties)).toEqual([]);
  });

  it("publishes a snapshot per language with localized detail paths and project ranges", async () => {
    await importFeed(handle.db, freshFeed(), { source: "demo" });
    const catalog = await loadCatalog(handle.db);
    const { nl, fr } = catalog.views;
    expect(nl.totals.sale + nl.totals.rent).toBe(catalog.properties.size);
    const sale = nl.listings.find((listing) => listing.goal === "sale" && listing.projectId === null);
    expect(sale?.path).toMatch(/^\/nl\/te-koop\/[a-z0-9-]+\/[a-z0-9-]{1,70}\/\d+\/$/);
    expect(fr.listings.find((listing) => listing.id === sale?.id)?.path).toMatch(/^\/fr\/a-vendre\//);
    const ranges = nl.projects.map((project) => [project.id, project.priceMin, project.priceMax]);
    expect(ranges.sort()).toEqual([
      [10, 599000, 1099000],
      [11, 429000, 499000],
    ]);
    const unit = nl.listings.find((listing) => listing.projectId === 10);
    expect(unit?.path).toMatch(/^\/nl\/projecten\/edegem\/[a-z0-9-]+\/10\/[a-z0-9-]+\/\d+\/$/);
  });
});
