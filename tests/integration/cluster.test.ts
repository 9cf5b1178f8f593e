import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freshDatabase } from "./support/database";

// npm run start:cluster (issue 15 point 5): two instances behind one port on one PostgreSQL,
// each with its own memory; one killed is started again while the other serves; SIGTERM stops
// them all. Only in the PostgreSQL step of npm test, on a database of its own.

const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const root = path.resolve(import.meta.dirname, "../..");
const cleanups: (() => Promise<void> | void)[] = [];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** One GET on a connection of its own: a pooled one may lead to an instance that was killed. */
function get(url: string): Promise<{ status: number; cache: string | undefined }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers: { "User-Agent": browser } }, (response) => {
        response.resume();
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, cache: response.headers["x-cache"] as string | undefined }),
        );
      })
      .on("error", reject)
      .setTimeout(5_000, function (this: http.ClientRequest) {
        this.destroy(new Error(`${url}: no answer within 5 s`));
      });
  });
}

async function until(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)("npm run start:cluster", () => {
  it("serves from two instances on one port, starts a killed one again, and stops them all on SIGTERM", async () => {
    const database = await freshDatabase();
    cleanups.push(() => database.close());
    const dataDir = mkdtempSync(path.join(tmpdir(), "cluster-"));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const primary: ChildProcess = spawn(
      path.join(root, "node_modules/.bin/node"),
      ["scripts/start-cluster.mjs", "--instances", "2"],
      {
        cwd: root,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          PORT: String(port),
          DATA_DIR: dataDir,
          DATABASE_URL: database.url,
          SECRET_KEY: "cluster-test-key-0123456789abcdef0123",
          LISTING_SOURCE: "demo",
        },
        stdio: "pipe",
      },
    );
    let output = "";
    primary.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    primary.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => primary.on("exit", resolve));
    cleanups.push(() => {
      if (primary.exitCode === null) primary.kill("SIGKILL");
    });

    const ready = () => get(`${origin}/readyz`).then((answer) => answer.status === 200);
    expect(
      await until(async () => (output.match(/is ready at/g) ?? []).length === 2 && (await ready()), 90_000),
      output,
    ).toBe(true);

    // Both instances take visitors: the kernel hands each new connection to whichever accepts.
    const started = () => [...output.matchAll(/Instance (\d+) started/g)].map((match) => Number(match[1]));
    const pids = started();
    expect(pids).toHaveLength(2);
    const served = async () => {
      await Promise.all(Array.from({ length: 16 }, () => get(`${origin}/nl/`)));
      const logged = [...output.matchAll(/"pid":(\d+),[^\n]*"path":"\/nl\/"/g)].map((match) => Number(match[1]));
      return pids.every((pid) => logged.includes(pid));
    };
    expect(await until(served, 20_000)).toBe(true);

    // One instance killed: the other serves meanwhile, and another takes its place.
    process.kill(pids[0] ?? 0, "SIGKILL");
    for (let request = 0; request < 6; request++) expect(await ready()).toBe(true);
    expect(await until(async () => started().length === 3, 60_000), output).toBe(true);

    primary.kill("SIGTERM");
    expect(await exited).toBe(0);
    for (const pid of started()) expect(() => process.kill(pid, 0)).toThrow();
  }, 180_000);
});
