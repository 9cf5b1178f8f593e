import type { ChildProcess } from "node:child_process";
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "./support/raw-http";
import { testimonialPost } from "./support/forms";
import type { TestSite } from "./support/server";
import { freePort, startSite } from "./support/server";

// An agency never stops its site to run a command (issue 13 point 1): while the site serves,
// the operator adds an owner, approves a testimonial and imports a feed, and visitors see the
// result at once. On the embedded database the command runs inside the server; on PostgreSQL
// in its own process, and the site serves the new catalog within seconds.

let site: TestSite;
const feedFile = path.join(os.tmpdir(), `feed-without-one-${process.pid}.json`);

beforeAll(async () => {
  site = await startSite({ captcha: false });
}, 120_000);

afterAll(async () => {
  await site?.close();
});

type Feed = { PropertyList: { ID: number; Goal: number }[]; Properties: { ID: number }[] };

/** The first for-sale property of the Dutch sitemap, and its id. */
async function someSaleProperty(): Promise<{ path: string; id: number }> {
  const sitemap = await (await fetch(`${site.origin}/sitemap/nl.xml`)).text();
  const found = [...sitemap.matchAll(/<loc>[^<]*?(\/nl\/te-koop\/[^<]+\/(\d+)\/)<\/loc>/g)][0];
  if (!found?.[1] || !found[2]) throw new Error("no property for sale in the sitemap");
  return { path: found[1], id: Number(found[2]) };
}

async function eventually(check: () => Promise<boolean>, ms = 15_000): Promise<boolean> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

const node = path.resolve("node_modules/.bin/node");

/** A server's environment as `npm start` gives it, on `dataDir` and `port`, rendering on its main thread. */
function serverEnv(dataDir: string, port: number): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    RENDER_THREADS: "0",
  };
}

describe("operating the site while it serves", () => {
  it("adds an owner who can log in at once", async () => {
    const { id } = await someSaleProperty();
    const saved = await site.command("scripts/owners.ts", [
      "save",
      "--email=marleen@example.be",
      "--name=Marleen Claes",
      `--properties=${id}`,
    ]);
    expect(saved.stderr).toBe("");
    expect(saved.status).toBe(0);
    expect(saved.stdout).toMatch(/Owner \d+ created: marleen@example\.be/);
    const password = /Password \(shown once\): (\S+)/.exec(saved.stdout)?.[1] ?? "none";
    const listed = await site.command("scripts/owners.ts");
    expect(listed.stdout).toContain(`marleen@example.be  Marleen Claes  properties: ${id}`);
    const login = await fetch(`${site.origin}/nl/login/`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "10.9.0.1" },
      body: new URLSearchParams({ email: "marleen@example.be", password }),
    });
    expect(login.status).toBe(302);
    const cookie = login.headers.get("set-cookie")?.split(";")[0] ?? "";
    const ownerPage = await fetch(new URL(login.headers.get("location") ?? "/", site.origin), {
      headers: { Cookie: cookie },
    });
    expect(ownerPage.status).toBe(200);
    expect(await ownerPage.text()).toContain("Marleen");
    // The server ran the command, and its log names the command, never the password.
    if (!process.env.TEST_DATABASE_URL) expect(site.output()).toContain('"command":"owners"');
    expect(site.output()).not.toContain(password);
  }, 60_000);

  it("approves a testimonial sent through the site, which then shows on the page", async () => {
    const sent = await rawRequest(
      site.port,
      testimonialPost("Binnen de maand verkocht, altijd bereikbaar.", "10.9.0.2"),
      5_000,
    );
    expect(sent.status).toBe(303);
    const waiting = await site.command("scripts/testimonials.ts");
    expect(waiting.status).toBe(0);
    const id = /#(\d+)\s.*Hilde/.exec(waiting.stdout)?.[1] ?? "none";
    const page = () => fetch(`${site.origin}/nl/onze-meerwaarde/`).then((answer) => answer.text());
    expect(await page()).not.toContain("Binnen de maand verkocht");
    const approved = await site.command("scripts/testimonials.ts", ["approve", id]);
    expect(approved.stdout).toContain(`Testimonial ${id} approved`);
    expect(await page()).toContain("Binnen de maand verkocht");
  }, 60_000);

  it("imports a feed while visitors browse: every page answers, and a withdrawn property is gone at once", async () => {
    const { path: withdrawnPath, id } = await someSaleProperty();
    const feed = JSON.parse(readFileSync("content/feed/demo-feed.json", "utf8")) as Feed;
    feed.PropertyList = feed.PropertyList.filter((summary) => summary.ID !== id);
    feed.Properties = feed.Properties.filter((record) => record.ID !== id);
    writeFileSync(feedFile, JSON.stringify(feed));

    let browsing = true;
    const statuses: number[] = [];
    const visitor = (async () => {
      while (browsing) {
        const answer = await fetch(`${site.origin}/nl/te-koop/`);
        await answer.arrayBuffer();
        statuses.push(answer.status);
      }
    })();
    const imported = await site.command("scripts/import.ts", [feedFile]);
    browsing = false;
    await visitor;
    expect(imported.stderr).toBe("");
    expect(imported.status).toBe(0);
    expect(imported.stdout).toMatch(/Properties: 0 new, 0 changed \(0 in price\), \d+ unchanged, 1 withdrawn/);
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 200)).toBe(true);
    // In the server's process the catalog is served as soon as it is committed; another process
    // (PostgreSQL) is seen within seconds.
    expect(
      await eventually(
        async () => (await fetch(`${site.origin}${withdrawnPath}`, { redirect: "manual" })).status !== 200,
      ),
    ).toBe(true);
    expect(site.running()).toBe(true);
  }, 90_000);

  it("refuses a command it does not know, and a sync that is already running does not start twice", async () => {
    const wrong = await site.command("scripts/testimonials.ts", ["publish-all"]);
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toContain('unknown command "publish-all"');
    // Two numbers at once: neither is decided, and the command says why.
    const two = await site.command("scripts/testimonials.ts", ["approve", "1", "2"]);
    expect(two.status).toBe(2);
    expect(two.stderr).toContain('"2" was not expected; nothing changed');
    const [first, second] = await Promise.all([
      site.command("scripts/sync.ts", ["--force"]),
      site.command("scripts/sync.ts", ["--force"]),
    ]);
    const outcomes = [first, second].map((run) => `${run.status} ${run.stdout}${run.stderr}`);
    // The demo source brings the withdrawn property back: one run publishes it, and the other
    // either waited its turn or was told a sync was running.
    expect(
      outcomes.some((outcome) => /^0 [\s\S]*Properties: \d+ new, 1 changed/.test(outcome)),
      outcomes.join("\n"),
    ).toBe(true);
    for (const outcome of outcomes) {
      expect(outcome).toMatch(/^(0 [\s\S]*Properties:|1 [\s\S]*Another sync is running)/);
    }
    // The runs are on record, newest first, with what they did.
    const history = await site.command("scripts/sync.ts", ["--history"]);
    expect(history.stdout).toMatch(
      /#\d+ +[\d-]+ [\d:]+ UTC +published +full +content\/feed\/demo-feed\.json\n +Properties: \d+ new, 1 changed/,
    );
    expect(history.stdout).toMatch(
      /published +full +\S*feed-without-one-\d+\.json\n +Properties: 0 new, 0 changed \(0 in price\), \d+ unchanged, 1 withdrawn/,
    );
  }, 120_000);

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    "the operator's socket shrugs off garbage, a huge line and a connection left open, and still takes a command",
    async () => {
      const socket = path.join(site.dataDir, "operator.sock");
      const answer = (payload: string | Buffer, end = true) =>
        new Promise<string>((resolve) => {
          const client = net.connect(socket);
          let received = "";
          client.on("data", (chunk: Buffer) => (received += chunk.toString()));
          client.on("close", () => resolve(received));
          client.on("error", () => resolve(received));
          client.on("connect", () => (end ? client.end(payload) : client.write(payload)));
          setTimeout(() => client.destroy(), 3_000);
        });
      expect(await answer("not json\n")).toContain('{"exit":2}');
      expect(await answer('{"command":"constructor","args":[]}\n')).toContain('{"exit":2}');
      expect(await answer('{"command":"owners","args":[1,2]}\n')).toContain('{"exit":2}');
      expect(await answer(Buffer.alloc(200_000, "a"), false)).toBe("");
      await answer('{"command":"owners"', false);
      expect(site.running()).toBe(true);
      expect((await fetch(`${site.origin}/healthz`)).status).toBe(200);
      const listed = await site.command("scripts/owners.ts");
      expect(listed.status).toBe(0);
      expect(listed.stdout).toContain("marleen@example.be");
    },
    30_000,
  );

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    "refuses a sync whose listing settings differ from the site's, and says that the site's are what run",
    async () => {
      const refused = await site.command("scripts/sync.ts", ["--force"], {
        LISTING_SOURCE: "json",
        LISTING_FEED_URL: "http://127.0.0.1:9/feed.json?token=feed-token-2650",
      });
      expect(refused.status).toBe(2);
      expect(refused.stdout).not.toContain("Syncing from");
      expect(refused.stderr.trim()).toBe(
        "LISTING_SOURCE, LISTING_FEED_URL in your environment differ from the running site's, and the site runs the " +
          "command with its own settings (LISTING_SOURCE=demo): nothing was run. To change them, set them in the " +
          "site's environment and restart the site; to run with the site's, leave them out of the command.",
      );
      expect(site.output()).not.toContain("feed-token-2650");
      // The operator's setting that is the site's own is no reason to refuse.
      const same = await site.command("scripts/sync.ts", ["--history"], { LISTING_SOURCE: "demo" });
      expect(same.stderr).toBe("");
      expect(same.status).toBe(0);
    },
    60_000,
  );

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    "db:migrate while the site runs says that the site migrated the database, and succeeds",
    async () => {
      const migrated = await site.command("scripts/migrate.ts");
      expect(migrated.stderr).toBe("");
      expect(migrated.status).toBe(0);
      expect(migrated.stdout.trim()).toBe(
        `The running site (process ${site.pid}) holds the database (embedded, ${path.join(site.dataDir, "db")}) ` +
          "and migrated it when it started: nothing to do. A newer version applies its migrations itself when the site restarts.",
      );
    },
    60_000,
  );

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    "db:migrate while a command holds the database names the command, not a running site",
    async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), "migrate-beside-command-"));
      const command = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
      try {
        mkdirSync(path.join(dataDir, "db"), { recursive: true });
        writeFileSync(path.join(dataDir, "db", "agency.lock"), `${command.pid} command`);
        const migrated = await site.command("scripts/migrate.ts", [], { DATA_DIR: dataDir });
        expect(migrated.stderr).toBe("");
        expect(migrated.status).toBe(0);
        expect(migrated.stdout.trim()).toBe(
          `Another command (process ${command.pid}) holds the database (embedded, ${path.join(dataDir, "db")}) ` +
            "and migrated it when it opened it: nothing to do. Run db:migrate again once it has ended to be sure.",
        );
      } finally {
        command.kill();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    60_000,
  );

  /** A second server, as a second `npm start` runs it, with the given DATA_DIR and PORT. */
  function secondServer(dataDir: string, port: number) {
    const started = Date.now();
    const result = spawnSync(node, ["server/index.js"], {
      env: serverEnv(dataDir, port),
      encoding: "utf8",
      timeout: 30_000,
    });
    return { ...result, ms: Date.now() - started };
  }

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    "a second server on the site's DATA_DIR stops at once and names the site's process",
    async () => {
      const second = secondServer(site.dataDir, await freePort());
      expect(second.status).toBe(1);
      expect(second.ms).toBeLessThan(15_000);
      expect(second.stdout).not.toContain("is ready");
      expect(second.stderr.trim()).toBe(
        `The server cannot start: the embedded database in ${path.join(site.dataDir, "db")} is held by process ` +
          `${site.pid}, the running site. Stop it first, or start this one with another DATA_DIR.`,
      );
      expect(site.running()).toBe(true);
    },
    30_000,
  );

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    "a server whose embedded database a command holds (one run just after a crash) waits for it, then starts",
    async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), "held-by-command-"));
      const command = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
      let server: ChildProcess | undefined;
      try {
        mkdirSync(path.join(dataDir, "db"), { recursive: true });
        writeFileSync(path.join(dataDir, "db", "agency.lock"), `${command.pid} command`);
        server = spawn(node, ["server/index.js"], { env: serverEnv(dataDir, await freePort()) });
        let stdout = "";
        let stderr = "";
        server.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
        server.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
        expect(await eventually(async () => stderr.includes("waits"), 15_000)).toBe(true);
        expect(stderr.trim()).toBe(
          `The embedded database in ${path.join(dataDir, "db")} is held by command process ${command.pid}: ` +
            "the server waits for it to finish.",
        );
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        expect(server.exitCode).toBeNull();
        command.kill();
        expect(await eventually(async () => stdout.includes("is ready"), 30_000)).toBe(true);
      } finally {
        command.kill();
        server?.kill();
        if (server && server.exitCode === null) await new Promise((resolve) => server?.once("exit", resolve));
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    60_000,
  );

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    "two servers started at the same moment on one DATA_DIR: one serves, the other stops with one sentence",
    async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), "started-together-"));
      const servers: { child: ChildProcess; port: number; stdout: string; stderr: string }[] = [];
      try {
        for (const port of [await freePort(), await freePort()]) {
          const child = spawn(node, ["server/index.js"], { env: serverEnv(dataDir, port) });
          const server = { child, port, stdout: "", stderr: "" };
          child.stdout?.on("data", (chunk: Buffer) => (server.stdout += chunk.toString()));
          child.stderr?.on("data", (chunk: Buffer) => (server.stderr += chunk.toString()));
          servers.push(server);
        }
        expect(await eventually(async () => servers.some((server) => server.child.exitCode !== null), 30_000)).toBe(
          true,
        );
        const [stopped, serving] = servers[0]?.child.exitCode !== null ? servers : [...servers].reverse();
        expect(stopped?.child.exitCode).toBe(1);
        expect(stopped?.stderr.trim()).toBe(
          `The server cannot start: the embedded database in ${path.join(dataDir, "db")} is held by process ` +
            `${serving?.child.pid}, the running site. Stop it first, or start this one with another DATA_DIR.`,
        );
        expect(await eventually(async () => serving?.stdout.includes("is ready") ?? false, 30_000)).toBe(true);
        expect(serving?.child.exitCode).toBeNull();
      } finally {
        for (const { child } of servers) {
          child.kill();
          if (child.exitCode === null) await new Promise((resolve) => child.once("exit", resolve));
        }
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    60_000,
  );

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    "a lock an earlier version wrote (a pid alone) is taken for a site's: a second server stops at once",
    () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), "held-by-old-"));
      try {
        mkdirSync(path.join(dataDir, "db"), { recursive: true });
        writeFileSync(path.join(dataDir, "db", "agency.lock"), String(site.pid));
        const second = secondServer(dataDir, site.port + 1);
        expect(second.status).toBe(1);
        expect(second.stderr.trim()).toBe(
          `The server cannot start: the embedded database in ${path.join(dataDir, "db")} is held by process ` +
            `${site.pid}, the running site. Stop it first, or start this one with another DATA_DIR.`,
        );
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    30_000,
  );

  it("a second server on the site's port stops at once and says the port is taken", () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "second-server-"));
    try {
      const second = secondServer(dataDir, site.port);
      expect(second.status).toBe(1);
      expect(second.ms).toBeLessThan(15_000);
      expect(second.stderr.trim()).toBe(
        `The server cannot start: port ${site.port} on 127.0.0.1 is in use by another server. Stop it, or choose another PORT.`,
      );
      expect(readdirSync(dataDir)).not.toContain("db");
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 30_000);
});
