import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { getDatabase } from "~/db/database.server";
import { ownerProperties, owners } from "~/db/schema";
import { isLanguage } from "~/domain/language";
import type { Command } from "~/platform/command";
import { saveOwner } from "./accounts.server";

// npm run owners                                   the owner accounts and their properties
// npm run owners -- save --email <address> --name <name> --properties <id,id> [--language nl]
//                        [--password <password>]  create an account, or renew its password
// The agency's way to give owners their login until the back office exists, while the site
// serves. Without --password a strong one is made and printed once, to pass on to the owner.
// Saving signs the owner out everywhere.

export const ownersCommand: Command = async (args, io) => {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      email: { type: "string" },
      name: { type: "string" },
      properties: { type: "string" },
      language: { type: "string", default: "nl" },
      password: { type: "string" },
    },
  });
  const { db } = await getDatabase();
  const [command] = positionals;
  if (command === "save") {
    const propertyIds = (values.properties ?? "").split(",").filter(Boolean).map(Number);
    if (!values.email || !values.name || propertyIds.some((id) => !Number.isInteger(id))) {
      io.err("save needs --email, --name and --properties with property ids, such as 4104213,4104174");
      return 2;
    }
    if (!isLanguage(values.language)) {
      io.err("--language is one of nl, fr, en, de");
      return 2;
    }
    const password = values.password ?? randomBytes(12).toString("base64url");
    const id = await saveOwner(db, {
      email: values.email,
      name: values.name,
      language: values.language,
      password,
      propertyIds,
    });
    io.out(`Owner ${id} saved: ${values.email.toLowerCase()}, properties ${propertyIds.join(", ") || "none"}.`);
    if (!values.password) io.out(`Password (shown once): ${password}`);
    return 0;
  }
  if (command !== undefined) {
    io.err(`unknown command "${command}": use save`);
    return 2;
  }
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
};
