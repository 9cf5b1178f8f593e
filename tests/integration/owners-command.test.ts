import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "~/db/client.server";
import type * as AccountsModule from "~/owners/accounts.server";
import type * as CommandModule from "~/owners/owners-command.server";
import { siteDataRemover } from "./support/site-data";

// `npm run owners` as the agency uses it (the operator probe): adding a property to an owner
// changes nothing else, a password changes only when asked and never travels on the command
// line, an account can be removed, and a mistyped address or property id does not pass unseen.

describe("npm run owners", () => {
  let removeData: () => Promise<void>;
  let db: Database;
  let accounts: typeof AccountsModule;
  let command: typeof CommandModule;
  let known: number[];

  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "owners-command-"));
    vi.stubEnv("DATA_DIR", dataDir);
    vi.stubEnv("DATABASE_URL", undefined);
    removeData = await siteDataRemover(dataDir);
    ({ db } = await (await import("~/db/database.server")).getDatabase());
    const { importFeed } = await import("~/catalog/import.server");
    await importFeed(db, JSON.parse(readFileSync("content/feed/demo-feed.json", "utf8")), { source: "demo" });
    const { getCatalog } = await import("~/catalog/catalog.server");
    known = [...(await getCatalog()).properties.keys()].slice(0, 2);
    accounts = await import("~/owners/accounts.server");
    command = await import("~/owners/owners-command.server");
  }, 60_000);

  afterAll(() => removeData());

  /** Runs the command as the operator would, with what it printed. */
  async function owners(...args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const exit = await command.ownersCommand(args, {
      out: (line) => out.push(line),
      err: (line) => err.push(line),
      cwd: process.cwd(),
    });
    return { exit, out: out.join("\n"), err: err.join("\n") };
  }

  /** A new account and the password printed for it. */
  async function created(email: string, ...more: string[]) {
    const [first = 0] = known;
    const result = await owners("save", `--email=${email}`, "--name=Piet", `--properties=${first}`, ...more);
    expect(result.exit, result.err).toBe(0);
    const password = /Password \(shown once\): (\S+)/.exec(result.out)?.[1] ?? "";
    const id = await accounts.checkPassword(db, email, password);
    if (id === null) throw new Error(`the printed password does not open ${email}`);
    return { id, password, output: result.out };
  }

  it("creates an account in Dutch with a strong password printed once", async () => {
    const { id, password, output } = await created("Piet@Example.be");
    expect(output).toContain(`Owner ${id} created: piet@example.be, Piet, language nl, properties ${known[0]}.`);
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect((await owners()).out).toContain(`#${id}  piet@example.be  Piet  properties: ${known[0]}`);
  });

  it("adds a property to an existing owner and keeps the password, the sessions and the language", async () => {
    const [first = 0, second = 0] = known;
    const { id, password } = await created("jan@example.be", "--language=fr");
    const session = await accounts.startSession(db, id);
    const updated = await owners("save", "--email=jan@example.be", `--properties=${first},${second}`);
    expect(updated.exit).toBe(0);
    expect(updated.out).toBe(
      `Owner ${id} updated (jan@example.be): properties ${first} → ${first}, ${second}; password and sessions unchanged.`,
    );
    expect(updated.out).not.toContain("Password");
    expect(await accounts.checkPassword(db, "jan@example.be", password)).toBe(id);
    expect(await accounts.ownerOfSession(db, session)).toMatchObject({
      name: "Piet",
      language: "fr",
      propertyIds: expect.arrayContaining([first, second]) as number[],
    });
  });

  it("asks what changes when save names an existing owner and nothing else", async () => {
    const { id } = await created("mia@example.be");
    const asked = await owners("save", "--email=mia@example.be");
    expect(asked.exit).toBe(2);
    expect(asked.err).toBe(
      `Owner ${id} (mia@example.be) exists: give what changes, --name, --properties or --language`,
    );
  });

  it("gives a new password only when asked, prints it once and signs the owner out everywhere", async () => {
    const { id, password } = await created("lode@example.be");
    const session = await accounts.startSession(db, id);
    const renewed = await owners("password", "--email=lode@example.be");
    expect(renewed.exit).toBe(0);
    expect(renewed.out).toContain("signed out everywhere");
    const fresh = /Password \(shown once\): (\S+)/.exec(renewed.out)?.[1] ?? "";
    expect(fresh).not.toBe(password);
    expect(await accounts.checkPassword(db, "lode@example.be", password)).toBeNull();
    expect(await accounts.checkPassword(db, "lode@example.be", fresh)).toBe(id);
    expect(await accounts.ownerOfSession(db, session)).toBeNull();
  });

  it("takes a chosen password from standard input where the command runs itself, and refuses it in the site", async () => {
    const { id } = await created("an@example.be");
    command.standardInput.read = async () => "een-gekozen-wachtwoord\n";
    try {
      const piped = await owners("password", "--email=an@example.be", "--password-stdin");
      expect(piped.exit).toBe(0);
      expect(piped.out).not.toContain("een-gekozen-wachtwoord");
      expect(await accounts.checkPassword(db, "an@example.be", "een-gekozen-wachtwoord")).toBe(id);
    } finally {
      command.standardInput.read = null;
    }
    // Forwarded to the site, the command cannot read the operator's terminal, and says what to do instead.
    const forwarded = await owners("password", "--email=an@example.be", "--password-stdin");
    expect(forwarded.exit).toBe(2);
    expect(forwarded.err).toContain("npm run owners -- password --email an@example.be");
    expect(await accounts.checkPassword(db, "an@example.be", "een-gekozen-wachtwoord")).toBe(id);
  });

  it("refuses a password on the command line and changes nothing", async () => {
    const { id, password } = await created("wim@example.be");
    for (const given of [["--password", "zonnebloem-2650"], ["--password=zonnebloem-2650"]]) {
      const refused = await owners("password", "--email=wim@example.be", ...given);
      expect(refused.exit).toBe(2);
      expect(refused.err).toContain("--password-stdin");
      expect(refused.out).toBe("");
    }
    expect(await accounts.checkPassword(db, "wim@example.be", password)).toBe(id);
  });

  it("removes an owner with the sessions and property links, and says so for an unknown address", async () => {
    const { id } = await created("roos@example.be");
    const session = await accounts.startSession(db, id);
    const removed = await owners("remove", "--email=roos@example.be");
    expect(removed.exit).toBe(0);
    expect(removed.out).toBe(
      `Owner ${id} removed (roos@example.be): Piet, properties ${known[0]}; the owner is signed out and can no longer log in.`,
    );
    expect(await accounts.ownerOfSession(db, session)).toBeNull();
    const { ownerProperties } = await import("~/db/schema");
    expect(await db.select().from(ownerProperties).where(eq(ownerProperties.ownerId, id))).toEqual([]);
    const again = await owners("remove", "--email=roos@example.be");
    expect(again.exit).toBe(1);
    expect(again.err).toBe("No owner has the address roos@example.be: nothing removed.");
  });

  it("refuses an address that is not one", async () => {
    const refused = await owners("save", "--email=x", "--name=X", `--properties=${known[0]}`);
    expect(refused.exit).toBe(2);
    expect(refused.err).toBe('"x" is not an e-mail address');
    expect((await owners()).out).not.toContain(" x ");
  });

  it("warns of property ids missing from the catalog and saves them all the same", async () => {
    const [first = 0] = known;
    const saved = await owners("save", "--email=els@example.be", "--name=Els", `--properties=${first},99999999`);
    expect(saved.exit).toBe(0);
    expect(saved.err).toContain("Warning: 99999999 is not in the catalog now");
    expect(saved.err).not.toContain(String(first));
    expect(saved.out).toContain(`properties ${first}, 99999999.`);
    // A refusal (here a piped password that is too short) says no "saved all the same" first.
    command.standardInput.read = async () => "kort\n";
    try {
      const refused = await owners(
        "save",
        "--email=wim@example.be",
        "--name=Wim",
        "--properties=99999999",
        "--password-stdin",
      );
      expect(refused.exit).toBe(2);
      expect(refused.err).not.toContain("Warning");
    } finally {
      command.standardInput.read = null;
    }
  });

  it("lists the subcommands when it does not know the one given", async () => {
    const unknown = await owners("delete", "--email=els@example.be");
    expect(unknown.exit).toBe(2);
    expect(unknown.err).toContain('unknown command "delete": use save, password or remove');
  });
});
