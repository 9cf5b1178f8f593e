import type { ChildProcess } from "node:child_process";
import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteContent } from "./support/content";
import { testimonialPost } from "./support/forms";
import { rawRequest } from "./support/raw-http";
import { ensureBuilt, freePort, siteUrl } from "./support/server";

// An instance that starts while its PostgreSQL is away (a restart of the database during a
// deploy, the fault run of issue 15) cannot load its catalog. Every page and form then gets one
// honest 503 in the visitor's language that says when to come back: never a 500, never a hang.
// On npm test's PostgreSQL server, the same instance then serves as soon as its database exists.

const root = path.resolve(import.meta.dirname, "../..");
const node = path.join(root, "node_modules/.bin/node");
const tsx = path.join(root, "node_modules/.bin/tsx");

describe("an instance started while its database is away", () => {
  const { dataDir, contentDir } = siteContent("site-away-");
  const serverUrl = process.env.TEST_DATABASE_URL;
  const name = `agency_site_away_${process.pid}`;
  let port: number;
  let databaseUrl: string;
  let child: ChildProcess;
  let output = "";
  const env = () => ({
    PATH: process.env.PATH,
    NODE_ENV: "production",
    SITE_URL: siteUrl,
    DATA_DIR: path.join(dataDir, "data"),
    CONTENT_DIR: contentDir,
    DATABASE_URL: databaseUrl,
    SECRET_KEY: "integration-test-key-0123456789abcdef",
  });

  beforeAll(async () => {
    ensureBuilt();
    port = await freePort();
    if (serverUrl) {
      // A database that does not exist yet: the server answers, the database is not there.
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      databaseUrl = url.href;
    } else {
      // Nobody listens on this port.
      databaseUrl = `postgres://site:site@127.0.0.1:${await freePort()}/site`;
    }
    child = spawn(node, [path.join(root, "server/index.js")], {
      cwd: root,
      stdio: "pipe",
      env: {
        ...env(),
        HOST: "127.0.0.1",
        PORT: String(port),
        TRUST_PROXY: "loopback",
        // Mail is never reached here: nothing is stored to send.
        SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
      },
    });
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    for (let tries = 0; tries < 150; tries++) {
      const alive = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (answer) => answer.ok,
        () => false,
      );
      if (alive) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`The server did not start:\n${output}`);
  }, 60_000);

  afterAll(async () => {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
    if (serverUrl) {
      const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });

  const get = (target: string) =>
    rawRequest(port, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);

  it("answers every page with a 503 in the page's language that asks to come back, within a second", async () => {
    const pages: [string, string][] = [
      ["/nl/", "Heel even niet bereikbaar"],
      ["/fr/a-vendre/", "Momentanément indisponible"],
      ["/en/for-sale/", "Briefly unavailable"],
      ["/de/zu-verkaufen/", "Kurz nicht erreichbar"],
      ["/nl/contact/", "Heel even niet bereikbaar"],
      ["/nl/te-koop/huis/gent/12345/", "Heel even niet bereikbaar"],
    ];
    for (const [target, title] of pages) {
      const answer = await get(target);
      expect({ target, status: answer.status }).toEqual({ target, status: 503 });
      expect(answer.headers["retry-after"]).toEqual(["30"]);
      expect(answer.ms).toBeLessThan(1_000);
      expect(answer.body.toString()).toContain(title);
    }
    for (const target of ["/sitemap.xml", "/api/suggestions?q=gent&lang=nl", "/nl/te-koop/?page=2"]) {
      expect({ target, status: (await get(target)).status }).toEqual({ target, status: 503 });
    }
  });

  it("answers a form with a 503, not a thank-you, and tells the health checks apart", async () => {
    const posted = await rawRequest(port, testimonialPost("Vlot verkocht, dank u.", "203.0.113.40"));
    expect(posted.status).toBe(503);
    expect(posted.body.toString()).toContain("is het niet bij ons aangekomen");
    expect((await get("/healthz")).status).toBe(200);
    expect((await get("/readyz")).status).toBe(503);
    expect(child.exitCode).toBeNull();
    expect(output).not.toMatch(/"status":500/);
  });

  it.skipIf(!serverUrl)(
    "serves its pages as soon as its database is there, without a restart",
    async () => {
      const admin = postgres(serverUrl as string, { max: 1, onnotice: () => {} });
      await admin.unsafe(`CREATE DATABASE ${name}`);
      await admin.end();
      const imported = spawnSync(node, [tsx, "scripts/import.ts", "content/feed/demo-feed.json"], {
        cwd: root,
        env: env(),
        encoding: "utf8",
      });
      expect(imported.status, imported.stderr).toBe(0);
      const home = await get("/nl/");
      expect(home.status).toBe(200);
      expect((await get("/readyz")).status).toBe(200);
    },
    60_000,
  );
});
