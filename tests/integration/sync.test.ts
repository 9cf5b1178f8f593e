import { and, desc, eq, isNull } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadCatalog } from "~/catalog/catalog.server";
import { demoSource } from "~/catalog/sources/feed.server";
import { omnicasaSource } from "~/catalog/sources/omnicasa.server";
import type { ListingSource } from "~/catalog/sources/source";
import type { SyncOutcome } from "~/catalog/sync.server";
import { renewEveryMs, syncListings } from "~/catalog/sync.server";
import type { DatabaseHandle } from "~/db/client.server";
import { importRuns, properties, propertyEvents, syncState } from "~/db/schema";
import type { OmnicasaDouble, OmnicasaDoubleOptions } from "../support/omnicasa-double";
import type { DemoFeed } from "../support/demo-feed";
import { demoFeed } from "../support/demo-feed";
import { startOmnicasaDouble } from "../support/omnicasa-double";
import { databaseKind, freshDatabase } from "./support/database";

// The scheduled sync against a local Omnicasa web API (issue 13 point 3): a first run reads the
// CRM whole, the next ones only what changed; a run that fails or looks wrong changes nothing
// and says why; runs never overlap.

let handle: DatabaseHandle;
let double: OmnicasaDouble;

async function start(options: OmnicasaDoubleOptions = {}) {
  double = await startOmnicasaDouble(options);
  return double;
}

const source = () =>
  omnicasaSource({
    url: double.url,
    customerName: double.customerName,
    customerPassword: double.customerPassword,
    timeoutMs: 3_000,
    pageSize: 100,
  });

function published(outcome: SyncOutcome) {
  if (outcome.outcome !== "published") throw new Error(`expected a published run, got ${JSON.stringify(outcome)}`);
  return outcome;
}

const liveCount = async () =>
  (await handle.db.select({ id: properties.id }).from(properties).where(isNull(properties.withdrawnAt))).length;

/** A property for sale without a badge that stays on the site: the one whose price changes. */
function availableProperty(feed: DemoFeed): number {
  const found = feed.PropertyList.find((summary) => summary.Goal === 0 && summary.Marquee === 0);
  if (!found) throw new Error("the demo feed has no plain property for sale");
  return found.ID;
}

describe(`syncing the listings from Omnicasa (${databaseKind})`, () => {
  beforeEach(async () => {
    handle = await freshDatabase();
  });
  afterEach(async () => {
    await double?.close();
    await handle.close();
  });

  it("reads the CRM whole the first time, then only what changed: a price drop and a deleted property", async () => {
    await start();
    const first = published(await syncListings(handle.db, source()));
    expect(first.scope).toBe("full");
    expect(first.report.properties.new.length).toBe(await liveCount());
    expect(first.report.rejected).toEqual([]);

    const id = availableProperty(demoFeed());
    const [before] = await handle.db.select({ price: properties.price }).from(properties).where(eq(properties.id, id));
    const lower = (before?.price ?? 0) - 15_000;
    double.changePrice(id, lower);
    const gone = demoFeed().PropertyList.filter((summary) => summary.ID !== id)[5]?.ID ?? 0;
    double.withdraw(gone);
    double.calls.length = 0;

    const second = published(await syncListings(handle.db, source()));
    expect(second.scope).toBe("changes");
    expect(second.report.properties.priceChanged).toEqual([id]);
    expect(second.report.properties.withdrawn).toEqual([gone]);
    expect(second.report.properties.new).toEqual([]);
    // Only the changes were asked for.
    const listCalls = double.calls.filter((call) => call.method === "GetPropertyList");
    expect(listCalls.length).toBeGreaterThan(0);
    expect(listCalls.every((call) => typeof call.request.ChangeSince === "string")).toBe(true);

    const events = await handle.db
      .select()
      .from(propertyEvents)
      .where(eq(propertyEvents.importRunId, second.runId))
      .orderBy(propertyEvents.id);
    expect(
      events.map(({ propertyId, kind, priceBefore, priceAfter }) => ({ propertyId, kind, priceBefore, priceAfter })),
    ).toEqual([
      { propertyId: id, kind: "price", priceBefore: before?.price, priceAfter: lower },
      { propertyId: gone, kind: "withdrawn", priceBefore: null, priceAfter: null },
    ]);
    const catalog = await loadCatalog(handle.db);
    expect(catalog.properties.get(id)?.price).toBe(lower);
    expect(catalog.properties.has(gone)).toBe(false);
  }, 60_000);

  it("keeps the last good catalog when the CRM fails halfway, hangs or refuses, and records why without the password", async () => {
    await start();
    const good = published(await syncListings(handle.db, source()));
    const live = await liveCount();
    const failures: [string, () => void][] = [
      ["fails halfway", () => Object.assign(double.switches, { failHalfway: true })],
      ["hangs", () => Object.assign(double.switches, { failHalfway: false, hang: "GetProperty" })],
      [
        "refuses",
        () => Object.assign(double.switches, { hang: false, refuse: { code: 500, message: "Database offline" } }),
      ],
    ];
    for (const [what, misbehave] of failures) {
      misbehave();
      const outcome = await syncListings(handle.db, source(), { full: true });
      expect(outcome.outcome, what).toBe("failed");
      expect(await liveCount(), what).toBe(live);
      const [run] = await handle.db.select().from(importRuns).orderBy(desc(importRuns.id)).limit(1);
      expect(run?.outcome, what).toBe("failed");
      expect(run?.message, what).toMatch(/Get\w+/);
      expect(run?.message, what).not.toContain(double.customerPassword);
    }
    // The catalog's version is still the good run's: the site serves it unchanged.
    expect((await loadCatalog(handle.db)).version).toBe(good.runId);
    // And the next good run picks up where the last good one left off.
    Object.assign(double.switches, { refuse: null });
    expect((await syncListings(handle.db, source())).outcome).toBe("published");
  }, 90_000);

  it("reads keys in another case and /Date()/ dates into the same catalog", async () => {
    await start({ oddKeys: true, microsoftDates: true });
    const run = published(await syncListings(handle.db, source()));
    expect(run.report.rejected).toEqual([]);
    const odd = await loadCatalog(handle.db);
    const plain = await freshDatabase();
    try {
      published(await syncListings(plain.db, demoSource()));
      const expected = await loadCatalog(plain.db);
      expect([...odd.properties.keys()].sort()).toEqual([...expected.properties.keys()].sort());
      const id = availableProperty(demoFeed());
      expect(odd.properties.get(id)?.createdAt).toBe(expected.properties.get(id)?.createdAt);
    } finally {
      await plain.close();
    }
  }, 60_000);

  it("refuses a run that would withdraw a third of the site, and says so", async () => {
    await start();
    published(await syncListings(handle.db, source()));
    const live = await liveCount();
    await double.close();
    const feed = demoFeed();
    const ids = [...new Set(feed.PropertyList.map((row) => row.ID))];
    const keep = new Set(ids.slice(Math.ceil(ids.length * 0.45)));
    feed.PropertyList = feed.PropertyList.filter((row) => keep.has(row.ID));
    feed.Properties = feed.Properties.filter((row) => keep.has(row.ID));
    await start({ feed });
    const outcome = await syncListings(handle.db, source(), { full: true });
    expect(outcome.outcome).toBe("refused");
    expect("message" in outcome && outcome.message).toMatch(/would withdraw \d+ of the \d+ live properties/);
    expect(await liveCount()).toBe(live);
  }, 60_000);

  it("runs once at a time: another holder's lease makes it wait, and a scheduled run inside the interval does nothing", async () => {
    await start();
    // Two runs at once in one process: one of them waits.
    const together = await Promise.all([syncListings(handle.db, source()), syncListings(handle.db, source())]);
    expect(together.map((run) => run.outcome).sort()).toEqual(["busy", "published"]);
    await handle.db
      .update(syncState)
      .set({ holder: "other-instance", lockedUntil: new Date(Date.now() + 60_000), lastStartedAt: null });
    const calls = double.calls.length;
    if (databaseKind === "postgres") {
      // Another instance's lease holds until it ends or runs out.
      expect((await syncListings(handle.db, source())).outcome).toBe("busy");
      expect(double.calls.length).toBe(calls);
      await handle.db.update(syncState).set({ lockedUntil: new Date(Date.now() - 1_000) });
    }
    // On the embedded database, which one process holds, another holder was a process killed
    // during a run: its lease is taken at once, not half an hour later.
    published(await syncListings(handle.db, source(), { dueEveryMs: 15 * 60_000 }));
    const after = double.calls.length;
    expect((await syncListings(handle.db, source(), { dueEveryMs: 15 * 60_000 })).outcome).toBe("not-due");
    expect(double.calls.length).toBe(after);
    const [state] = await handle.db
      .select()
      .from(syncState)
      .where(and(eq(syncState.source, "listings")));
    expect(state?.holder).toBeNull();
    expect(state?.changesSince).toBeInstanceOf(Date);
  }, 60_000);

  it("holds its lease two minutes at a time and renews it while a slow source is read: a killed instance's lease is soon free", async () => {
    await start();
    let answer = () => {};
    const asked = new Promise<void>((resolve) => (answer = resolve));
    const slow: ListingSource = {
      name: "omnicasa",
      label: "a slow CRM",
      read: async (options) => {
        await asked;
        return source().read(options);
      },
    };
    const lockedUntil = async () => {
      const [state] = await handle.db.select().from(syncState).where(eq(syncState.source, "listings"));
      return state?.lockedUntil?.getTime() ?? 0;
    };
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // Only the renewal's timer is fake: the database's clock and the waits here are real.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      const run = syncListings(handle.db, slow);
      while ((await lockedUntil()) === 0) await pause(10);
      const taken = await lockedUntil();
      expect(taken - Date.now()).toBeGreaterThan(60_000);
      expect(taken - Date.now()).toBeLessThanOrEqual(2 * 60_000 + 1_000);
      await pause(20);
      // The source still reading half a minute later: the lease runs two minutes from then.
      vi.advanceTimersByTime(renewEveryMs);
      const deadline = Date.now() + 5_000;
      while ((await lockedUntil()) <= taken && Date.now() < deadline) await pause(10);
      expect(await lockedUntil()).toBeGreaterThan(taken);
      answer();
      published(await run);
      expect(await lockedUntil()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  }, 60_000);

  it("lets the first run of a live source replace a catalog that only ever had the demo, whatever it withdraws", async () => {
    published(await syncListings(handle.db, demoSource()));
    const feed = demoFeed();
    const ids = [...new Set(feed.PropertyList.map((row) => row.ID))];
    const keep = new Set(ids.slice(0, Math.floor(ids.length / 2)));
    feed.PropertyList = feed.PropertyList.filter((row) => keep.has(row.ID));
    feed.Properties = feed.Properties.filter((row) => keep.has(row.ID));
    await start({ feed });
    const run = published(await syncListings(handle.db, source()));
    expect(run.report.properties.withdrawn.length).toBe(ids.length - keep.size);
    expect(await liveCount()).toBe(keep.size);
  }, 60_000);

  it("refuses a first live feed that holds nothing: the demo catalog stays rather than an empty site", async () => {
    published(await syncListings(handle.db, demoSource()));
    const live = await liveCount();
    const empty = { ...demoFeed(), PropertyList: [], Properties: [], Projects: [] };
    await start({ feed: empty });
    const outcome = await syncListings(handle.db, source());
    expect(outcome.outcome).toBe("refused");
    expect("message" in outcome && outcome.message).toContain("the feed holds no properties");
    expect(await liveCount()).toBe(live);
  }, 60_000);

  it("never imports the demo feed over the CRM's catalog unless forced", async () => {
    await start();
    published(await syncListings(handle.db, source()));
    const outcome = await syncListings(handle.db, demoSource());
    expect(outcome.outcome).toBe("refused");
    expect("message" in outcome && outcome.message).toContain("this is the demo feed");
  }, 60_000);
});
