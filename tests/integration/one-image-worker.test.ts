import postgres from "postgres";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { HeldLock } from "~/db/advisory-lock.server";
import { tryAdvisoryLock } from "~/db/advisory-lock.server";
import type { DatabaseHandle } from "~/db/client.server";
import { freshDatabase } from "./support/database";

// Instances on one machine share the pictures' cache folder: one image worker at a time makes
// its variants, under a session advisory lock (decision 037). Each call opens its own session,
// as each instance, a process of its own, would.

const name = "image-worker:/srv/agency/data/images";

describe.skipIf(!process.env.TEST_DATABASE_URL)("one image worker at a time on PostgreSQL", () => {
  let handle: DatabaseHandle & { url?: string };
  let url: string;
  beforeEach(async () => {
    handle = await freshDatabase();
    url = handle.url ?? expect.unreachable("no address");
  }, 60_000);
  afterEach(async () => {
    await handle.close();
  });

  it("one instance gets the lock; the other gets it only once the first releases it", async () => {
    const first = await tryAdvisoryLock(url, name);
    expect(first).not.toBeNull();
    expect(await tryAdvisoryLock(url, name)).toBeNull();
    // Asked again while it is held: still no.
    expect(await tryAdvisoryLock(url, name)).toBeNull();
    // Another folder is another lock.
    const elsewhere = await tryAdvisoryLock(url, "image-worker:/srv/other/images");
    expect(elsewhere).not.toBeNull();
    await elsewhere?.release();

    await first?.release();
    const second = await tryAdvisoryLock(url, name);
    expect(second).not.toBeNull();
    expect(await tryAdvisoryLock(url, name)).toBeNull();
    await second?.release();
    // Nothing left open: a refused try closes its connection, a release the holder's.
    const check = postgres(url, { max: 1, onnotice: () => {} });
    try {
      const sessions = async () => {
        const [row] = await check<{ sessions: number }[]>`
          select count(*)::int as sessions from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and query like '%pg_try_advisory_lock%'`;
        return row?.sessions;
      };
      await expect.poll(sessions, { timeout: 5_000 }).toBe(0);
    } finally {
      await check.end();
    }
  });

  it("an instance killed while it holds the lock lets the other take over", async () => {
    const killed = await tryAdvisoryLock(url, name);
    expect(killed).not.toBeNull();
    expect(await tryAdvisoryLock(url, name)).toBeNull();
    // Its connection ends, as a killed process's does.
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    try {
      await admin`
        select pg_terminate_backend(pid) from pg_locks
        where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`;
    } finally {
      await admin.end();
    }
    let taken = null as HeldLock | null;
    await expect.poll(async () => (taken = await tryAdvisoryLock(url, name)) !== null, { timeout: 5_000 }).toBe(true);
    await taken?.release();
    // Its release, should the killed instance's code still run, is harmless.
    await killed?.release();
  });
});

describe("the embedded database", () => {
  it("has one process, which always gets the lock", async () => {
    const first = await tryAdvisoryLock(undefined, name);
    expect(first).not.toBeNull();
    expect(await tryAdvisoryLock(undefined, name)).not.toBeNull();
  });
});
