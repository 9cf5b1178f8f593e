import { desc, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { getDatabase } from "~/db/database.server";
import { importRuns, projects, properties, propertyTypes } from "~/db/schema";
import type { Catalog } from "./snapshot";
import { buildCatalog } from "./snapshot";

// Holds the published snapshot. Readers get the current one; a new import swaps it whole.

let current: Catalog | null = null;
let loading: Promise<Catalog> | null = null;

export async function latestImportId(db: Database): Promise<number> {
  const [run] = await db.select({ id: importRuns.id }).from(importRuns).orderBy(desc(importRuns.id)).limit(1);
  return run?.id ?? 0;
}

export async function loadCatalog(db: Database): Promise<Catalog> {
  const [version, propertyRows, projectRows, types] = await Promise.all([
    latestImportId(db),
    db.select({ record: properties.record }).from(properties).where(isNull(properties.withdrawnAt)),
    db.select({ record: projects.record }).from(projects).where(isNull(projects.withdrawnAt)),
    db.select().from(propertyTypes),
  ]);
  return buildCatalog({
    version,
    properties: propertyRows.map((row) => row.record),
    projects: projectRows.map((row) => row.record),
    types: types.sort((a, b) => a.showOrder - b.showOrder),
  });
}

export function publishCatalog(catalog: Catalog): void {
  current = catalog;
}

export function currentCatalog(): Catalog | null {
  return current;
}

/** The catalog, loading it from the app's database the first time. */
export async function getCatalog(): Promise<Catalog> {
  if (current) return current;
  loading ??= getDatabase()
    .then(({ db }) => loadCatalog(db))
    .then((catalog) => {
      publishCatalog(catalog);
      return catalog;
    })
    .finally(() => {
      loading = null;
    });
  return loading;
}

/** Reloads the snapshot when another process imported a newer feed (PostgreSQL deployments). */
export async function refreshCatalogIfStale(): Promise<void> {
  const { db } = await getDatabase();
  if (current && (await latestImportId(db)) === current.version) return;
  publishCatalog(await loadCatalog(db));
}
