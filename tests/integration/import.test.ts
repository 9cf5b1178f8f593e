import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq, isNull } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadCatalog } from "~/catalog/catalog.server";
import { feedHistory, importFeed, ImportRefusedError } from "~/catalog/import.server";
import { isReference } from "~/catalog/snapshot";
import type { DatabaseHandle } from "~/db/client.server";
import { openDatabase } from "~/db/client.server";
import { importRuns, properties } from "~/db/schema";
import { databaseKind, freshDatabase } from "./support/database";

type Feed = {
  PropertyList: { ID: number; Marquee: number; Goal: number }[];
  Properties: { ID: number; Marquee: number; Goal: number; Price: unknown; language: string }[];
  Projects: { ID: number }[];
};

const demo = readFileSync("content/feed/demo-feed.json", "utf8");
const freshFeed = (): Feed => JSON.parse(demo) as Feed;

/** The feed without the first `count` listed properties. */
function without(feed: Feed, count: number): Feed {
  const gone = new Set(feed.PropertyList.slice(0, count).map((summary) => summary.ID));
  feed.PropertyList = feed.PropertyList.filter((summary) => !gone.has(summary.ID));
  feed.Properties = feed.Properties.filter((record) => !gone.has(record.ID));
  return feed;
}

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

  it("reports changed, sold, rented and withdrawn properties", async () => {
    const before = freshFeed();
    await importFeed(handle.db, before, { source: "demo" });
    const available = (goal: number) =>
      before.PropertyList.filter((p) => p.Goal === goal && p.Marquee < 3 && p.Marquee !== 2);
    const [toSell, toReprice] = available(0);
    const [toRent, toWithdraw] = available(1);
    if (!toSell || !toReprice || !toRent || !toWithdraw) throw new Error("demo feed lacks available properties");

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
    expect(catalog.views.nl.properties.find((property) => property.id === toSell.ID)?.marquee).toBe("sold");
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
    // The totals count what is on offer: sold and rented properties stay out of them.
    const onOffer = nl.properties.filter((property) => !isReference(property));
    expect(onOffer.length).toBeLessThan(catalog.properties.size);
    expect(nl.totals.sale + nl.totals.rent).toBe(onOffer.length);
    const sale = nl.properties.find((property) => property.goal === "sale" && property.projectId === null);
    expect(sale?.path).toMatch(/^\/nl\/te-koop\/[a-z0-9-]+\/[a-z0-9-]{1,70}\/\d+\/$/);
    expect(fr.properties.find((property) => property.id === sale?.id)?.path).toMatch(/^\/fr\/a-vendre\//);
    const ranges = nl.projects.map((project) => [project.id, project.priceMin, project.priceMax]);
    expect(ranges.sort()).toEqual([
      [10, 599000, 1099000],
      [11, 429000, 499000],
    ]);
    const unit = nl.properties.find((property) => property.projectId === 10);
    expect(unit?.path).toMatch(/^\/nl\/projecten\/edegem\/[a-z0-9-]+\/10\/[a-z0-9-]+\/\d+\/$/);
  });
});

describe(`an import does not empty the site by surprise (${databaseKind})`, () => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await freshDatabase();
  });
  afterEach(async () => {
    await handle.close();
  });

  const liveCount = async () =>
    (await handle.db.select({ id: properties.id }).from(properties).where(isNull(properties.withdrawnAt))).length;

  it("refuses a feed that would withdraw more than 30% of the live properties, says how many, and changes nothing", async () => {
    await importFeed(handle.db, freshFeed(), { source: "crm.json" });
    const live = await liveCount();
    const liveAll = live + 2; // and the two projects
    const cut = Math.ceil(liveAll * 0.3) + 1;
    const error = await importFeed(handle.db, without(freshFeed(), cut), { source: "crm.json" }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ImportRefusedError);
    expect((error as ImportRefusedError).message).toContain(`would withdraw ${cut} of the ${liveAll} live properties`);
    expect((error as ImportRefusedError).message).toContain("--force");
    expect(await liveCount()).toBe(live);
    expect(await handle.db.select().from(importRuns)).toHaveLength(1);
  });

  it("takes a withdrawal of up to 30% without asking, and a larger one when forced", async () => {
    await importFeed(handle.db, freshFeed(), { source: "crm.json" });
    const live = await liveCount();
    const small = await importFeed(handle.db, without(freshFeed(), 10), { source: "crm.json" });
    expect(small.properties.withdrawn).toHaveLength(10);
    const forced = await importFeed(handle.db, without(freshFeed(), Math.ceil(live * 0.5)), {
      source: "crm.json",
      force: true,
    });
    expect(forced.properties.withdrawn).toHaveLength(Math.ceil(live * 0.5) - 10);
    expect(await liveCount()).toBe(live - Math.ceil(live * 0.5));
  });

  it("refuses an empty feed, which would take every property off the site", async () => {
    await importFeed(handle.db, freshFeed(), { source: "crm.json" });
    const live = await liveCount();
    const empty = { ...freshFeed(), PropertyList: [], Properties: [], Projects: [] };
    await expect(importFeed(handle.db, empty, { source: "crm.json" })).rejects.toThrow(
      `the feed holds no properties and would withdraw all ${live + 2} live properties`,
    );
    expect(await liveCount()).toBe(live);
  });

  it("remembers whether a run was the demo feed, so that a real feed is known afterwards", async () => {
    expect(await feedHistory(handle.db)).toEqual({ runs: 0, lastReal: null });
    await importFeed(handle.db, freshFeed(), { source: "content/feed/demo-feed.json", demo: true });
    expect(await feedHistory(handle.db)).toEqual({ runs: 1, lastReal: null });
    await importFeed(handle.db, freshFeed(), { source: "/srv/crm/feed.json" });
    expect(await feedHistory(handle.db)).toMatchObject({ runs: 2, lastReal: { source: "/srv/crm/feed.json" } });
  });
});

// The command an operator (and `npm start`) runs, on a database folder of its own. npm runs
// scripts in the project folder and says where the command was typed in INIT_CWD.
describe.runIf(databaseKind === "pglite")("npm run import and npm start's demo import", () => {
  const run = promisify(execFile);
  const dir = mkdtempSync(path.join(tmpdir(), "import-cli-"));
  const dataDir = path.join(dir, "data");
  const script = (file: string, args: string[], folder = dataDir, settings: Record<string, string> = {}) =>
    run(path.resolve("node_modules/.bin/tsx"), [path.resolve(file), ...args], {
      env: { ...process.env, DATA_DIR: folder, INIT_CWD: dir, ...settings },
      timeout: 60_000,
    }).then(
      ({ stdout, stderr }) => ({ code: 0, out: stdout + stderr }),
      (error: { code?: number; stdout?: string; stderr?: string }) => ({
        code: error.code ?? -1,
        out: (error.stdout ?? "") + (error.stderr ?? ""),
      }),
    );
  const importCommand = (...args: string[]) => script("scripts/import.ts", args);

  it("refuses a DATA_DIR without a database, says which folder it looked in, and makes nothing there", async () => {
    const typo = path.join(dir, "dta");
    mkdirSync(typo);
    for (const [file, args] of [
      ["scripts/import.ts", ["--demo"]],
      [
        "scripts/owners.ts",
        ["save", "--email=typo@example.be", "--name=Typo", "--properties=1", "--password=x-12345678"],
      ],
      ["scripts/testimonials.ts", []],
      ["scripts/sync.ts", ["--history"]],
    ] as const) {
      const refused = await script(file, [...args], typo);
      expect(refused.code, refused.out).toBe(1);
      expect(refused.out.trim()).toBe(
        `There is no database in ${path.join(typo, "db")}: nothing was run, and nothing was made there. ` +
          "Check DATA_DIR; for a new site, start it once with npm start, or run npm run db:migrate, which makes it.",
      );
    }
    expect(readdirSync(typo)).toEqual([]);
  });

  it("never brings the demo back over a real feed, and says so in one line", async () => {
    try {
      // The database made, then the demo, as a fresh `npm start` does.
      const made = await script("scripts/migrate.ts", []);
      expect(made.out.trim()).toBe(`Database migrated (embedded, ${path.join(dataDir, "db")}).`);
      const first = await importCommand("--demo", "--if-changed");
      expect(first.code, first.out).toBe(0);
      expect(first.out).toContain(
        `Database: embedded, ${path.join(dataDir, "db")}\nImporting content/feed/demo-feed.json`,
      );
      // Then the agency's own feed, where one property went away.
      const real = without(freshFeed(), 1);
      const gone = freshFeed().PropertyList[0]?.ID;
      writeFileSync(path.join(dir, "crm.json"), JSON.stringify(real));
      const second = await importCommand("crm.json");
      expect(second.code, second.out).toBe(0);
      expect(second.out).toContain("1 withdrawn");
      expect(second.out).not.toContain("Note:");
      // On a site that syncs from the CRM, an import says that the next sync has the last word.
      const crm = { LISTING_SOURCE: "json", LISTING_FEED_URL: "http://127.0.0.1:9/feed.json", SYNC_INTERVAL: "15m" };
      const beside = await script("scripts/import.ts", ["crm.json"], dataDir, crm);
      expect(beside.code, beside.out).toBe(0);
      expect(beside.out).toContain(
        "Note: the site syncs from http://127.0.0.1:9/feed.json every 15 minutes; its next sync makes the catalog what that source holds again.",
      );
      // A later `npm start` leaves it alone; a demo import by hand is refused.
      const restart = await importCommand("--demo", "--if-changed");
      expect(restart.code, restart.out).toBe(0);
      expect(restart.out.trim().split("\n")).toEqual([
        `Database: embedded, ${path.join(dataDir, "db")}`,
        expect.stringMatching(
          /^The catalog comes from a real feed \(.*crm\.json, \d{4}-\d\d-\d\d\); the demo feed is not imported and the catalog is left alone\.$/,
        ),
      ]);
      // A forgotten file name, or a second one, imports nothing (--force once brought the demo back).
      for (const args of [["--force"], [], ["crm.json", "other.json"]]) {
        const refused = await importCommand(...args);
        expect(refused.code, refused.out).toBe(2);
        expect(refused.out).toContain("Usage: npm run import");
      }
      const byHand = await importCommand(path.resolve("content/feed/demo-feed.json"));
      expect(byHand.code).toBe(1);
      expect(byHand.out).toContain("Import refused: this is the demo feed, and the database holds a real feed");
      // The withdrawn property stayed withdrawn.
      const check = await openDatabase({ dataDir: path.join(dataDir, "db") });
      try {
        const [row] = await check.db
          .select({ withdrawnAt: properties.withdrawnAt })
          .from(properties)
          .where(eq(properties.id, gone ?? 0));
        expect(row?.withdrawnAt).toBeInstanceOf(Date);
      } finally {
        await check.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
