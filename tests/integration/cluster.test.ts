import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startCluster, get, until } from "./support/cluster";
import { freshDatabase } from "./support/database";

// npm run start:cluster (issue 15 point 5): two instances behind one port on one PostgreSQL;
// one killed is started again while the other serves; SIGTERM stops them all. Only in the
// PostgreSQL step of npm test, on a database of its own.

const cleanups: (() => Promise<void> | void)[] = [];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("npm run start:cluster", () => {
  it("serves from two instances on one port, starts a killed one again, and stops them all on SIGTERM", async () => {
    const database = await freshDatabase();
    cleanups.push(() => database.close());
    const dataDir = mkdtempSync(path.join(tmpdir(), "cluster-"));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const cluster = await startCluster(2, {
      DATA_DIR: dataDir,
      DATABASE_URL: database.url ?? "",
      SECRET_KEY: "cluster-test-key-0123456789abcdef0123",
      LISTING_SOURCE: "demo",
    });
    cleanups.push(() => cluster.stop());

    // Both instances take visitors: the kernel hands each new connection to whichever accepts.
    const pids = cluster.instances();
    expect(pids).toHaveLength(2);
    const served = async () => {
      await Promise.all(Array.from({ length: 16 }, () => get(`${cluster.origin}/nl/`)));
      const logged = [...cluster.output().matchAll(/"pid":(\d+),[^\n]*"path":"\/nl\/"/g)].map((match) =>
        Number(match[1]),
      );
      return pids.every((pid) => logged.includes(pid));
    };
    expect(await until(served, 20_000)).toBe(true);

    // One instance killed: the other serves meanwhile, and another takes its place.
    process.kill(pids[0] ?? 0, "SIGKILL");
    for (let request = 0; request < 6; request++) expect(await cluster.ready()).toBe(true);
    expect(await until(async () => cluster.instances().length === 3, 60_000), cluster.output()).toBe(true);

    await cluster.stop();
    expect(await cluster.exited).toBe(0);
    for (const pid of cluster.instances()) expect(() => process.kill(pid, 0)).toThrow();
  }, 180_000);
});
