import { whenPublished } from "~/catalog/catalog.server";
import type { Catalog } from "~/catalog/snapshot";
import { site, siteImageUrls } from "~/content/site.server";
import { secureDataDir } from "~/platform/data-dir.server";
import { getDatabase } from "~/db/database.server";
import { purgeUploads } from "~/leads/uploads.server";
import { log } from "~/platform/log.server";
import { startOutbox } from "~/mail/outbox.server";
import { prepareImages } from "~/media/images.server";

// The server's background work, started with the server (server/index.js calls the server
// entry's startServer once it listens): the data folder made private first (0700/0600), then the
// outbox, the image variants of every published catalog, and the daily removal of uploads (and
// the mail copies that carried them) past their retention period.

let started = false;

/** First pictures of each property first, since lists show those; then the site's own; then the rest. */
function picturesOf(catalog: Catalog): string[] {
  const records = [...catalog.properties.values(), ...catalog.projects.values()];
  return [
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
  startOutbox();
  whenPublished((catalog) => prepareImages(picturesOf(catalog)));
  void purgeOldUploads();
  setInterval(() => void purgeOldUploads(), 24 * 60 * 60 * 1000).unref();
}

async function purgeOldUploads(): Promise<void> {
  try {
    const { db } = await getDatabase();
    const removed = await purgeUploads(db, site().settings.forms.uploadRetentionDays);
    if (removed > 0) log.info({ removed }, "uploads past their retention period removed, with their mail copies");
  } catch (error) {
    log.error({ err: error }, "removing old uploads failed; tomorrow's round tries again");
  }
}
