import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import postgres from "postgres";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { openDatabase } from "~/db/client.server";
import { databaseLimiter } from "~/db/rate-limits.server";
import { rateLimits } from "~/db/schema";
import { keepRateLimitsIn, rateLimit } from "~/http/rate-limit.server";
import { databaseSpentTokens, purgeSpentTokens } from "~/leads/spent-tokens.server";
import { freshDatabase } from "./support/database";

// What several instances on one database must see alike (decision 035): a captcha solution
// passes once whichever instance it reaches, and a visitor's attempts count against one limit.
// On PostgreSQL the two "instances" are two connection pools on the same database, as two
// processes would have; on the embedded database, one.

let handle: DatabaseHandle & { url?: string };
let other: DatabaseHandle;

beforeAll(async () => {
  handle = await freshDatabase();
  other = handle.url ? await openDatabase({ url: handle.url }) : handle;
}, 60_000);

afterAll(async () => {
  keepRateLimitsIn((options) => new RateLimiterMemory(options));
  if (other !== handle) await other.close();
  await handle.close();
});

describe("spent captcha solutions in the database", () => {
  it("one solution sent ten times at once to two instances passes once, and again only after its time", async () => {
    const instances = [databaseSpentTokens(handle.db), databaseSpentTokens(other.db)];
    const now = Date.now();
    const until = now + 10 * 60_000;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => instances[index % 2]?.spend("picture:abc", until, now)),
    );
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(await instances[1]?.spend("altcha:other", until, now)).toBe(true);
    // Past its time, the solution would be refused for its expiry anyway: its row is taken over.
    expect(await instances[0]?.spend("picture:abc", until + 60_000, until + 1)).toBe(true);
    expect(await instances[1]?.spend("picture:abc", until + 60_000, until + 2)).toBe(false);
    expect(await purgeSpentTokens(handle.db, new Date(until + 1))).toBe(1);
    expect(await purgeSpentTokens(handle.db, new Date(until + 120_000))).toBe(1);
  });
});

describe("rate limits in the database", () => {
  it("five attempts of one address in ten minutes, whichever instance takes them", async () => {
    const options = { keyPrefix: "leads-test", points: 5, duration: 600 };
    const instances = [databaseLimiter(handle.db, options), databaseLimiter(other.db, options)];
    const answers: (boolean | undefined)[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      answers.push(
        await instances[attempt % 2]?.consume("10.0.0.7").then(
          () => true,
          (refused: unknown) => {
            if (refused instanceof RateLimiterRes) return false;
            throw refused;
          },
        ),
      );
    }
    expect(answers).toEqual([true, true, true, true, true, false, false]);
    // Another address, and another limiter of the same address, count apart.
    expect(await instances[1]?.consume("10.0.0.8").then(() => true)).toBe(true);
    const friends = databaseLimiter(handle.db, { ...options, keyPrefix: "friends-test" });
    expect(await friends.consume("10.0.0.7").then(() => true)).toBe(true);
  });

  it("the site's limiters use the store the server names: take, left, give back and forget on the database", async () => {
    keepRateLimitsIn((options) => databaseLimiter(handle.db, options));
    const limit = rateLimit("login-test", 3, 15 * 60_000);
    const answers = [];
    for (let attempt = 0; attempt < 4; attempt++) answers.push(await limit.take("owner@example.be"));
    expect(answers).toEqual([true, true, true, false]);
    expect(await limit.left("owner@example.be")).toBe(0);
    // The count is a row every instance reads.
    const [row] = await other.db.select().from(rateLimits).where(eq(rateLimits.key, "login-test:owner@example.be"));
    expect(row?.points).toBe(4);
    // A try counted before it was known to count is given back: two given back, one left.
    await limit.giveBack("owner@example.be");
    await limit.giveBack("owner@example.be");
    expect(await limit.left("owner@example.be")).toBe(1);
    await limit.forget("owner@example.be");
    expect(await limit.left("owner@example.be")).toBe(3);
  });

  it("a limiter whose database is gone counts in memory meanwhile instead of failing the request", async () => {
    const gone = await freshDatabase();
    const limiter = databaseLimiter(gone.db, { keyPrefix: "gone-test", points: 2, duration: 600 });
    await gone.close();
    const answers = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      answers.push(
        await limiter.consume("10.0.0.9").then(
          () => true,
          (refused: unknown) => (refused instanceof RateLimiterRes ? false : "error"),
        ),
      );
    }
    expect(answers).toEqual([true, true, false]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("migrations on PostgreSQL", () => {
  it("three instances starting at once on an empty database migrate it once, one after the other", async () => {
    const serverUrl = process.env.TEST_DATABASE_URL ?? "";
    const name = `agency_migrate_${process.pid}`;
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name}`);
    await admin.unsafe(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const instances = await Promise.all([1, 2, 3].map(() => openDatabase({ url: url.href })));
    try {
      const outcomes = await Promise.allSettled(instances.map((instance) => instance.migrate()));
      expect(outcomes.map((outcome) => outcome.status)).toEqual(["fulfilled", "fulfilled", "fulfilled"]);
      const check = postgres(url.href, { max: 1, onnotice: () => {} });
      const [applied] = await check`select count(*)::int as count from drizzle.__drizzle_migrations`;
      await check.end();
      const journal = JSON.parse(readFileSync("drizzle/meta/_journal.json", "utf8")) as { entries: unknown[] };
      expect(Number(applied?.count)).toBe(journal.entries.length);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name}`);
      await admin.end();
    }
  }, 60_000);
});
