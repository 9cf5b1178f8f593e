import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { openDatabase } from "~/db/client.server";

// PGlite serves one process: while the site holds data/db, an import from a second process
// must stop with a clear message instead of writing into the same folder. The test holds it as the site does.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("the embedded database lock", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "agency-lock-"));
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openDatabase({ dataDir: path.join(dataDir, "db"), role: "site" });
    await handle.migrate();
  });
  afterAll(async () => {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  function importInAnotherProcess() {
    return spawnSync("node_modules/.bin/tsx", ["scripts/import.ts", "content/feed/demo-feed.json"], {
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: "utf8",
    });
  }

  it("refuses a second process while the first holds the folder", () => {
    const result = importInAnotherProcess();
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`in use by process ${process.pid}`);
  });

  it("lets the next process in once the first has closed", async () => {
    await handle.close();
    const result = importInAnotherProcess();
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/Properties: [1-9]\d* new/);
    handle = await openDatabase({ dataDir: path.join(dataDir, "db"), role: "site" });
  });
});
