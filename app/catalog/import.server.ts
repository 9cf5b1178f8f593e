import { createHash } from "node:crypto";
import { and, count, desc, eq, getTableColumns, inArray, isNull, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { announceCatalog } from "~/db/changes.server";
import type { Database } from "~/db/client.server";
import {
  cities,
  importRuns,
  projects,
  properties,
  propertyEvents as propertyEventsTable,
  propertyTypes,
} from "~/db/schema";
import { parseFeed } from "./reshape";
import type { ImportReport, ProjectRecord, PropertyRecord } from "~/domain/records";

// Upserts a feed into the database, the source of truth, in one transaction, and reports
// what is new, changed, withdrawn, sold or rented (DESIGN.md §4).

export interface ImportOptions {
  source: string;
  /**
   * "full" (the default): a property missing from the feed is withdrawn. "changes": the feed
   * holds only what changed, and `deletedPropertyIds` what was taken off (Omnicasa's ChangeSince
   * and GetDeletedPropertyIDs); projects, types and cities are whole either way.
   */
  scope?: "full" | "changes";
  deletedPropertyIds?: number[];
  /** The bundled demo feed; the run remembers it, so that `npm start` never imports it over a real feed. */
  demo?: boolean;
  /** Imports even a feed that would withdraw more than `maxWithdrawnShare` of the live properties, or an empty one. */
  force?: boolean;
  /** The first run of a live source over a catalog that only ever had the demo: any share of it may go, but an empty feed is still refused. */
  replacesDemo?: boolean;
  onProgress?: (progress: { done: number; total: number }) => void;
}

/** A feed that would take more than this share of the live properties off the site is refused unless forced. */
export const maxWithdrawnShare = 0.3;

/** An import refused before anything was written, with the reason in words an operator reads. */
export class ImportRefusedError extends Error {
  readonly withdrawn: number;
  readonly live: number;
  constructor(message: string, withdrawn: number, live: number) {
    super(message);
    this.name = "ImportRefusedError";
    this.withdrawn = withdrawn;
    this.live = live;
  }
}

export interface FeedHistory {
  /** How many imports the database has seen. */
  runs: number;
  /** The latest import of a feed other than the demo, if there ever was one. */
  lastReal: { source: string; finishedAt: Date } | null;
}

/** What the database has imported so far: nothing, only the demo feed, or a real feed. */
export async function feedHistory(db: Database): Promise<FeedHistory> {
  const [counted] = await db.select({ runs: count() }).from(importRuns).where(eq(importRuns.outcome, "published"));
  const [lastReal] = await db
    .select({ source: importRuns.source, finishedAt: importRuns.finishedAt })
    .from(importRuns)
    .where(and(eq(importRuns.demo, false), eq(importRuns.outcome, "published")))
    .orderBy(desc(importRuns.id))
    .limit(1);
  return { runs: counted?.runs ?? 0, lastReal: lastReal ?? null };
}

/** Refuses, before anything is written, a feed that would empty the site or withdraw too much of it. */
function checkWithdrawals(
  feedSize: number,
  live: number,
  withdrawn: number,
  options: Pick<ImportOptions, "force" | "replacesDemo">,
): void {
  if (options.force || live === 0) return;
  if (feedSize === 0) {
    throw new ImportRefusedError(
      `the feed holds no properties and would withdraw all ${live} live properties; nothing was changed (use --force if the site must really be emptied)`,
      withdrawn,
      live,
    );
  }
  if (!options.replacesDemo && withdrawn > live * maxWithdrawnShare) {
    throw new ImportRefusedError(
      `the feed would withdraw ${withdrawn} of the ${live} live properties (${Math.round((withdrawn / live) * 100)}%, more than ${maxWithdrawnShare * 100}%); nothing was changed (use --force if this is right)`,
      withdrawn,
      live,
    );
  }
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

const batchSize = 100;
const soldMarquee = 3;
const rentedMarquee = 4;

export function hashOf(value: unknown): string {
  return createHash("sha256").update(JSON.stringify(value)).digest("hex");
}

interface Known {
  id: number;
  hash: string;
  marquee?: number;
  price?: number | null;
  withdrawnAt: Date | null;
}

/** Sorts a feed's records against what is stored: what to write, and what went away. */
function classify<R extends { id: number }>(records: R[], stored: Known[], gone: (row: Known) => boolean) {
  const known = new Map(stored.map((row) => [row.id, row]));
  const writes: { record: R; hash: string; before: Known | undefined }[] = [];
  const result = { new: [] as number[], changed: [] as number[], unchanged: 0 };
  for (const record of records) {
    const hash = hashOf(record);
    const before = known.get(record.id);
    if (before && before.hash === hash && !before.withdrawnAt) {
      result.unchanged++;
      continue;
    }
    (before ? result.changed : result.new).push(record.id);
    writes.push({ record, hash, before });
  }
  // A record that is in the feed but was rejected is not withdrawn: its stored version stays.
  const withdrawn = stored.filter((row) => !row.withdrawnAt && gone(row)).map((row) => row.id);
  return { writes, result, withdrawn };
}

/** Imports a feed in one transaction; answers its report and the id of its run (import_runs). */
export async function importFeed(
  db: Database,
  input: unknown,
  options: ImportOptions,
): Promise<ImportReport & { runId: number }> {
  const startedAt = new Date();
  const feed = parseFeed(input);
  return db.transaction(async (tx) => {
    const storedProperties = await tx
      .select({
        id: properties.id,
        hash: properties.contentHash,
        marquee: properties.marquee,
        price: properties.price,
        withdrawnAt: properties.withdrawnAt,
      })
      .from(properties);
    const deleted = new Set(options.deletedPropertyIds ?? []);
    const propertyChanges = classify(
      feed.properties,
      storedProperties,
      options.scope === "changes"
        ? (row) => deleted.has(row.id) && !feed.seenPropertyIds.has(row.id)
        : (row) => !feed.seenPropertyIds.has(row.id),
    );
    const storedProjects = await tx
      .select({ id: projects.id, hash: projects.contentHash, withdrawnAt: projects.withdrawnAt })
      .from(projects);
    const projectChanges = classify(feed.projects, storedProjects, (row) => !feed.seenProjectIds.has(row.id));
    const live = [...storedProperties, ...storedProjects].filter((row) => !row.withdrawnAt).length;
    const stillLive = live - propertyChanges.withdrawn.length - projectChanges.withdrawn.length;
    checkWithdrawals(
      options.scope === "changes"
        ? stillLive + propertyChanges.result.new.length
        : feed.seenPropertyIds.size + feed.seenProjectIds.size,
      live,
      propertyChanges.withdrawn.length + projectChanges.withdrawn.length,
      options,
    );
    const becomes = (marquee: number) =>
      propertyChanges.writes
        .filter(({ record, before }) => record.marquee === marquee && before?.marquee !== marquee)
        .map(({ record }) => record.id);

    const rows = propertyChanges.writes.map(({ record, hash }) => propertyRow(record, hash));
    options.onProgress?.({ done: 0, total: rows.length });
    for (let start = 0; start < rows.length; start += batchSize) {
      await tx
        .insert(properties)
        .values(rows.slice(start, start + batchSize))
        .onConflictDoUpdate({
          target: properties.id,
          set: {
            ...excluded(properties, [
              "goal",
              "webId",
              "projectId",
              "reference",
              "zip",
              "marquee",
              "price",
              "record",
              "contentHash",
            ]),
            ...revived,
          },
        });
      options.onProgress?.({ done: Math.min(start + batchSize, rows.length), total: rows.length });
    }
    await withdraw(tx, properties, propertyChanges.withdrawn);

    for (const { record, hash } of projectChanges.writes) {
      await tx
        .insert(projects)
        .values(projectRow(record, hash))
        .onConflictDoUpdate({
          target: projects.id,
          set: { ...excluded(projects, ["zip", "record", "contentHash"]), ...revived },
        });
    }
    await withdraw(tx, projects, projectChanges.withdrawn);

    for (const type of feed.types) {
      await tx
        .insert(propertyTypes)
        .values(type)
        .onConflictDoUpdate({
          target: propertyTypes.webId,
          set: excluded(propertyTypes, ["showOrder", "sale", "rent", "name"]),
        });
    }
    if (feed.cities.length > 0) {
      await tx
        .insert(cities)
        .values(feed.cities)
        .onConflictDoUpdate({ target: [cities.zip, cities.slug], set: excluded(cities, ["name"]) });
    }

    const events = propertyEvents(propertyChanges.writes, propertyChanges.withdrawn);
    const report: ImportReport = {
      properties: {
        ...propertyChanges.result,
        priceChanged: events.filter((event) => event.kind === "price").map((event) => event.propertyId),
        withdrawn: propertyChanges.withdrawn,
        sold: becomes(soldMarquee),
        rented: becomes(rentedMarquee),
      },
      projects: { ...projectChanges.result, withdrawn: projectChanges.withdrawn },
      rejected: feed.rejected,
    };
    const [run] = await tx
      .insert(importRuns)
      .values({
        source: options.source,
        sourceHash: hashOf(input),
        demo: options.demo ?? false,
        scope: options.scope ?? "full",
        startedAt,
        report,
      })
      .returning({ id: importRuns.id });
    if (!run) throw new Error("the import run was not recorded");
    const runId = run.id;
    for (let start = 0; start < events.length; start += batchSize) {
      await tx
        .insert(propertyEventsTable)
        .values(events.slice(start, start + batchSize).map((event) => ({ ...event, importRunId: runId })));
    }
    // Every instance on the database loads the new catalog when this commits.
    await announceCatalog(tx);
    return { ...report, runId };
  });
}

type PropertyEvent = Omit<typeof propertyEventsTable.$inferInsert, "importRunId">;

/**
 * What this import does to each property, for its history (property_events): listed for the
 * first time, back after a withdrawal, a new price, a new status (marquee), or withdrawn.
 */
function propertyEvents(
  writes: { record: PropertyRecord; before: Known | undefined }[],
  withdrawn: number[],
): PropertyEvent[] {
  const events: PropertyEvent[] = [];
  for (const { record, before } of writes) {
    const after = { priceAfter: record.price, marqueeAfter: record.marquee };
    if (!before) {
      events.push({ propertyId: record.id, kind: "listed", ...after });
      continue;
    }
    if (before.withdrawnAt) events.push({ propertyId: record.id, kind: "relisted", ...after });
    if ((before.price ?? null) !== record.price) {
      events.push({
        propertyId: record.id,
        kind: "price",
        priceBefore: before.price ?? null,
        priceAfter: record.price,
      });
    }
    if (before.marquee !== record.marquee) {
      events.push({
        propertyId: record.id,
        kind: "status",
        marqueeBefore: before.marquee ?? null,
        marqueeAfter: record.marquee,
      });
    }
  }
  for (const id of withdrawn) events.push({ propertyId: id, kind: "withdrawn" });
  return events;
}

async function withdraw(tx: Transaction, table: typeof properties | typeof projects, ids: number[]) {
  if (ids.length === 0) return;
  await tx
    .update(table)
    .set({ withdrawnAt: sql`now()` })
    .where(sql`${inArray(table.id, ids)} and ${isNull(table.withdrawnAt)}`);
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

function projectRow(record: ProjectRecord, hash: string): typeof projects.$inferInsert {
  return { id: record.id, zip: record.address.zip, record, contentHash: hash };
}

/** The SET clause of an upsert: the given columns taken from the proposed row. */
function excluded<T extends PgTable>(table: T, keys: (keyof T["$inferInsert"] & string)[]) {
  const columns = getTableColumns(table);
  return Object.fromEntries(keys.map((key) => [key, sql.raw(`excluded."${columns[key]?.name ?? key}"`)]));
}

/** A property that comes back after a withdrawal is live again. */
const revived = { updatedAt: sql`now()`, withdrawnAt: null };
