import { asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { data } from "react-router";
import { catalogChannel } from "~/db/changes.server";
import type { Database } from "~/db/client.server";
import { getDatabase } from "~/db/database.server";
import { importRuns, projects, properties, propertyEvents, propertyTypes } from "~/db/schema";
import { renderThreadsState } from "~/http/render-threads.server";
import { log } from "~/platform/log.server";
import type { Language } from "~/domain/language";
import type { Catalog } from "./snapshot";
import { buildCatalog } from "./snapshot";

// Holds the published snapshot. Readers get the current one; a new import swaps it whole.

let current: Catalog | null = null;
let loading: Promise<Catalog> | null = null;

async function latestImportId(db: Database): Promise<number> {
  const [run] = await db
    .select({ id: importRuns.id })
    .from(importRuns)
    .where(eq(importRuns.outcome, "published"))
    .orderBy(desc(importRuns.id))
    .limit(1);
  return run?.id ?? 0;
}

export async function loadCatalog(db: Database): Promise<Catalog> {
  const [version, propertyRows, projectRows, types, events] = await Promise.all([
    latestImportId(db),
    db
      .select({ record: properties.record, firstSeenAt: properties.firstSeenAt })
      .from(properties)
      .where(isNull(properties.withdrawnAt)),
    db.select({ record: projects.record }).from(projects).where(isNull(projects.withdrawnAt)),
    db.select().from(propertyTypes),
    // Only what the badges and the price history read.
    db
      .select()
      .from(propertyEvents)
      .where(inArray(propertyEvents.kind, ["price", "status"]))
      .orderBy(asc(propertyEvents.at), asc(propertyEvents.id)),
  ]);
  return buildCatalog({
    version,
    properties: propertyRows.map((row) => row.record),
    projects: projectRows.map((row) => row.record),
    types: types.sort((a, b) => a.showOrder - b.showOrder),
    firstSeen: new Map(propertyRows.map((row) => [row.record.id, row.firstSeenAt.toISOString()])),
    events: events.map(({ propertyId, kind, at, priceBefore, priceAfter, marqueeBefore, marqueeAfter }) => ({
      propertyId,
      kind,
      at: at.toISOString(),
      priceBefore,
      priceAfter,
      marqueeBefore,
      marqueeAfter,
    })),
  });
}

const listeners = new Set<(catalog: Catalog) => void>();

/** Calls `listener` with the current catalog, if there is one, and with each one published after. */
export function whenPublished(listener: (catalog: Catalog) => void): void {
  listeners.add(listener);
  if (current) listener(current);
}

function publishCatalog(catalog: Catalog): void {
  current = catalog;
  for (const listener of listeners) listener(catalog);
}

export function currentCatalog(): Catalog | null {
  return current;
}

/**
 * An instance on PostgreSQL loads a catalog another process published when the import's
 * announcement comes (LISTEN/NOTIFY), and looks once a minute in case one was missed (while
 * its connection was down).
 */
const refreshInterval = 60_000;

/** The catalog, loading it from the app's database the first time. */
export async function getCatalog(): Promise<Catalog> {
  if (current) return current;
  loading ??= getDatabase()
    .then(async ({ db, kind, listen }) => {
      const catalog = await loadCatalog(db);
      publishCatalog(catalog);
      // On PostgreSQL another process may import a feed; on PGlite nobody else can.
      if (kind === "postgres") {
        await listen(catalogChannel, () => void refreshIfStale(db));
        setInterval(() => void refreshIfStale(db), refreshInterval).unref();
      }
      return catalog;
    })
    .catch((error: unknown) => {
      // Once for all the requests that waited on this try; the next request tries again.
      log.warn({ err: error }, "the catalog cannot be loaded; pages answer 503 until it can");
      throw error;
    })
    .finally(() => {
      loading = null;
    });
  return loading;
}

/** How long a visitor is asked to wait before trying again while the catalog cannot be loaded. */
export const retryAfterSeconds = 30;

/**
 * For a request: nothing once the catalog is loaded; before that, it is loaded now, and while it
 * cannot be (an instance started while its database is away), the request gets a 503 that asks
 * to come back, in its language, rather than each page and form failing on its own with a 500.
 */
export async function requireCatalog(language: Language): Promise<void> {
  if (current) return;
  await getCatalog().catch(() => {
    throw data({ language }, { status: 503, headers: { "Retry-After": String(retryAfterSeconds) } });
  });
}

/**
 * Loads the catalog the database holds now and serves it: what a sync or an import run in this
 * process calls once its transaction is committed. Visitors see the old catalog or the new one,
 * never half of one: the new one is built whole before it replaces the old.
 */
export async function republishCatalog(): Promise<Catalog> {
  const { db } = await getDatabase();
  const catalog = await loadCatalog(db);
  publishCatalog(catalog);
  return catalog;
}

async function refreshIfStale(db: Database): Promise<void> {
  try {
    if (current && (await latestImportId(db)) === current.version) return;
    publishCatalog(await loadCatalog(db));
  } catch (error) {
    // The snapshot in memory keeps serving; the next round tries again.
    log.error({ err: error }, "catalog refresh failed; the snapshot in memory keeps serving");
  }
}

/** How long /readyz waits for the database before it says the database does not answer. */
const readinessTimeoutMs = 2_000;

/**
 * GET /readyz, for a load balancer or an orchestrator: 200 when this instance can serve pages
 * (its catalog snapshot is loaded and its database answers), else 503 naming what is missing.
 * /healthz only says that the process lives.
 */
export async function readiness(): Promise<Response> {
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error("timeout")), readinessTimeoutMs).unref(),
  );
  const database = await Promise.race([getDatabase().then(({ db }) => db.execute(sql`select 1`)), timeout]).then(
    () => "database ok",
    () => "database not answering",
  );
  const catalog = currentCatalog();
  const lines = [database, catalog ? `catalog ${catalog.properties.size} properties` : "catalog not loaded"];
  // Said, not required: without a render thread the main thread renders the pages (decision 064).
  const threads = renderThreadsState();
  if (threads) lines.push(threads);
  const ready = database === "database ok" && catalog !== null;
  return new Response(`${ready ? "ready" : "not ready"}: ${lines.join(", ")}\n`, {
    status: ready ? 200 : 503,
    headers: { "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" },
  });
}
