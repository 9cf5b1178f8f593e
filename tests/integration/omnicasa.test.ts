import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { parseFeed } from "~/catalog/reshape";
import { omnicasaSource } from "~/catalog/sources/omnicasa.server";
import type { FeedBatch } from "~/catalog/sources/source";
import { SourceError } from "~/catalog/sources/source";
import type { OmnicasaDouble, OmnicasaDoubleOptions } from "../support/omnicasa-double";
import { startOmnicasaDouble } from "../support/omnicasa-double";

// The omnicasa listing source against a local Omnicasa web API serving the demo feed.

const demo = parseFeed(JSON.parse(readFileSync("content/feed/demo-feed.json", "utf8")));
const byId = <T extends { id: number }>(records: T[]) => [...records].sort((a, b) => a.id - b.id);

/** After every demo feed change: a cursor from which the demo feed holds no changes. */
const cursor = new Date("2026-12-01T00:00:00Z");

let double: OmnicasaDouble | null = null;
afterEach(async () => {
  await double?.close();
  double = null;
});

async function start(options: OmnicasaDoubleOptions = {}) {
  double = await startOmnicasaDouble(options);
  return double;
}

function sourceFor(running: OmnicasaDouble, overrides: { customerPassword?: string; timeoutMs?: number } = {}) {
  return omnicasaSource({
    url: running.url,
    customerName: running.customerName,
    customerPassword: overrides.customerPassword ?? running.customerPassword,
    timeoutMs: overrides.timeoutMs ?? 5_000,
    pageSize: 100,
  });
}

/** The rejection of a read that must fail: a SourceError that names neither credential nor query. */
async function failure(read: Promise<FeedBatch>, secrets: string[]): Promise<SourceError> {
  const error = await read.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(SourceError);
  const message = (error as SourceError).message;
  for (const secret of secrets) expect(message).not.toContain(secret);
  expect(message).not.toContain("json=");
  return error as SourceError;
}

describe("the Omnicasa listing source", () => {
  it("reads every property of the demo feed, in four languages, as one full batch that parseFeed takes", async () => {
    const running = await start();
    const batch = await sourceFor(running).read({ since: null });
    expect(batch.scope).toBe("full");
    expect(batch.deletedPropertyIds).toEqual([]);
    const parsed = parseFeed(batch.document);
    expect(parsed.rejected).toEqual([]);
    expect(parsed.properties).toHaveLength(demo.properties.length);
    expect(byId(parsed.properties)).toEqual(byId(demo.properties));
    expect(byId(parsed.projects)).toEqual(byId(demo.projects));
    expect(parsed.types).toEqual(demo.types);
    expect(parsed.cities).toEqual(demo.cities);
    // Three pages of 100 for the 285 properties, in each language.
    const pages = running.calls.filter((call) => call.method === "GetPropertyList");
    expect(pages.map((call) => call.request.Limit1)).toEqual([1, 101, 201, 1, 101, 201, 1, 101, 201, 1, 101, 201]);
    expect(running.calls.filter((call) => call.method === "GetProperty")).toHaveLength(4 * demo.properties.length);
  });

  it("takes the CRM's clock from its first answer as the next cursor", async () => {
    const running = await start();
    const before = Date.now();
    const batch = await sourceFor(running).read({ since: null });
    // An HTTP Date has whole seconds.
    expect(batch.readAt.getTime()).toBeGreaterThanOrEqual(before - 1_000);
    expect(batch.readAt.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it("asks only what changed since the cursor: a new price, and a withdrawn property", async () => {
    const running = await start();
    const [changed, gone] = demo.properties.map((property) => property.id);
    running.changePrice(changed as number, 123_456, new Date("2026-12-02T09:00:00Z"));
    running.withdraw(gone as number, new Date("2026-12-02T09:05:00Z"));

    const batch = await sourceFor(running).read({ since: cursor });
    expect(batch.scope).toBe("changes");
    expect(batch.deletedPropertyIds).toEqual([gone]);
    const parsed = parseFeed(batch.document);
    expect(parsed.rejected).toEqual([]);
    expect(parsed.properties.map((property) => [property.id, property.price])).toEqual([[changed, 123_456]]);
    // Projects, types and cities come whole all the same.
    expect(parsed.projects).toHaveLength(demo.projects.length);
    expect(parsed.cities).toHaveLength(demo.cities.length);

    const asked = running.calls.filter(
      (call) => call.method === "GetPropertyList" || call.method === "GetDeletedPropertyIDs",
    );
    expect(asked.map((call) => call.request.ChangeSince)).toEqual(Array(5).fill("2026-12-01 00:00:00"));
  });

  it("gives an empty change batch when nothing changed", async () => {
    const running = await start();
    const batch = await sourceFor(running).read({ since: cursor });
    expect(batch.document).toMatchObject({ PropertyList: [], Properties: [] });
    expect(batch.deletedPropertyIds).toEqual([]);
  });

  it("understands keys in another case and /Date(…)/ dates", async () => {
    const running = await start({ oddKeys: true, microsoftDates: true });
    const parsed = parseFeed((await sourceFor(running).read({ since: null })).document);
    expect(parsed.rejected).toEqual([]);
    expect(byId(parsed.properties)).toEqual(byId(demo.properties));
    expect(byId(parsed.projects)).toEqual(byId(demo.projects));
  });

  it("fails with the CRM's code and message when it answers Success:false", async () => {
    const running = await start({ refuse: { code: 42, message: "Office closed", method: "GetWebIDList" } });
    const error = await failure(sourceFor(running).read({ since: null }), [running.customerPassword]);
    expect(error.message).toBe(`Omnicasa GetWebIDList at ${running.url} refused: code 42, Office closed`);
  });

  it("fails on a wrong password without repeating it, even when the CRM quotes it", async () => {
    const running = await start();
    const wrong = "wrong-password-4711";
    const error = await failure(sourceFor(running, { customerPassword: wrong }).read({ since: null }), [
      wrong,
      running.customerName,
    ]);
    expect(error.message).toContain("refused: code 600");
  });

  it("fails when the CRM does not answer in time", async () => {
    const running = await start({ hang: "GetProjectList" });
    const started = Date.now();
    const error = await failure(sourceFor(running, { timeoutMs: 300 }).read({ since: null }), [
      running.customerPassword,
    ]);
    expect(error.message).toBe(`Omnicasa GetProjectList at ${running.url}: no answer within 300 ms`);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it("fails when a list breaks halfway through its pages, rather than give part of it", async () => {
    const running = await start({ failHalfway: true });
    const error = await failure(sourceFor(running).read({ since: null }), [running.customerPassword]);
    expect(error.message).toBe(`Omnicasa GetPropertyList at ${running.url} answered HTTP 500`);
    expect(running.calls.some((call) => call.method === "GetProperty")).toBe(false);
  });

  it("stops asking for details once one has failed", async () => {
    const running = await start({ refuse: { code: 7, message: "Not found", method: "GetProperty" } });
    await failure(sourceFor(running).read({ since: null }), [running.customerPassword]);
    // At most the calls already in flight, four at a time, not the 285 of the first language.
    expect(running.calls.filter((call) => call.method === "GetProperty").length).toBeLessThanOrEqual(4);
  });

  it("stops when the caller stops it", async () => {
    const running = await start({ hang: true });
    const controller = new AbortController();
    const read = sourceFor(running, { timeoutMs: 30_000 }).read({ since: null, signal: controller.signal });
    setTimeout(() => controller.abort(), 100);
    const error = await failure(read, [running.customerPassword]);
    expect(error.message).toContain("the read was stopped");
  });

  it("fails when the CRM cannot be reached", async () => {
    const running = await start();
    const url = running.url;
    await running.close();
    double = null;
    const source = omnicasaSource({ url, customerName: "a", customerPassword: "secret-1", timeoutMs: 2_000 });
    const error = await failure(source.read({ since: null }), ["secret-1"]);
    expect(error.message).toContain("could not be reached");
  });

  it("names the service by its base address only", () => {
    const source = omnicasaSource({
      url: "https://user:pw@newapi.omnicasa.com/1.13/OmnicasaService.svc?x=1",
      customerName: "a",
      customerPassword: "b",
    });
    expect(source.name).toBe("omnicasa");
    expect(source.label).toBe("https://newapi.omnicasa.com/1.13/OmnicasaService.svc/");
  });
});
