import { existsSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { Command } from "~/platform/command";
import { env } from "~/platform/env.server";
import { backupEmbeddedDatabase } from "./backup.server";
import type { Database } from "./client.server";
import { embeddedClientOf } from "./client.server";
import { copyEmbeddedDatabase } from "./copy.server";
import { databaseOptions, getDatabase } from "./database.server";

// npm run db:backup -- <file.tgz>    a consistent backup of the embedded database
// npm run db:copy -- <postgres-url>  the embedded database copied into an empty PostgreSQL one;
//                                    the URL's password may come from PGPASSWORD instead
// Both run while the site serves: on the embedded database, inside the server that holds it
// (docs/decisions/027-commands-while-serving.md, 036-database-backup-and-copy.md).

/** The PGlite instance under the process's handle. */
function embeddedClient(db: Database): PGlite {
  const client = embeddedClientOf(db);
  if (!client) throw new Error("the embedded database is not open in this process");
  return client;
}

const shellQuoted = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

export const backupCommand: Command = async (args, io) => {
  const [file, ...rest] = args;
  // "--help" is not a file name the operator meant (it once became one).
  if (!file || file.startsWith("-") || rest.length > 0) {
    io.err("Usage: npm run db:backup -- <file.tgz>");
    return 2;
  }
  const target = path.resolve(io.cwd, file);
  const dataDir = path.resolve(env().DATA_DIR);
  if (target.startsWith(dataDir + path.sep)) {
    io.err(`${target} is inside DATA_DIR (${dataDir}); nothing written. Write the backup elsewhere: there`);
    io.err("every later backup of the folder would hold it, and it would be lost with the folder.");
    return 2;
  }
  if (databaseOptions().url) {
    // pg_dump reads PostgreSQL consistently while the site serves; the password stays in the variable.
    io.err("The site's database is PostgreSQL (DATABASE_URL): nothing written. Back it up with pg_dump:");
    io.out(`pg_dump --format=custom --file=${shellQuoted(target)} "$DATABASE_URL"`);
    return 2;
  }
  if (existsSync(target)) {
    io.err(`${target} already exists; nothing written. Name a new file.`);
    return 1;
  }
  if (!existsSync(path.dirname(target))) {
    io.err(`There is no folder ${path.dirname(target)}; nothing written.`);
    return 1;
  }
  const { db } = await getDatabase();
  const bytes = await backupEmbeddedDatabase(embeddedClient(db), target);
  io.out(`Backup of the embedded database written: ${target} (${(bytes / 1_048_576).toFixed(1)} MB).`);
  io.out("To restore it: stop the site, unpack it into an empty DATA_DIR/db, start the site (docs/OPERATIONS.md).");
  return 0;
};

/** The target as the operator may see it in a log: without its password. */
function described(url: URL): string {
  return `${url.host}${url.pathname}`;
}

/**
 * db:copy's arguments with the target's password from PGPASSWORD, when the URL names none: in
 * the URL the password would show in `ps` and the shell's history. Done in the operator's
 * process, whose environment holds it, before the command may go to the site's.
 */
export function withTargetPassword(args: string[], password: string | undefined): string[] {
  const [given, ...rest] = args;
  const url = URL.parse(given ?? "");
  if (!password || !url || !/^postgres(ql)?:$/.test(url.protocol) || url.password) return args;
  // The URL's setter leaves "%" as it is, which the driver would then read as an escape.
  url.password = encodeURIComponent(password);
  return [url.href, ...rest];
}

export const copyCommand: Command = async (args, io) => {
  const [given, ...rest] = args;
  const url = URL.parse(given ?? "");
  if (!url || !/^postgres(ql)?:$/.test(url.protocol) || rest.length > 0) {
    io.err("Usage: npm run db:copy -- <postgres://user:password@host:5432/database>");
    return 2;
  }
  if (databaseOptions().url) {
    io.err("DATABASE_URL is set: this site already runs on PostgreSQL, and nothing was copied.");
    io.err("db:copy copies the embedded database (DATA_DIR/db): run it without DATABASE_URL.");
    return 2;
  }
  const { db } = await getDatabase();
  io.out(`Copying the embedded database into ${described(url)}…`);
  const outcome = await copyEmbeddedDatabase(embeddedClient(db), url.href);
  if (!outcome.copied) {
    io.err(`${described(url)} already holds data (${outcome.tablesWithRows.join(", ")}); nothing was written.`);
    io.err("Copy into a new, empty database (createdb).");
    return 1;
  }
  const width = Math.max(...outcome.tables.map((table) => table.name.length));
  for (const { name, rows } of outcome.tables) io.out(`  ${name.padEnd(width)}  ${rows}`);
  const total = outcome.tables.reduce((sum, table) => sum + table.rows, 0);
  io.out(
    `Copied ${total} rows in ${outcome.tables.length} tables, in one transaction. The embedded database is unchanged.`,
  );
  io.out(
    "What the site stores from now on stays in the embedded database: switch now, or stop the site before copying.",
  );
  io.out(
    "Next: stop the site, set DATABASE_URL to this database and SECRET_KEY, keep DATA_DIR (mail copies), start it.",
  );
  if (env().SECRET_KEY) {
    io.out("Keep this site's SECRET_KEY: the links in mails already sent keep working.");
  } else {
    io.out(
      "This site signs with secrets of its own (DATA_DIR/*-secret), from which no SECRET_KEY can be made: with " +
        "SECRET_KEY, the alert, offer and document links in mails already sent stop working (docs/OPERATIONS.md).",
    );
  }
  return 0;
};
