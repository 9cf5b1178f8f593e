import { whenPublished } from "~/catalog/catalog.server";
import type { Catalog } from "~/catalog/snapshot";
import { site, siteImageUrls } from "~/content/site.server";
import { startOutbox } from "~/mail/outbox.server";
import { prepareImages } from "~/media/images.server";

// The server's background work, started once it serves (by /healthz, which server/index.js
// asks at start-up): the outbox, and the image variants of every published catalog.

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
}
