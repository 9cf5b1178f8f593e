import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type * as ConsentModule from "~/routes/consent";
import { siteDataRemover } from "./support/site-data";

// The consent log (issue 6): every cookie choice is kept with its time, the policy version and
// the categories, and nothing that identifies the visitor.

type ConsentRoute = typeof ConsentModule;

describe("POST /api/consent", () => {
  let dataDir: string;
  let removeData: () => Promise<void>;
  let route: ConsentRoute;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "consent-"));
    vi.stubEnv("DATA_DIR", dataDir);
    vi.stubEnv("DATABASE_URL", undefined);
    removeData = await siteDataRemover(dataDir);
    route = await import("~/routes/consent");
  });
  afterAll(() => removeData());

  const choose = (fields: Record<string, string>, ip = "203.0.113.5") => {
    const url = new URL("http://127.0.0.1:3000/api/consent");
    const request = new Request(url, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "X-Client-IP": ip },
    });
    return route.action({ request, url, params: {}, context: {} } as Parameters<ConsentRoute["action"]>[0]);
  };

  it("saves the choice in a cookie, logs it without the IP, and goes back to the page", async () => {
    const answer = await choose({ choice: "some", analytical: "on", returnTo: "/nl/te-koop/?setcookies=1&type=1" });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/nl/te-koop/?type=1");
    expect(answer.headers.get("Set-Cookie")).toMatch(
      /^cookie_consent=2026-11-01%7Canalytical; Path=\/; Max-Age=\d+; SameSite=Lax$/,
    );
    await choose({ choice: "none", returnTo: "https://evil.example/" });
    const { getDatabase } = await import("~/db/database.server");
    const { consentLog } = await import("~/db/schema");
    const rows = await (await getDatabase()).db.select().from(consentLog).orderBy(consentLog.id);
    expect(rows.map((row) => [row.policyVersion, row.categories])).toEqual([
      ["2026-11-01", ["analytical"]],
      ["2026-11-01", []],
    ]);
    expect(JSON.stringify(rows)).not.toContain("203.0.113.5");
  });

  it("refuses a choice it does not know, and another site's post", async () => {
    expect((await choose({ choice: "everything" })).status).toBe(400);
    const url = new URL("http://127.0.0.1:3000/api/consent");
    const request = new Request(url, {
      method: "POST",
      body: new URLSearchParams({ choice: "all" }),
      headers: { Origin: "https://evil.example" },
    });
    const answer = await route.action({ request, url, params: {}, context: {} } as Parameters<
      ConsentRoute["action"]
    >[0]);
    expect(answer.status).toBe(403);
  });

  it("logs a visitor's first twenty choices in ten minutes; the next still hold, unlogged", async () => {
    const { getDatabase } = await import("~/db/database.server");
    const { consentLog } = await import("~/db/schema");
    const { count } = await import("drizzle-orm");
    const logged = async () =>
      (await (await getDatabase()).db.select({ rows: count() }).from(consentLog))[0]?.rows ?? 0;
    const before = await logged();
    for (let n = 0; n < 30; n++) {
      const answer = await choose({ choice: n % 2 ? "all" : "none" }, "198.51.100.20");
      expect(answer.status).toBe(303);
      expect(answer.headers.get("Set-Cookie")).toMatch(/^cookie_consent=/);
    }
    expect((await logged()) - before).toBe(20);
    // Someone else's choice is logged.
    await choose({ choice: "all" }, "198.51.100.21");
    expect((await logged()) - before).toBe(21);
  });
});
