import { createHash } from "node:crypto";
import { and, getTableColumns, inArray, isNull, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { cities, importRuns, projects, properties, propertyTypes } from "~/db/schema";
import { parseFeed } from "./reshape";
import type { ImportReport, ProjectRecord, PropertyRecord } from "./types";

// Upserts a feed into the database, the source of truth, in one transaction, and reports
// what is new, changed, withdrawn, sold or rented (DESIGN.md §4).

export interface ImportProgress {
  done: number;
  total: number;
}

export interface ImportOptions {
  source: string;
  onProgress?: (progress: ImportProgress) => void;
}

const batchSize = 100;

export function hashOf(value: unknown): string {
  return createHash("sha256").update(JSON.stringify(value)).digest("hex");
}

function batches<T>(items: T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += batchSize) result.push(items.slice(start, start + batchSize));
  return result;
}

const soldMarquee = 3;
const rentedMarquee = 4;

export async function importFeed(db: Database, input: unknown, options: ImportOptions): Promise<ImportReport> {
  const startedAt = new Date();
  const feed = parseFeed(input);
  const report: ImportReport = {
    properties: { new: [], changed: [], unchanged: 0, withdrawn: [], sold: [], rented: [] },
    projects: { new: [], changed: [], unchanged: 0, withdrawn: [] },
    rejected: feed.rejected,
  };

  await db.transaction(async (tx) => {
    const known = new Map(
      (await tx.select({ id: properties.id, hash: properties.contentHash, marquee: properties.marquee, withdrawnAt: properties.withdrawnAt }).from(properties))
        .map((row) => [row.id, row]),
    );
    const propertyRows: (typeof properties.$inferInsert)[] = [];
    for (const record of feed.properties) {
      const hash = hashOf(record);
      const before = known.get(record.id);
      if (before && before.hash === hash && !before.withdrawnAt) {
        report.properties.unchanged++;
        continue;
      }
      (before ? report.properties.changed : report.properties.new).push(record.id);
      if (record.marquee === soldMarquee && before?.marquee !== soldMarquee) report.properties.sold.push(record.id);
      if (record.marquee === rentedMarquee && before?.marquee !== rentedMarquee) report.properties.rented.push(record.id);
      propertyRows.push(propertyRow(record, hash));
    }

    const total = propertyRows.length;
    let done = 0;
    options.onProgress?.({ done, total });
    for (const batch of batches(propertyRows)) {
      await tx.insert(properties).values(batch).onConflictDoUpdate({
        target: properties.id,
        set: { ...excluded(properties, ["goal", "webId", "projectId", "reference", "zip", "marquee", "price", "record", "contentHash"]), ...revived },
      });
      done += batch.length;
      options.onProgress?.({ done, total });
    }

    const withdrawn = [...known.values()]
      .filter((row) => !row.withdrawnAt && !feed.seenPropertyIds.has(row.id))
      .map((row) => row.id);
    if (withdrawn.length > 0) {
      await tx.update(properties).set({ withdrawnAt: sql`now()` })
        .where(and(inArray(properties.id, withdrawn), isNull(properties.withdrawnAt)));
    }
    report.properties.withdrawn = withdrawn;

    await importProjects(tx, feed.projects, feed.seenProjectIds, report);

    for (const type of feed.types) {
      await tx.insert(propertyTypes).values(type).onConflictDoUpdate({
        target: propertyTypes.webId,
        set: excluded(propertyTypes, ["showOrder", "sale", "rent", "name"]),
      });
    }
    if (feed.cities.length > 0) {
      await tx.insert(cities).values(feed.cities).onConflictDoUpdate({
        target: [cities.zip, cities.slug],
        set: excluded(cities, ["name"]),
      });
    }
    await tx.insert(importRuns).values({ source: options.source, sourceHash: hashOf(input), startedAt, report });
  });
  return report;
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

async function importProjects(tx: Transaction, records: ProjectRecord[], seen: Set<number>, report: ImportReport) {
  const known = new Map(
    (await tx.select({ id: projects.id, hash: projects.contentHash, withdrawnAt: projects.withdrawnAt }).from(projects))
      .map((row) => [row.id, row]),
  );
  for (const record of records) {
    const hash = hashOf(record);
    const before = known.get(record.id);
    if (before && before.hash === hash && !before.withdrawnAt) {
      report.projects.unchanged++;
      continue;
    }
    (before ? report.projects.changed : report.projects.new).push(record.id);
    await tx.insert(projects).values({ id: record.id, zip: record.address.zip, record, contentHash: hash })
      .onConflictDoUpdate({ target: projects.id, set: { ...excluded(projects, ["zip", "record", "contentHash"]), ...revived } });
  }
  const withdrawn = [...known.values()].filter((row) => !row.withdrawnAt && !seen.has(row.id)).map((row) => row.id);
  if (withdrawn.length > 0) {
    await tx.update(projects).set({ withdrawnAt: sql`now()` }).where(inArray(projects.id, withdrawn));
  }
  report.projects.withdrawn = withdrawn;
}

function propertyRow(record: PropertyRecord, hash: string): typeof properties.$inferInsert {
  return {
    id: record.id,
    goal: record.goal,
    webId: record.webId,
    projectId: record.projectId,
    reference: record.reference,
    zip: record.address.zip,
    marquee: record.marquee,
    price: record.price,
    record,
    contentHash: hash,
  };
}

/** The SET clause of an upsert: the given columns taken from the proposed row. */
function excluded<T extends PgTable>(table: T, keys: (keyof T["$inferInsert"] & string)[]) {
  const columns = getTableColumns(table);
  return Object.fromEntries(keys.map((key) => [key, sql.raw(`excluded."${columns[key]?.name ?? key}"`)]));
}

/** A listing that comes back after a withdrawal is live again. */
const revived = { updatedAt: sql`now()`, withdrawnAt: null };
