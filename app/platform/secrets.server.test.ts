import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetEnv } from "./env.server";

// Two instances with SECRET_KEY sign alike, whatever their DATA_DIR; without it, each purpose
// gets a random secret of its own, kept in DATA_DIR across restarts.

const folders: string[] = [];

/** The secrets module as a fresh process would load it, with these variables. */
async function instance(variables: Record<string, string | undefined>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "secrets-"));
  folders.push(dataDir);
  vi.resetModules();
  vi.stubEnv("DATA_DIR", dataDir);
  for (const [name, value] of Object.entries(variables)) vi.stubEnv(name, value);
  resetEnv();
  const { serverSecret } = await import("./secrets.server");
  return { serverSecret, dataDir };
}

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnv();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe("serverSecret", () => {
  it("derives each purpose's secret from SECRET_KEY: two instances agree, and no file is written", async () => {
    const key = { DATABASE_URL: "postgres://agency@db.example.be/agency", SECRET_KEY: "s".repeat(40) };
    const first = await instance(key);
    const second = await instance(key);
    expect(first.serverSecret("offer-links")).toBe(second.serverSecret("offer-links"));
    expect(first.serverSecret("offer-links")).not.toBe(first.serverSecret("captcha"));
    expect(first.serverSecret("captcha")).toMatch(/^[0-9a-f]{64}$/);
    expect(readdirSync(first.dataDir)).toEqual([]);
    const otherKey = await instance({ ...key, SECRET_KEY: "t".repeat(40) });
    expect(otherKey.serverSecret("offer-links")).not.toBe(first.serverSecret("offer-links"));
  });

  it("without SECRET_KEY, makes a random secret per purpose once and keeps it in DATA_DIR", async () => {
    const first = await instance({ DATABASE_URL: undefined, SECRET_KEY: undefined });
    const secret = first.serverSecret("visitor-hash");
    expect(readdirSync(first.dataDir)).toEqual(["visitor-hash-secret"]);
    vi.resetModules();
    const { serverSecret } = await import("./secrets.server");
    expect(serverSecret("visitor-hash")).toBe(secret);
    const other = await instance({ DATABASE_URL: undefined, SECRET_KEY: undefined });
    expect(other.serverSecret("visitor-hash")).not.toBe(secret);
  });
});
