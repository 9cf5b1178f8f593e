import { alertPass, composeDigest } from "~/alerts/digest.server";
import { purgeUnconfirmedAlerts } from "~/alerts/store.server";
import { currentCatalog, republishCatalog, whenPublished } from "~/catalog/catalog.server";
import { afterPublished, configuredSource, syncListings } from "~/catalog/sync.server";
import type { Catalog } from "~/catalog/snapshot";
import { site, siteImageUrls } from "~/content/site.server";
import { secureDataDir } from "~/platform/data-dir.server";
import { tryAdvisoryLock } from "~/db/advisory-lock.server";
import { databaseOptions, getDatabase } from "~/db/database.server";
import { startCrmForwarding } from "~/leads/crm.server";
import { purgeSpentTokens } from "~/leads/spent-tokens.server";
import { dropLapsedHoldMails, purgeLapsedVisitRequests } from "~/leads/store.server";
import { purgeUploads } from "~/leads/uploads.server";
import { log } from "~/platform/log.server";
import { registerComposer, startOutbox } from "~/mail/outbox.server";
import { prepareImages, runImageWorkerUnder } from "~/media/images.server";
import { serveCommands } from "~/operator.server";
import { env } from "~/platform/env.server";

// The server's background work, started with the server (server/index.js calls the server
// entry's startServer once it listens): the data folder made private first (0700/0600), then the
// outbox (and, with Omnicasa configured, the forwarding of leads and alerts to the CRM), the
// image variants of every published catalog, the search alerts' news and digests, and the daily
// removal of uploads (and the mail copies that carried them) past their retention period, of
// alerts never confirmed, of captcha solutions past their time and of the agency's mails of visit
// requests never confirmed. Then the operator's commands (on the embedded database, through a
// socket: app/operator.server.ts) and the listing sync every SYNC_INTERVAL, which one instance at
// a time runs.

let started = false;

/**
 * The order the image worker makes variants in, which matters on a first start (an empty
 * picture cache): the site's own banner first, since the home page opens with it; then the first
 * picture of each property and project, since lists show those; then the site's other pictures;
 * then the rest. A picture named twice is made once, where it comes first.
 */
export function picturesOf(catalog: Pick<Catalog, "properties" | "projects">): string[] {
  const records = [...catalog.properties.values(), ...catalog.projects.values()];
  return [
    ...siteImageUrls(site().settings),
    ...records.flatMap((record) => record.pictures.slice(0, 1).map((picture) => picture.url)),
    ...siteImageUrls(site()),
    ...records.flatMap((record) => record.pictures.slice(1).map((picture) => picture.url)),
  ];
}

export function startBackgroundWork(): void {
  if (started) return;
  started = true;
  try {
    const tightened = secureDataDir();
    if (tightened > 0) log.info({ tightened }, "data folder: files made 0600 and folders 0700");
  } catch (error) {
    log.error({ err: error }, "the data folder's permissions could not be tightened");
  }
  registerComposer("search-alert-digest", (db, row) => composeDigest(db, row));
  startOutbox();
  startCrmForwarding();
  // Instances sharing the pictures' cache folder take turns: one image worker at a time.
  runImageWorkerUnder((name) => tryAdvisoryLock(databaseOptions().url, name));
  whenPublished((catalog) => prepareImages(picturesOf(catalog)));
  // Each catalog served brings the alerts its news; every hour the daily and weekly digests go.
  whenPublished(alertPass);
  setInterval(() => {
    const catalog = currentCatalog();
    if (catalog) alertPass(catalog);
  }, 60 * 60_000).unref();
  void dailyCleanup();
  setInterval(() => void dailyCleanup(), 24 * 60 * 60 * 1000).unref();
  afterPublished(async () => {
    await republishCatalog();
  });
  serveCommands().catch((error: unknown) => {
    log.error({ err: error }, "the operator's commands cannot reach this server; they need it stopped");
  });
  const interval = env().SYNC_INTERVAL;
  if (interval > 0) setInterval(() => void scheduledSync(interval), Math.min(interval, 60_000)).unref();
}

/**
 * Every instance looks each minute (or each interval, if shorter) whether a sync is due; the
 * lease lets exactly one of them run it.
 */
async function scheduledSync(interval: number): Promise<void> {
  try {
    const { db } = await getDatabase();
    const source = configuredSource();
    const outcome = await syncListings(db, source, { dueEveryMs: interval });
    if (outcome.outcome === "published") {
      const { properties: changes } = outcome.report;
      log.info(
        {
          source: source.label,
          scope: outcome.scope,
          new: changes.new.length,
          changed: changes.changed.length,
          withdrawn: changes.withdrawn.length,
        },
        "listings synced",
      );
    } else if (outcome.outcome === "failed" || outcome.outcome === "refused") {
      log.warn(
        { source: source.label, outcome: outcome.outcome, reason: outcome.message },
        "listing sync not published; the catalog stays as it was",
      );
    }
  } catch (error) {
    log.error({ err: error }, "listing sync failed; the catalog stays as it was");
  }
}

async function dailyCleanup(): Promise<void> {
  try {
    const { db } = await getDatabase();
    const removed = await purgeUploads(db, site().settings.forms.uploadRetentionDays);
    if (removed > 0) log.info({ removed }, "uploads past their retention period removed, with their mail copies");
    const unconfirmed = await purgeUnconfirmedAlerts(db);
    if (unconfirmed > 0) log.info({ unconfirmed }, "search alerts never confirmed removed");
    await purgeSpentTokens(db);
    const lapsed = await dropLapsedHoldMails(db);
    if (lapsed > 0) log.info({ lapsed }, "the agency's mails of visit requests never confirmed dropped");
    const visits = await purgeLapsedVisitRequests(db);
    if (visits > 0) log.info({ visits }, "visit requests never confirmed removed, with the visitor's details");
  } catch (error) {
    log.error({ err: error }, "removing old uploads failed; tomorrow's round tries again");
  }
}
