import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { PGlite } from "@electric-sql/pglite";
import { is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import postgres from "postgres";
import { openDatabase } from "./client.server";
import * as schema from "./schema";

// npm run db:copy: the embedded database copied whole into an empty PostgreSQL database
// (docs/decisions/036-database-backup-and-copy.md). The tables come from the Drizzle schema, so
// a table added later is copied without anyone remembering to; COPY's text format carries every
// value exactly (microseconds, JSON, NULL).

export interface SchemaTable {
  name: string;
  columns: string[];
}

/** Every table of the schema, each after the tables its foreign keys point to. */
export function schemaTables(): SchemaTable[] {
  const configs = new Map(
    (Object.values(schema) as unknown[])
      .filter((value): value is PgTable => is(value, PgTable))
      .map((table) => [getTableConfig(table).name, getTableConfig(table)]),
  );
  const ordered: SchemaTable[] = [];
  const visiting = new Set<string>();
  const visit = (name: string) => {
    if (ordered.some((table) => table.name === name)) return;
    if (visiting.has(name)) throw new Error(`The foreign keys of ${name} go round in a circle: no order copies it`);
    const config = configs.get(name);
    if (!config) throw new Error(`${name} is referred to but is not a table of the schema`);
    visiting.add(name);
    for (const key of config.foreignKeys) {
      const referred = getTableConfig(key.reference().foreignTable).name;
      // A table that refers to itself is checked at the end of its COPY statement.
      if (referred !== name) visit(referred);
    }
    visiting.delete(name);
    ordered.push({ name, columns: config.columns.map((column) => column.name) });
  };
  for (const name of configs.keys()) visit(name);
  return ordered;
}

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

interface TableData extends SchemaTable {
  rows: number;
  data: Uint8Array;
}

interface Sequence {
  table: string;
  column: string;
  /** The last value the source's sequence gave, or null when it never gave one. */
  last: number | null;
}

// The serial and identity columns' sequences, with what they gave last.
const sequencesQuery = `
  SELECT table_name AS "table", column_name AS "column",
         pg_sequence_last_value(pg_get_serial_sequence(quote_ident(table_name), column_name)::regclass) AS "last"
  FROM information_schema.columns
  WHERE table_schema = 'public' AND pg_get_serial_sequence(quote_ident(table_name), column_name) IS NOT NULL`;

/**
 * Every table's rows, read in one read-only transaction. PGlite runs one transaction at a time:
 * the server's queries wait until the last table is read, and every table shows the same moment.
 */
async function readEmbedded(source: PGlite, tables: SchemaTable[]) {
  return source.transaction(async (tx) => {
    await tx.exec("SET TRANSACTION READ ONLY");
    const read: TableData[] = [];
    for (const table of tables) {
      const copied = await tx.query(
        `COPY ${quote(table.name)} (${table.columns.map(quote).join(", ")}) TO '/dev/blob'`,
      );
      const data = copied.blob ? new Uint8Array(await copied.blob.arrayBuffer()) : new Uint8Array(0);
      read.push({ ...table, rows: copied.affectedRows ?? 0, data });
    }
    const sequences = (await tx.query<{ table: string; column: string; last: string | number | null }>(sequencesQuery))
      .rows;
    return {
      tables: read,
      sequences: sequences.map((row): Sequence => ({
        table: row.table,
        column: row.column,
        last: row.last === null ? null : Number(row.last),
      })),
    };
  });
}

/** The tables of the target that hold at least one row; the migrations' own bookkeeping aside. */
async function tablesWithRows(sql: postgres.Sql | postgres.TransactionSql): Promise<string[]> {
  const tables = await sql<{ schema: string; name: string }[]>`
    SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
    WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema', 'drizzle')
    ORDER BY 1, 2`;
  const holding: string[] = [];
  for (const { schema: where, name } of tables) {
    const [row] = await sql.unsafe<{ found: boolean }[]>(
      `SELECT EXISTS (SELECT 1 FROM ${quote(where)}.${quote(name)}) AS found`,
    );
    if (row?.found) holding.push(where === "public" ? name : `${where}.${name}`);
  }
  return holding;
}

export type CopyOutcome =
  { copied: true; tables: { name: string; rows: number }[] } | { copied: false; tablesWithRows: string[] };

/**
 * Copies every table of the embedded database `source` into the PostgreSQL database at
 * `targetUrl`: refused, with nothing written, when the target holds any row. The target is
 * migrated first; the rows, the row counts' check and the sequences are one transaction.
 */
export async function copyEmbeddedDatabase(source: PGlite, targetUrl: string): Promise<CopyOutcome> {
  const tables = schemaTables();
  const sql = postgres(targetUrl, { max: 1, onnotice: () => {} });
  try {
    const before = await tablesWithRows(sql);
    if (before.length > 0) return { copied: false, tablesWithRows: before };
    const target = await openDatabase({ url: targetUrl });
    try {
      await target.migrate();
    } finally {
      await target.close();
    }
    const snapshot = await readEmbedded(source, tables);
    return await sql.begin(async (tx): Promise<CopyOutcome> => {
      // Another process may have written since the first look (a site started on it).
      const meanwhile = await tablesWithRows(tx);
      if (meanwhile.length > 0) return { copied: false, tablesWithRows: meanwhile };
      const counts: { name: string; rows: number }[] = [];
      for (const table of snapshot.tables) {
        if (table.rows > 0) {
          const columns = table.columns.map(quote).join(", ");
          const writable = await tx.unsafe(`COPY ${quote(table.name)} (${columns}) FROM STDIN`).writable();
          await pipeline(Readable.from([table.data]), writable);
        }
        const [row] = await tx.unsafe<{ rows: number }[]>(`SELECT count(*)::int AS rows FROM ${quote(table.name)}`);
        const rows = row?.rows ?? 0;
        if (rows !== table.rows) {
          throw new Error(`${table.name}: ${table.rows} rows read, ${rows} written; nothing was copied`);
        }
        counts.push({ name: table.name, rows });
      }
      for (const { table, column, last } of snapshot.sequences) {
        // The next id continues after the source's sequence and after every copied id.
        const [row] = await tx.unsafe<{ highest: number | null }[]>(
          `SELECT max(${quote(column)})::bigint AS highest FROM ${quote(table)}`,
        );
        const value = Math.max(last ?? 0, Number(row?.highest ?? 0));
        if (value > 0) await tx`SELECT setval(pg_get_serial_sequence(${quote(table)}, ${column}), ${value})`;
      }
      return { copied: true, tables: counts };
    });
  } finally {
    await sql.end();
  }
}
