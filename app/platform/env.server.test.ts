import { afterEach, describe, expect, it, vi } from "vitest";
import { env, resetEnv } from "./env.server";

// The listing source and the sync's interval are checked when the server starts: a wrong or
// missing value stops it with the variable's name, instead of a sync that fails every 15 minutes.

function withEnv(values: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(values)) vi.stubEnv(name, value);
  resetEnv();
  return env;
}

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnv();
});

describe("the listing source's settings", () => {
  it("reads the demo feed by default, and never syncs it on a schedule", () => {
    const read = withEnv({ LISTING_SOURCE: undefined, SYNC_INTERVAL: undefined });
    expect(read()).toMatchObject({ LISTING_SOURCE: "demo", SYNC_INTERVAL: 0 });
  });

  it("syncs a live source every 15 minutes unless told otherwise", () => {
    const read = withEnv({ LISTING_SOURCE: "json", LISTING_FEED_URL: "https://crm.example.be/feed.json" });
    expect(read().SYNC_INTERVAL).toBe(15 * 60_000);
    expect(withEnv({ SYNC_INTERVAL: "1h" })().SYNC_INTERVAL).toBe(3_600_000);
    expect(withEnv({ SYNC_INTERVAL: "90s" })().SYNC_INTERVAL).toBe(90_000);
    expect(withEnv({ SYNC_INTERVAL: "0" })().SYNC_INTERVAL).toBe(0);
  });

  it("names each missing Omnicasa setting, and a base without its closing slash", () => {
    const read = withEnv({ LISTING_SOURCE: "omnicasa", OMNICASA_URL: undefined, OMNICASA_CUSTOMER_NAME: undefined });
    expect(read).toThrow(/OMNICASA_URL: is required when LISTING_SOURCE is omnicasa/);
    expect(read).toThrow(/OMNICASA_CUSTOMER_NAME: is required/);
    expect(read).toThrow(/OMNICASA_CUSTOMER_PASSWORD: is required/);
    const noSlash = withEnv({
      OMNICASA_URL: "https://crm.example.be/1.12/OmnicasaService.svc",
      OMNICASA_CUSTOMER_NAME: "agency",
      OMNICASA_CUSTOMER_PASSWORD: "secret",
    });
    expect(noSlash).toThrow(/OMNICASA_URL: must end in a slash/);
  });

  it("refuses an interval it cannot read, and a json source without its URL", () => {
    expect(withEnv({ SYNC_INTERVAL: "soon" })).toThrow(/SYNC_INTERVAL: must be a duration/);
    expect(withEnv({ SYNC_INTERVAL: undefined, LISTING_SOURCE: "json", LISTING_FEED_URL: undefined })).toThrow(
      /LISTING_FEED_URL: is required when LISTING_SOURCE is json/,
    );
  });
});

describe("the secret key", () => {
  it("is required on PostgreSQL, where every instance must sign alike, and must be long enough", () => {
    const database = "postgres://agency@db.example.be/agency";
    expect(withEnv({ DATABASE_URL: database, SECRET_KEY: undefined })).toThrow(
      /SECRET_KEY: is required when DATABASE_URL is set/,
    );
    expect(withEnv({ DATABASE_URL: database, SECRET_KEY: "short" })).toThrow(
      /SECRET_KEY: must be at least 32 characters/,
    );
    expect(withEnv({ DATABASE_URL: database, SECRET_KEY: "k".repeat(64) })().SECRET_KEY).toBe("k".repeat(64));
    expect(withEnv({ DATABASE_URL: undefined, SECRET_KEY: undefined })().SECRET_KEY).toBeUndefined();
  });
});
