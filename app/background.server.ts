import { whenPublished } from "~/catalog/catalog.server";
import type { Catalog } from "~/catalog/snapshot";
import { site, siteImageUrls } from "~/content/site.server";
import { getDatabase } from "~/db/database.server";
import { purgeUploads } from "~/leads/uploads.server";
import { startOutbox } from "~/mail/outbox.server";
import { prepareImages } from "~/media/images.server";

// The server's background work, started with the server (server/index.js calls the server
// entry's startServer once it listens): the outbox, the image variants of every published catalog, and the
// daily removal of uploads past their retention period.

let started = false;

/** First pictures of each listing first, since lists show those; then the site's own; then the rest. */
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
  startOutbox();
  whenPublished((catalog) => prepareImages(picturesOf(catalog)));
  void purgeOldUploads();
  setInterval(() => void purgeOldUploads(), 24 * 60 * 60 * 1000).unref();
}

async function purgeOldUploads(): Promise<void> {
  try {
    const { db } = await getDatabase();
    const removed = await purgeUploads(db, site().settings.forms.uploadRetentionDays);
    if (removed > 0) console.log(`Removed ${removed} uploads past their retention period.`);
  } catch (error) {
    console.error("Removing old uploads failed; tomorrow's round tries again:", error);
  }
}
