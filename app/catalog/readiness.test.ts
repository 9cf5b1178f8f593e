import { afterEach, describe, expect, it, vi } from "vitest";

// /readyz as a load balancer reads it: 503 naming what is missing, and never a hang.

const database = vi.hoisted(() => ({ answer: (): Promise<unknown> => Promise.resolve([]) }));
vi.mock("~/db/database.server", () => ({
  getDatabase: () => Promise.resolve({ db: { execute: () => database.answer() } }),
}));

const { readiness } = await import("./catalog.server");

afterEach(() => {
  vi.useRealTimers();
});

describe("readiness", () => {
  it("says not ready, naming the catalog, before the catalog is loaded", async () => {
    const answer = await readiness();
    expect(answer.status).toBe(503);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    expect(await answer.text()).toBe("not ready: database ok, catalog not loaded\n");
  });

  it("says the database does not answer after two seconds rather than hang", async () => {
    vi.useFakeTimers();
    database.answer = () => new Promise(() => {});
    const pending = readiness();
    await vi.advanceTimersByTimeAsync(2_000);
    const answer = await pending;
    expect(answer.status).toBe(503);
    expect(await answer.text()).toBe("not ready: database not answering, catalog not loaded\n");
  });

  it("says the database does not answer when it refuses", async () => {
    database.answer = () => Promise.reject(new Error("connection refused"));
    expect(await (await readiness()).text()).toBe("not ready: database not answering, catalog not loaded\n");
  });
});
