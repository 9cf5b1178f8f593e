import { randomUUID } from "node:crypto";
import { and, desc, eq, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { embeddedClientOf } from "~/db/client.server";
import { importRuns, syncState } from "~/db/schema";
import type { ImportReport } from "~/domain/records";
import { env } from "~/platform/env.server";
import { log } from "~/platform/log.server";
import { feedHistory, importFeed, ImportRefusedError } from "./import.server";
import { demoSource, jsonFeedSource } from "./sources/feed.server";
import { omnicasaSource } from "./sources/omnicasa.server";
import type { ListingSource } from "./sources/source";

// One sync: read the listing source, import what it gives in one transaction, and say how it
// went in import_runs. A run that fails (the source broke off, or answered nonsense) or is
// refused (it would withdraw too much) changes nothing: the last good catalog keeps serving, and
// the run's row says why. Runs never overlap: a lease in sync_state, taken with one conditional
// UPDATE, lets one process of one instance in at a time.

/** The lease's row: one catalog, so one lease, whatever the source. */
const leaseKey = "listings";
/**
 * A run holds the lease this long and renews it every `renewEveryMs` while it lasts, however long
 * the source takes: on PostgreSQL, the lease of an instance that died during a run (`kill -9`)
 * is free two minutes later. The embedded database serves one process at a time, so there a
 * lease of another holder was left by a process that is gone and is free at once.
 */
const leaseMs = 2 * 60_000;
export const renewEveryMs = 30_000;
/** An incremental source is read whole at least this often. */
const fullEveryMs = 24 * 60 * 60_000;

export type SyncOutcome =
  | { outcome: "published"; runId: number; report: ImportReport; scope: "full" | "changes" }
  | { outcome: "failed" | "refused"; runId: number; message: string }
  | { outcome: "busy" | "not-due" };

/** The source LISTING_SOURCE names, configured from the environment. */
export function configuredSource(): ListingSource {
  const config = env();
  if (config.LISTING_SOURCE === "json") return jsonFeedSource(config.LISTING_FEED_URL ?? "");
  if (config.LISTING_SOURCE === "omnicasa") {
    return omnicasaSource({
      url: config.OMNICASA_URL ?? "",
      customerName: config.OMNICASA_CUSTOMER_NAME ?? "",
      customerPassword: config.OMNICASA_CUSTOMER_PASSWORD ?? "",
    });
  }
  return demoSource();
}

/** This process's name in the lease. */
const holder = `${process.pid}-${randomUUID().slice(0, 8)}`;

async function takeLease(db: Database, dueEveryMs: number | null) {
  await db.insert(syncState).values({ source: leaseKey }).onConflictDoNothing();
  const embedded = embeddedClientOf(db) !== null;
  const free = or(
    isNull(syncState.lockedUntil),
    lt(syncState.lockedUntil, sql`now()`),
    embedded ? ne(syncState.holder, holder) : undefined,
  );
  const due =
    dueEveryMs === null
      ? undefined
      : or(
          isNull(syncState.lastStartedAt),
          lt(syncState.lastStartedAt, sql`now() - make_interval(secs => ${dueEveryMs / 1000})`),
        );
  const [state] = await db
    .update(syncState)
    .set({
      holder,
      lockedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
      lastStartedAt: sql`now()`,
    })
    .where(and(eq(syncState.source, leaseKey), free, due))
    .returning();
  return state ?? null;
}

/** The lease for another `leaseMs`, while this process still holds it. */
async function renewLease(db: Database) {
  await db
    .update(syncState)
    .set({ lockedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})` })
    .where(and(eq(syncState.source, leaseKey), eq(syncState.holder, holder)));
}

async function releaseLease(db: Database, cursor?: { changesSince: Date; full: boolean }) {
  await db
    .update(syncState)
    .set({
      holder: null,
      lockedUntil: null,
      lastFinishedAt: sql`now()`,
      ...(cursor ? { changesSince: cursor.changesSince } : {}),
      ...(cursor?.full ? { lastFullAt: sql`now()` } : {}),
    })
    .where(and(eq(syncState.source, leaseKey), eq(syncState.holder, holder)));
}

const emptyReport = (): ImportReport => ({
  properties: { new: [], changed: [], unchanged: 0, priceChanged: [], withdrawn: [], sold: [], rented: [] },
  projects: { new: [], changed: [], unchanged: 0, withdrawn: [] },
  rejected: [],
});

async function recordRun(
  db: Database,
  run: { source: ListingSource; outcome: "failed" | "refused"; message: string; startedAt: Date },
): Promise<number> {
  const [row] = await db
    .insert(importRuns)
    .values({
      source: run.source.label,
      sourceHash: "",
      demo: run.source.name === "demo",
      startedAt: run.startedAt,
      report: emptyReport(),
      outcome: run.outcome,
      message: run.message,
    })
    .returning({ id: importRuns.id });
  if (!row) throw new Error("the run was not recorded");
  return row.id;
}

type Published = Extract<SyncOutcome, { outcome: "published" }>;
const listeners: ((published: Published) => Promise<void>)[] = [];

/**
 * Work to do in this process after each published run, once its transaction is committed and
 * the lease released: serve the new catalog, match the search alerts. A listener that fails is
 * logged; the run stays published.
 */
export function afterPublished(listener: (published: Published) => Promise<void>): void {
  listeners.push(listener);
}

export interface SyncOptions {
  /** Only when the last run started at least this long ago (the server's interval); null: now. */
  dueEveryMs?: number | null;
  /** Read the whole catalog even from a source that can give only the changes. */
  full?: boolean;
  /** Publish even a run that would withdraw more than the guard allows, or the demo over a real feed. */
  force?: boolean;
}

/** Syncs the listings from `source` once, unless another run holds the lease (or it is not due). */
export async function syncListings(
  db: Database,
  source: ListingSource,
  options: SyncOptions = {},
): Promise<SyncOutcome> {
  const outcome = await syncOnce(db, source, options);
  if (outcome.outcome === "published") {
    for (const listener of listeners) {
      await listener(outcome).catch((error: unknown) =>
        log.error({ err: error }, "work after a published sync failed"),
      );
    }
  }
  return outcome;
}

async function syncOnce(db: Database, source: ListingSource, options: SyncOptions): Promise<SyncOutcome> {
  const state = await takeLease(db, options.dueEveryMs ?? null);
  if (!state) return { outcome: options.dueEveryMs ? "not-due" : "busy" };
  const startedAt = new Date();
  let cursor: { changesSince: Date; full: boolean } | undefined;
  const renewal = setInterval(() => {
    renewLease(db).catch((error: unknown) => log.warn({ err: error }, "the sync's lease could not be renewed"));
  }, renewEveryMs);
  try {
    const history = await feedHistory(db);
    const demo = source.name === "demo";
    if (demo && history.lastReal && !options.force) {
      const message = `this is the demo feed, and the database holds a real feed (${history.lastReal.source}); nothing was changed (use --force to replace it with the demo)`;
      return {
        outcome: "refused",
        runId: await recordRun(db, { source, outcome: "refused", message, startedAt }),
        message,
      };
    }
    // The cursor is this source's only if the last published run came from it (an import of a
    // file, or another LISTING_SOURCE, makes the next run read everything).
    const [last] = await db
      .select({ source: importRuns.source })
      .from(importRuns)
      .where(eq(importRuns.outcome, "published"))
      .orderBy(desc(importRuns.id))
      .limit(1);
    const stale = !state.lastFullAt || Date.now() - state.lastFullAt.getTime() > fullEveryMs;
    const since = options.full || stale || last?.source !== source.label ? null : state.changesSince;
    let batch;
    let report: Awaited<ReturnType<typeof importFeed>>;
    try {
      batch = await source.read({ since });
      report = await importFeed(db, batch.document, {
        source: source.label,
        demo,
        scope: batch.scope,
        deletedPropertyIds: batch.deletedPropertyIds,
        // A database that only ever had the demo holds no real data to protect: the first run of
        // a live source replaces the demo whole, unless it holds nothing at all.
        force: options.force,
        replacesDemo: !history.lastReal,
      });
    } catch (error) {
      const outcome = error instanceof ImportRefusedError ? "refused" : "failed";
      const message = error instanceof Error ? error.message : String(error);
      return { outcome, runId: await recordRun(db, { source, outcome, message, startedAt }), message };
    }
    cursor = { changesSince: batch.readAt, full: batch.scope === "full" };
    const { runId, ...published } = report;
    return { outcome: "published", runId, report: published, scope: batch.scope };
  } finally {
    clearInterval(renewal);
    await releaseLease(db, cursor);
  }
}
