import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schemaTables } from "~/db/copy.server";
import { post, rawRequest } from "./support/raw-http";
import { testimonialPost } from "./support/forms";
import type { TestSite } from "./support/server";
import { startSite } from "./support/server";

// Issue 15 point 7: an agency on the embedded database backs it up while the site serves
// (npm run db:backup), restores it by unpacking, and moves to PostgreSQL with one command
// (npm run db:copy) that brings every row along, while the site serves too.

const owner = {
  email: "marleen@example.be",
  name: "Marleen Claes",
  password: "zonnebloem-2650",
  properties: [
    (JSON.parse(readFileSync("content/feed/demo-feed.json", "utf8")) as { PropertyList: { ID: number }[] })
      .PropertyList[0]?.ID ?? 0,
  ],
};
const work = mkdtempSync(path.join(os.tmpdir(), "database-commands-"));
let site: TestSite;

beforeAll(async () => {
  // The site under test runs on the embedded database even in the PostgreSQL run of the tests:
  // PostgreSQL is only the copy's target here.
  const serverUrl = process.env.TEST_DATABASE_URL;
  delete process.env.TEST_DATABASE_URL;
  try {
    site = await startSite({ captcha: false, owners: [owner] });
  } finally {
    if (serverUrl) process.env.TEST_DATABASE_URL = serverUrl;
  }
}, 120_000);

afterAll(async () => {
  await site?.close();
  rmSync(work, { recursive: true, force: true });
});

let visitors = 0;

/** A testimonial sent through the site's form: a lead, a testimonial and a mail, in one transaction. */
async function sendTestimonial(message: string): Promise<number> {
  const sent = await rawRequest(
    site.port,
    testimonialPost(message, `10.15.${Math.floor(++visitors / 250)}.${visitors % 250}`),
    5_000,
  );
  return sent.status;
}

async function countRows(client: PGlite): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { name } of schemaTables()) {
    const { rows } = await client.query<{ count: number }>(`SELECT count(*)::int AS count FROM "${name}"`);
    counts[name] = rows[0]?.count ?? 0;
  }
  return counts;
}

/** Unpacks a backup as docs/OPERATIONS.md says, into a new folder, and opens it. */
async function restore(file: string): Promise<{ client: PGlite; folder: string }> {
  const folder = path.join(work, `restored-${path.basename(file)}`);
  mkdirSync(folder);
  const unpacked = spawnSync("tar", ["-xzf", file, "-C", folder], { encoding: "utf8" });
  expect(unpacked.status, unpacked.stderr).toBe(0);
  return { client: await PGlite.create(folder), folder };
}

const duringTraffic = path.join(work, "during-traffic.tgz");
const whenQuiet = path.join(work, "when-quiet.tgz");

describe("db:backup while the site serves", () => {
  it("writes a private backup taken between two transactions, and never overwrites a file", async () => {
    expect(await sendTestimonial("Voor de back-up verstuurd, die moet erin zitten.")).toBe(303);
    // Visitors keep sending the form while the backup is taken.
    let sending = true;
    const statuses: number[] = [];
    const visitor = (async () => {
      while (sending) statuses.push(await sendTestimonial("Tijdens de back-up verstuurd."));
    })();
    const taken = await site.command("scripts/db-backup.ts", [duringTraffic]);
    sending = false;
    await visitor;
    expect(taken.stderr).toBe("");
    expect(taken.status).toBe(0);
    expect(taken.stdout).toMatch(/Backup of the embedded database written: .*during-traffic\.tgz \(\d+\.\d MB\)/);
    expect(site.output()).toContain('"command":"db:backup"');
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 303)).toBe(true);
    expect(statSync(duringTraffic).mode & 0o777).toBe(0o600);

    const before = readFileSync(duringTraffic);
    const again = await site.command("scripts/db-backup.ts", [duringTraffic]);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain("already exists; nothing written");
    expect(readFileSync(duringTraffic).equals(before)).toBe(true);
    // A name that is an option, or a file inside the data folder (every later backup of the
    // folder would hold it), is refused.
    for (const [file, message] of [
      ["--help", "Usage: npm run db:backup"],
      [path.join(site.dataDir, "db", "backup.tgz"), "is inside DATA_DIR"],
    ] as const) {
      const refused = await site.command("scripts/db-backup.ts", [file]);
      expect(refused.status).toBe(2);
      expect(refused.stderr).toContain(message);
      expect(existsSync(file)).toBe(false);
    }
    expect(site.running()).toBe(true);
  }, 60_000);

  it("restores to a folder that opens with every form sent before it, each whole", async () => {
    const { client, folder } = await restore(duringTraffic);
    try {
      // The lock of the process that held the database stays behind.
      expect(existsSync(path.join(folder, "agency.lock"))).toBe(false);
      const { rows } = await client.query<{ text: string }>("SELECT text FROM testimonials");
      expect(rows.map((row) => row.text)).toContain("Voor de back-up verstuurd, die moet erin zitten.");
      // No form half stored: only testimonials were sent, each a lead with its testimonial.
      const counts = await countRows(client);
      expect(counts.leads).toBe(counts.testimonials);
      expect(counts.outbox).toBeGreaterThanOrEqual(counts.leads ?? 0);
      expect(counts.owners).toBe(1);
      expect(counts.properties).toBeGreaterThan(0);
    } finally {
      await client.close();
    }
  }, 60_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("db:copy into PostgreSQL while the site serves", () => {
  const serverUrl = process.env.TEST_DATABASE_URL ?? "";
  const name = `agency_copy_${process.pid}`;
  const target = Object.assign(new URL(serverUrl || "postgres://localhost/"), { pathname: `/${name}` }).href;
  let onPostgres: TestSite | undefined;
  let sessionCookie = "";

  beforeAll(async () => {
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name}`);
    await admin.unsafe(`CREATE DATABASE ${name}`);
    await admin.end();
  });

  afterAll(async () => {
    await onPostgres?.close();
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  /** Runs `work` with one connection to the copy's target. */
  const onTarget = async <T>(work: (sql: postgres.Sql) => Promise<T>): Promise<T> => {
    const sql = postgres(target, { max: 1, onnotice: () => {} });
    try {
      return await work(sql);
    } finally {
      await sql.end();
    }
  };
  const targetCounts = () =>
    onTarget(async (sql) => {
      const counts: Record<string, number> = {};
      for (const { name: table } of schemaTables()) {
        const [row] = await sql.unsafe<{ count: number }[]>(`SELECT count(*)::int AS count FROM "${table}"`);
        counts[table] = row?.count ?? 0;
      }
      return counts;
    });
  const testimonialLead = (text: string) =>
    onTarget(
      async (sql) => (await sql<{ id: number }[]>`SELECT lead_id AS id FROM testimonials WHERE text = ${text}`)[0]?.id,
    );

  it("copies every table into an empty database, and refuses one that holds data", async () => {
    const login = await fetch(`${site.origin}/nl/login/`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "10.16.0.1" },
      body: new URLSearchParams({ email: owner.email, password: owner.password }),
    });
    expect(login.status).toBe(302);
    sessionCookie = login.headers.get("set-cookie")?.split(";")[0] ?? "";
    expect(await sendTestimonial("Voor de verhuis naar PostgreSQL verstuurd.")).toBe(303);

    const copied = await site.command("scripts/db-copy.ts", [target]);
    expect(copied.stderr).toBe("");
    expect(copied.status).toBe(0);
    expect(site.output()).toContain('"command":"db:copy"');
    const counts = await targetCounts();
    for (const { name: table } of schemaTables()) {
      expect(copied.stdout).toMatch(new RegExp(`^ +${table} +${counts[table]}$`, "m"));
    }
    expect(counts.leads).toBeGreaterThan(0);
    expect(counts.owner_sessions).toBe(1);
    expect(copied.stdout).not.toContain("@");

    const refused = await site.command("scripts/db-copy.ts", [target]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/already holds data \(.*leads.*\); nothing was written/);
    expect(await targetCounts()).toEqual(counts);
  }, 60_000);

  it("holds the same rows as the embedded database, and the site runs on it", async () => {
    onPostgres = await startSite({
      captcha: false,
      env: { DATABASE_URL: target, SECRET_KEY: "copied-site-key-0123456789abcdef0123" },
    });
    // The owner signed in before the move is still signed in, and the testimonial is there.
    const ownerPage = await fetch(`${onPostgres.origin}/nl/eigenaar/`, { headers: { Cookie: sessionCookie } });
    expect(ownerPage.status).toBe(200);
    expect(await ownerPage.text()).toContain("Marleen");
    const lead = await testimonialLead("Voor de verhuis naar PostgreSQL verstuurd.");
    expect(lead).toBeGreaterThan(0);
    // A new form is stored: the ids go on after the copied ones.
    const sent = await rawRequest(
      onPostgres.port,
      post(
        "/nl/onze-meerwaarde/",
        [
          ["Content-Type", "application/x-www-form-urlencoded"],
          ["X-Forwarded-For", "10.16.0.2"],
        ],
        new URLSearchParams({
          form: "testimonial",
          firstName: "Jan",
          lastName: "Peeters",
          email: "jan@example.be",
          rating: "4",
          message: "Na de verhuis verstuurd.",
        }).toString(),
      ),
      5_000,
    );
    expect(sent.status).toBe(303);
    expect(await testimonialLead("Na de verhuis verstuurd.")).toBeGreaterThan(lead ?? Infinity);
    expect(onPostgres.serverErrors()).toEqual([]);

    // On PostgreSQL, neither command touches the embedded database.
    const copyAgain = await onPostgres.command("scripts/db-copy.ts", [target]);
    expect(copyAgain.status).toBe(2);
    expect(copyAgain.stderr).toContain("DATABASE_URL is set");
    const backup = await onPostgres.command("scripts/db-backup.ts", [path.join(work, "on-postgres.dump")]);
    expect(backup.status).toBe(2);
    expect(backup.stdout).toMatch(/^pg_dump --format=custom --file='.*on-postgres\.dump' "\$DATABASE_URL"$/m);
    expect(existsSync(path.join(work, "on-postgres.dump"))).toBe(false);
  }, 120_000);
});

describe("with the site stopped", () => {
  it("a backup taken when quiet restores to exactly the rows of the database, every table of the schema", async () => {
    const taken = await site.command("scripts/db-backup.ts", [whenQuiet]);
    expect(taken.status).toBe(0);
    await site.stop();
    const live = await site.counts();
    // Every table of the migrated database is a table db:copy copies.
    expect(Object.keys(live).sort()).toEqual(
      schemaTables()
        .map((table) => table.name)
        .sort(),
    );
    const { client } = await restore(whenQuiet);
    try {
      expect(await countRows(client)).toEqual(live);
    } finally {
      await client.close();
    }
  }, 60_000);
});
