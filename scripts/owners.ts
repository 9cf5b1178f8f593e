// npm run owners                                   the owner accounts and their properties
// npm run owners -- save --email <address> --name <name> --properties <id,id> [--language nl]
//                        [--password <password>]  create an account, or renew its password
// The agency's way to give owners their login until the back office exists. Without
// --password a strong one is made and printed once, to pass on to the owner. Saving signs
// the owner out everywhere. On the embedded database the server must be stopped first.
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { ownerProperties, owners } from "~/db/schema";
import { isLanguage } from "~/domain/language";
import { saveOwner } from "~/owners/accounts.server";
import { closeDatabase, getDatabase } from "~/db/database.server";

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      email: { type: "string" },
      name: { type: "string" },
      properties: { type: "string" },
      language: { type: "string", default: "nl" },
      password: { type: "string" },
    },
  });
  const handle = await getDatabase();
  try {
    const [command] = positionals;
    if (command === "save") {
      const propertyIds = (values.properties ?? "").split(",").filter(Boolean).map(Number);
      if (!values.email || !values.name || propertyIds.some((id) => !Number.isInteger(id))) {
        throw new Error("save needs --email, --name and --properties with property ids, such as 4104213,4104174");
      }
      if (!isLanguage(values.language)) throw new Error(`--language is one of nl, fr, en, de`);
      const password = values.password ?? randomBytes(12).toString("base64url");
      const id = await saveOwner(handle.db, {
        email: values.email,
        name: values.name,
        language: values.language,
        password,
        propertyIds,
      });
      console.log(`Owner ${id} saved: ${values.email.toLowerCase()}, properties ${propertyIds.join(", ") || "none"}.`);
      if (!values.password) console.log(`Password (shown once): ${password}`);
      return;
    }
    if (command !== undefined) throw new Error(`unknown command "${command}": use save`);
    const rows = await handle.db
      .select({ id: owners.id, email: owners.email, name: owners.name, propertyId: ownerProperties.propertyId })
      .from(owners)
      .leftJoin(ownerProperties, eq(ownerProperties.ownerId, owners.id))
      .orderBy(owners.id);
    if (rows.length === 0) console.log("No owner accounts yet.");
    const listed = new Map<number, { email: string; name: string; properties: number[] }>();
    for (const row of rows) {
      const owner = listed.get(row.id) ?? { email: row.email, name: row.name, properties: [] };
      if (row.propertyId !== null) owner.properties.push(row.propertyId);
      listed.set(row.id, owner);
    }
    for (const [id, owner] of listed) {
      console.log(`#${id}  ${owner.email}  ${owner.name}  properties: ${owner.properties.join(", ") || "none"}`);
    }
  } finally {
    await closeDatabase();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
