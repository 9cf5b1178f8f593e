import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type * as LoginModule from "~/owners/login.server";

// The owner's login as the server answers it: a session cookie and the owner's page, or a
// 4xx with the reason, and a 503 (never a 500) when the database is away.

type Login = typeof LoginModule;
const origin = "http://127.0.0.1:3000";

function post(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(`${origin}/nl/login/`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Origin: origin, "X-Client-IP": "203.0.113.77", ...headers },
  });
}

function statusOf(result: Response | { init: ResponseInit | null }): number {
  return result instanceof Response ? result.status : (result.init?.status ?? 200);
}

describe("the owner login", () => {
  let dataDir: string;
  let login: Login;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "owner-login-"));
    vi.stubEnv("DATA_DIR", dataDir);
    vi.stubEnv("DATABASE_URL", undefined);
    const { getDatabase } = await import("~/db/database.server");
    const { saveOwner } = await import("~/owners/accounts.server");
    const { db } = await getDatabase();
    await saveOwner(db, {
      email: "els@example.be",
      name: "Els",
      language: "nl",
      password: "zonnebloem-2650",
      propertyIds: [],
    });
    login = await import("~/owners/login.server");
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const url = new URL(`${origin}/nl/login/`);

  it("signs the owner in with an HttpOnly session cookie and sends them to their page", async () => {
    const result = await login.logIn(post({ email: "Els@Example.be", password: "zonnebloem-2650" }), url, "nl");
    expect(statusOf(result)).toBe(302);
    const answer = result as Response;
    expect(answer.headers.get("Location")).toBe("/nl/eigenaar/");
    expect(answer.headers.get("Set-Cookie")).toMatch(
      /^owner_session=[\w-]{43}; Path=\/; Max-Age=1209600; HttpOnly; SameSite=Lax$/,
    );
  });

  it("answers a wrong password 401, empty fields 400 and another site's post 403, keeping the address", async () => {
    const wrong = await login.logIn(post({ email: "els@example.be", password: "fout" }), url, "nl");
    expect(statusOf(wrong)).toBe(401);
    expect((wrong as { data: LoginModule.LoginActionData }).data).toEqual({
      problem: "failed",
      email: "els@example.be",
    });
    expect(statusOf(await login.logIn(post({ email: "els@example.be", password: "" }), url, "nl"))).toBe(400);
    const foreign = post({ email: "els@example.be", password: "zonnebloem-2650" }, { Origin: "https://evil.example" });
    expect(statusOf(await login.logIn(foreign, url, "nl"))).toBe(403);
  });

  it("stops guessing after ten tries in a quarter of an hour (429)", async () => {
    const guess = () =>
      login.logIn(post({ email: "els@example.be", password: "raden" }, { "X-Client-IP": "203.0.113.99" }), url, "nl");
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) statuses.push(statusOf(await guess()));
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("answers 503 when the database cannot be reached", async () => {
    vi.resetModules();
    vi.stubEnv("DATABASE_URL", "postgres://agency@127.0.0.1:9/agency");
    const broken: Login = await import("~/owners/login.server");
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const result = await broken.logIn(post({ email: "els@example.be", password: "zonnebloem-2650" }), url, "nl");
    error.mockRestore();
    expect(statusOf(result)).toBe(503);
  });
});
