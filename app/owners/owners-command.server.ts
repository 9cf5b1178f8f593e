import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { getCatalog } from "~/catalog/catalog.server";
import type { Database } from "~/db/client.server";
import { getDatabase } from "~/db/database.server";
import { ownerProperties, owners } from "~/db/schema";
import type { Language } from "~/domain/language";
import { isLanguage } from "~/domain/language";
import type { Command, CommandContext } from "~/platform/command";
import type { Owner } from "./accounts.server";
import {
  createOwner,
  findOwner,
  minimumPasswordLength,
  removeOwner,
  setOwnerPassword,
  updateOwner,
} from "./accounts.server";

// npm run owners                                     the owner accounts and their properties
// npm run owners -- save --email <address> [--name <name>] [--properties <id,id>] [--language nl]
//                    [--password-stdin]              creates an account, or changes what is given of one
// npm run owners -- password --email <address> [--password-stdin]
//                                                    a new password; the owner is signed out everywhere
// npm run owners -- remove --email <address>         deletes the account, its sessions and property links
// The agency's way to give owners their login until the back office exists, while the site
// serves. A new account needs --name and --properties (language nl unless given) and gets a
// strong password, printed once to pass on to the owner. Saving an existing account changes
// only what is given and keeps its password and sessions: a password changes only through
// `password`. A chosen password is piped in with --password-stdin, as with `docker login`, never
// given as --password: the command line shows in `ps` and stays in the shell's history. Standard
// input is read only where the command runs in its own process (on PostgreSQL, or with the site
// stopped); a command forwarded to the site that holds the embedded database refuses
// --password-stdin, since the site cannot read the operator's terminal.

/**
 * Where --password-stdin reads from: the command's own process (scripts/owners.ts) sets it to its
 * standard input. In the site's process, which runs forwarded commands, it stays null.
 */
export const standardInput: { read: (() => Promise<string>) | null } = { read: null };

const usage = "use save, password or remove with --email <address>, or nothing to list the accounts";
const propertyList = (ids: number[]) => ids.join(", ") || "none";
const generatedPassword = () => randomBytes(12).toString("base64url");

/** The address, or null when it is missing or not an address (said to the operator). */
function addressOf(email: string | undefined, io: CommandContext): string | null {
  if (email === undefined) {
    io.err("--email <address> is needed");
    return null;
  }
  const address = email.trim().toLowerCase();
  if (!z.email().safeParse(address).success) {
    io.err(`"${email}" is not an e-mail address`);
    return null;
  }
  return address;
}

/** The password piped in, or null when it cannot be read here or is too short (said to the operator). */
async function pipedPassword(email: string, io: CommandContext): Promise<string | null> {
  if (!standardInput.read) {
    io.err(
      "--password-stdin cannot work here: the running site holds the database and runs this command, " +
        `and it cannot read your standard input. Use \`npm run owners -- password --email ${email}\` ` +
        "for a generated password, or stop the site for a chosen one.",
    );
    return null;
  }
  // A line typed or echoed ends with a line break that is not part of the password.
  const password = (await standardInput.read()).replace(/\r?\n$/, "");
  if (password.length < minimumPasswordLength) {
    io.err(`The password read from standard input has fewer than ${minimumPasswordLength} characters.`);
    return null;
  }
  return password;
}

/**
 * Ids missing from the current catalog are saved all the same, with a warning: an agency often
 * opens the owner's account when the mandate is signed, before the next sync brings the listing,
 * and the warning still shows a mistyped id.
 */
async function warnOfUnknownProperties(propertyIds: number[], io: CommandContext): Promise<void> {
  const catalog = await getCatalog();
  const unknown = propertyIds.filter((id) => !catalog.properties.has(id));
  if (unknown.length > 0) {
    io.err(
      `Warning: ${propertyList(unknown)} ${unknown.length === 1 ? "is" : "are"} not in the catalog now; ` +
        "saved all the same: the owner sees a property once a sync brings it.",
    );
  }
}

export const ownersCommand: Command = async (args, io) => {
  if (args.some((arg) => arg === "--password" || arg.startsWith("--password="))) {
    io.err(
      "--password is refused: a password on the command line shows in `ps` and stays in the shell's history, so choose " +
        "another one. Leave it out for a generated password, or pipe one in with --password-stdin: " +
        "printf '%s\\n' \"$PASSWORD\" | npm run owners -- password --email <address> --password-stdin",
    );
    return 2;
  }
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        email: { type: "string" },
        name: { type: "string" },
        properties: { type: "string" },
        language: { type: "string" },
        "password-stdin": { type: "boolean", default: false },
      },
    });
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}: ${usage}`);
    return 2;
  }
  const { positionals, values } = parsed;
  const [command, ...extra] = positionals;
  if (extra.length > 0) {
    io.err(`unexpected "${extra.join(" ")}": ${usage}`);
    return 2;
  }
  if (command === undefined) return listOwners(io);
  if (command !== "save" && command !== "password" && command !== "remove") {
    io.err(`unknown command "${command}": ${usage}`);
    return 2;
  }
  const email = addressOf(values.email, io);
  if (email === null) return 2;
  const { db } = await getDatabase();
  const owner = await findOwner(db, email);

  if (command === "remove") return removeAccount(db, email, owner, io);
  if (command === "password") return renewPassword(db, email, owner, values["password-stdin"], io);

  const propertyIds = values.properties?.split(",").filter(Boolean).map(Number);
  if (propertyIds?.some((id) => !Number.isInteger(id) || id <= 0)) {
    io.err("--properties takes property ids separated by commas, such as 4104213,4104174");
    return 2;
  }
  const language = values.language;
  if (language !== undefined && !isLanguage(language)) {
    io.err("--language is one of nl, fr, en, de");
    return 2;
  }
  const given = { name: values.name?.trim(), language, propertyIds: propertyIds && [...new Set(propertyIds)] };
  return owner
    ? updateAccount(db, owner, given, values["password-stdin"], io)
    : createAccount(db, email, given, values["password-stdin"], io);
};

async function removeAccount(db: Database, email: string, owner: Owner | null, io: CommandContext): Promise<number> {
  if (!owner) {
    io.err(`No owner has the address ${email}: nothing removed.`);
    return 1;
  }
  await removeOwner(db, owner.id);
  io.out(
    `Owner ${owner.id} removed (${email}): ${owner.name}, properties ${propertyList(owner.propertyIds)}; ` +
      "the owner is signed out and can no longer log in.",
  );
  return 0;
}

async function renewPassword(
  db: Database,
  email: string,
  owner: Owner | null,
  piped: boolean,
  io: CommandContext,
): Promise<number> {
  if (!owner) {
    io.err(`No owner has the address ${email}: use save to create the account.`);
    return 1;
  }
  const password = piped ? await pipedPassword(email, io) : generatedPassword();
  if (password === null) return 2;
  await setOwnerPassword(db, owner.id, password);
  io.out(
    `Owner ${owner.id} (${email}) has a new password; the owner is signed out everywhere ` +
      "and reset links sent before no longer work.",
  );
  if (!piped) io.out(`Password (shown once): ${password}`);
  return 0;
}

interface Details {
  name?: string | undefined;
  language?: Language | undefined;
  propertyIds?: number[] | undefined;
}

async function createAccount(
  db: Database,
  email: string,
  given: Details,
  piped: boolean,
  io: CommandContext,
): Promise<number> {
  const { name, propertyIds, language = "nl" } = given;
  if (!name || !propertyIds) {
    io.err(`${email} has no account yet: save needs --name and --properties to create it`);
    return 2;
  }
  const password = piped ? await pipedPassword(email, io) : generatedPassword();
  if (password === null) return 2;
  // Said once the account will be made: before a refusal, "saved all the same" would mislead.
  await warnOfUnknownProperties(propertyIds, io);
  const id = await createOwner(db, { email, name, language, password, propertyIds });
  io.out(`Owner ${id} created: ${email}, ${name}, language ${language}, properties ${propertyList(propertyIds)}.`);
  if (!piped) io.out(`Password (shown once): ${password}`);
  return 0;
}

async function updateAccount(
  db: Database,
  owner: Owner,
  given: Details,
  piped: boolean,
  io: CommandContext,
): Promise<number> {
  const label = `Owner ${owner.id} (${owner.email})`;
  if (piped) {
    io.err(
      `${label} exists, and save keeps its password: ` +
        `npm run owners -- password --email ${owner.email} --password-stdin gives it a new one.`,
    );
    return 2;
  }
  if (given.name === undefined && given.language === undefined && given.propertyIds === undefined) {
    io.err(`${label} exists: give what changes, --name, --properties or --language`);
    return 2;
  }
  if (given.name === "") {
    io.err("--name cannot be empty");
    return 2;
  }
  if (given.propertyIds) await warnOfUnknownProperties(given.propertyIds, io);
  const changes: Details = {};
  const said: string[] = [];
  if (given.name !== undefined && given.name !== owner.name) {
    changes.name = given.name;
    said.push(`name ${owner.name} → ${given.name}`);
  }
  if (given.language !== undefined && given.language !== owner.language) {
    changes.language = given.language;
    said.push(`language ${owner.language} → ${given.language}`);
  }
  const before = [...owner.propertyIds].sort((a, b) => a - b).join();
  if (given.propertyIds && [...given.propertyIds].sort((a, b) => a - b).join() !== before) {
    changes.propertyIds = given.propertyIds;
    said.push(`properties ${propertyList(owner.propertyIds)} → ${propertyList(given.propertyIds)}`);
  }
  if (said.length === 0) {
    io.out(`${label} already has these details: nothing changed.`);
    return 0;
  }
  await updateOwner(db, owner.id, changes);
  io.out(`Owner ${owner.id} updated (${owner.email}): ${said.join(", ")}; password and sessions unchanged.`);
  return 0;
}

async function listOwners(io: CommandContext): Promise<number> {
  const { db } = await getDatabase();
  const rows = await db
    .select({ id: owners.id, email: owners.email, name: owners.name, propertyId: ownerProperties.propertyId })
    .from(owners)
    .leftJoin(ownerProperties, eq(ownerProperties.ownerId, owners.id))
    .orderBy(owners.id);
  if (rows.length === 0) io.out("No owner accounts yet.");
  const listed = new Map<number, { email: string; name: string; properties: number[] }>();
  for (const row of rows) {
    const owner = listed.get(row.id) ?? { email: row.email, name: row.name, properties: [] };
    if (row.propertyId !== null) owner.properties.push(row.propertyId);
    listed.set(row.id, owner);
  }
  for (const [id, owner] of listed) {
    io.out(`#${id}  ${owner.email}  ${owner.name}  properties: ${owner.properties.join(", ") || "none"}`);
  }
  return 0;
}
