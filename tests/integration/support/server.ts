import type { ChildProcess } from "node:child_process";
import { spawn, spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import type { TestMailbox } from "./smtp";
import { testMailbox } from "./smtp";
import { siteContent } from "./content";

// The real site for the integration tests that speak HTTP: the BUILT server (server/index.js,
// as `npm start` runs it) on 127.0.0.1 and a free port, with a fresh DATA_DIR holding the demo
// feed, its mail going to a real SMTP server (./smtp.ts) so that tests read what was mailed,
// and, when TEST_DATABASE_URL is set (npm test's PostgreSQL step), a fresh database on that
// server. Rows are counted straight from the database: PostgreSQL at any time, the embedded
// database (whose folder the server holds locked) once the server has stopped.

const root = path.resolve(import.meta.dirname, "../../..");
const node = path.join(root, "node_modules/.bin/node");
const tsx = path.join(root, "node_modules/.bin/tsx");

/** The site's public address: deliberately not the address the server listens on. */
export const siteUrl = "https://www.immo-zuidrand.test";

export interface TestOwner {
  email: string;
  name: string;
  password: string;
  properties: number[];
}

export interface SiteOptions {
  /** The forms' captcha as the site configuration has it (true), or switched off. */
  captcha?: boolean;
  /** Owner accounts made with scripts/owners.ts before the server starts. */
  owners?: TestOwner[];
  /** More environment for the server and its commands (LISTING_SOURCE, SYNC_INTERVAL…). */
  env?: Record<string, string>;
}

export interface CommandResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

export interface TestSite {
  /** Where the server listens: http://127.0.0.1:<port>. */
  origin: string;
  port: number;
  /** SITE_URL. */
  siteUrl: string;
  /** The site's DATA_DIR. */
  dataDir: string;
  pid: number;
  mailbox: TestMailbox;
  /** The server's stdout and stderr so far (JSON log lines and the ready line). */
  output(): string;
  /**
   * The log lines of server errors and 5xx answers so far. /readyz's 503 while the server
   * starts is its designed answer ("not ready yet"), not one of them.
   */
  serverErrors(): string[];
  /** The server process's resident memory, in kB (from /proc). */
  rssKb(): number;
  /** True while the server process lives. */
  running(): boolean;
  /** The process ids of the server's child processes (the image worker), from /proc. */
  children(): number[];
  /**
   * Runs an operator's script (`scripts/owners.ts`, …) against this site's data, as `npm run` would,
   * with the operator's own variables in `more`.
   */
  command(script: string, args?: string[], more?: Record<string, string>): Promise<CommandResult>;
  /** Stops the server (SIGTERM), waiting for it to exit. */
  stop(): Promise<void>;
  /** Runs a query on the site's database; on the embedded database, only after stop(). */
  query<Row = Record<string, unknown>>(sql: string): Promise<Row[]>;
  /** The number of rows in each table of the site's database (see query()). */
  counts(): Promise<Record<string, number>>;
  /** Stops the server and the mail server, and removes the data folder and the database. */
  close(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((entry) => newestMtime(path.join(target, entry))));
}

/**
 * Builds the site (under the shared build lock) unless the build is newer than its sources.
 * TEST_SITE_BUILD=existing takes the build as it is (while the sources are half-edited).
 */
export function ensureBuilt() {
  const built = path.join(root, "build/server/index.js");
  if (process.env.TEST_SITE_BUILD === "existing" && existsSync(built)) return;
  const sources = ["app", "vite.config.ts", "react-router.config.ts", "package-lock.json", "tsconfig.json"];
  const newest = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));
  if (existsSync(built) && statSync(built).mtimeMs > newest) return;
  const result = spawnSync("flock", ["/tmp/build.lock", path.join(root, "node_modules/.bin/react-router"), "build"], {
    cwd: root,
    stdio: "pipe",
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`The site could not be built:\n${result.stdout}\n${result.stderr}`);
}

function runScript(args: string[], env: NodeJS.ProcessEnv, input?: string) {
  const result = spawnSync(node, [tsx, ...args], { cwd: root, env, encoding: "utf8", input });
  if (result.status !== 0) throw new Error(`${args.join(" ")} failed:\n${result.stdout}\n${result.stderr}`);
}

// Settings that only the running server reads: a site with any other setting of its own imports
// the demo feed itself.
const serverOnly = new Set(["RENDER_THREADS", "PAGE_CACHE_MB"]);

/**
 * Imports the demo feed into the site's DATA_DIR. On the embedded database the import runs once
 * per version of the sources (a few seconds each) and each site starts from a copy of its folder;
 * `own` imports for this site alone (its own database server, its own settings).
 */
function importDemoFeed(env: NodeJS.ProcessEnv, own: boolean) {
  const dataDir = env.DATA_DIR as string;
  const command = ["scripts/import.ts", "content/feed/demo-feed.json"];
  // The database is made first, as npm start does: the operator's commands refuse a DATA_DIR without one.
  const migrateAndImport = (into: NodeJS.ProcessEnv) => {
    runScript(["scripts/migrate.ts"], into);
    runScript(command, into);
  };
  if (own) return migrateAndImport(env);
  const sources = ["app", "scripts", "drizzle", "content/feed", "package-lock.json"];
  const version = Math.max(...sources.map((source) => newestMtime(path.join(root, source)))).toFixed(0);
  const templates = path.join(root, "tmp/integration-demo");
  const template = path.join(templates, version);
  if (!existsSync(template)) {
    // Made aside and moved into place whole: two test files may make it at once.
    mkdirSync(templates, { recursive: true });
    const made = mkdtempSync(path.join(templates, "making-"));
    migrateAndImport({ ...env, DATA_DIR: made });
    for (const old of readdirSync(templates))
      if (old !== version && !old.startsWith("making-"))
        rmSync(path.join(templates, old), { recursive: true, force: true });
    try {
      renameSync(made, template);
    } catch {
      rmSync(made, { recursive: true, force: true });
    }
  }
  cpSync(template, dataDir, { recursive: true });
}

let databases = 0;

/** A fresh database on TEST_DATABASE_URL's server, or null for the embedded one. */
async function freshServerDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return null;
  const name = `agency_site_${process.pid}_${++databases}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`DROP DATABASE IF EXISTS ${name}`);
  await admin.unsafe(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const cleanup = postgres(serverUrl, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** Starts the built site on a free port with the demo feed, and waits until /readyz says 200. */
export async function startSite(options: SiteOptions = {}): Promise<TestSite> {
  ensureBuilt();
  const { dataDir, contentDir } = siteContent("site-data-", { captcha: options.captcha });
  const mailbox = await testMailbox();
  const database = await freshServerDatabase();
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    SITE_URL: siteUrl,
    // The tests pose as many visitors through X-Forwarded-For, as a proxy on this machine would.
    TRUST_PROXY: "loopback",
    DATA_DIR: path.join(dataDir, "data"),
    CONTENT_DIR: contentDir,
    SMTP_URL: mailbox.url,
    LOG_LEVEL: "info",
    // Pages rendered on the main thread: a render thread loads a second copy of the build at each
    // start, and two files start servers at once. render-threads.test.ts turns them on and proves
    // them alike; the journeys run with the default (decision 064).
    RENDER_THREADS: "0",
    ...(database ? { DATABASE_URL: database.url, SECRET_KEY: "integration-test-key-0123456789abcdef" } : {}),
    ...options.env,
  };
  importDemoFeed(env, Boolean(database) || Object.keys(options.env ?? {}).some((name) => !serverOnly.has(name)));
  for (const owner of options.owners ?? []) {
    runScript(
      [
        "scripts/owners.ts",
        "save",
        `--email=${owner.email}`,
        `--name=${owner.name}`,
        `--properties=${owner.properties.join(",")}`,
        "--password-stdin",
      ],
      env,
      `${owner.password}\n`,
    );
  }

  const child: ChildProcess = spawn(node, [path.join(root, "server/index.js")], { cwd: root, env, stdio: "pipe" });
  let output = "";
  let exited = false;
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<void>((resolve) =>
    child.on("exit", () => {
      exited = true;
      resolve();
    }),
  );
  const origin = `http://127.0.0.1:${port}`;

  const stop = async () => {
    if (!exited) {
      child.kill("SIGTERM");
      const killed = setTimeout(() => child.kill("SIGKILL"), 20_000);
      await exit;
      clearTimeout(killed);
    }
  };
  /** Runs `work` with one connection to the site's database. */
  const withDatabase = async <T>(work: (run: (sql: string) => Promise<unknown[]>) => Promise<T>): Promise<T> => {
    if (database) {
      const client = postgres(database.url, { max: 1, onnotice: () => {} });
      try {
        return await work(async (sql) => [...(await client.unsafe(sql))]);
      } finally {
        await client.end();
      }
    }
    if (!exited) throw new Error("The embedded database can be read only once the server has stopped");
    const client = await PGlite.create(path.join(env.DATA_DIR as string, "db"));
    try {
      return await work(async (sql) => (await client.query(sql)).rows);
    } finally {
      await client.close();
    }
  };
  const query = <Row>(sql: string) => withDatabase(async (run) => (await run(sql)) as Row[]);

  const started = Date.now();
  for (;;) {
    if (exited) throw new Error(`The server stopped while starting:\n${output}`);
    const healthy = await fetch(`${origin}/readyz`)
      .then((answer) => answer.status === 200)
      .catch(() => false);
    if (healthy) break;
    if (Date.now() - started > 60_000) {
      await stop();
      throw new Error(`The server was not ready (/readyz) within a minute:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    origin,
    port,
    siteUrl,
    dataDir: env.DATA_DIR as string,
    pid: child.pid ?? 0,
    mailbox,
    output: () => output,
    serverErrors: () =>
      output
        .split("\n")
        .filter((line) => /"level":50/.test(line) || (/"status":5\d\d/.test(line) && !/"path":"\/readyz"/.test(line))),
    rssKb() {
      const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
    },
    running: () => !exited,
    children() {
      if (exited) return [];
      const file = `/proc/${child.pid}/task/${child.pid}/children`;
      return existsSync(file) ? readFileSync(file, "utf8").trim().split(/\s+/).filter(Boolean).map(Number) : [];
    },
    stop,
    command: (script, args = [], more = {}) =>
      new Promise<CommandResult>((resolve) => {
        const run = spawn(node, [tsx, script, ...args], { cwd: root, env: { ...env, ...more }, stdio: "pipe" });
        let stdout = "";
        let stderr = "";
        run.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
        run.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
        run.on("exit", (status) => resolve({ status, stdout, stderr }));
      }),
    query,
    counts: () =>
      withDatabase(async (run) => {
        const tables = (await run(
          "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
        )) as { table_name: string }[];
        const counts: Record<string, number> = {};
        for (const { table_name: table } of tables) {
          const [row] = (await run(`SELECT count(*) AS count FROM "${table}"`)) as { count: number | string }[];
          counts[table] = Number(row?.count ?? 0);
        }
        return counts;
      }),
    async close() {
      await stop();
      await mailbox.stop();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A detail page of the demo feed (its path matching `pattern`) that shows the form `formId`,
 * found through the Dutch sitemap as a visitor's search engine would.
 */
export async function pageWithForm(site: TestSite, pattern: RegExp, formId: string): Promise<string> {
  const sitemap = await (await fetch(`${site.origin}/sitemap/nl.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
  for (const path of paths.filter((candidate) => pattern.test(candidate))) {
    // A folded form's fields are in the page when its address asks for it open.
    const html = await (await fetch(`${site.origin}${path}?form=${formId.replace(/-form$/, "")}`)).text();
    if (html.includes(`id="${formId}"`)) return path;
  }
  throw new Error(`No page in the demo feed carries ${formId}`);
}

/** Waits until the mailbox holds at least `count` messages, or fails after `ms`. */
export async function waitForMail(mailbox: TestMailbox, count: number, ms = 15_000): Promise<string[]> {
  const started = Date.now();
  while (mailbox.messages.length < count) {
    if (Date.now() - started > ms) {
      throw new Error(`Expected ${count} mails within ${ms} ms, got ${mailbox.messages.length}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return mailbox.messages;
}
