import { currentCatalog, getCatalog } from "~/catalog/catalog.server";
import { startBackgroundWork } from "~/background.server";

// Readiness, asked by server/index.js as soon as it listens: it loads the catalog snapshot
// and starts the background work (the outbox, which also sends what an earlier run left
// unsent, and the image variants).
export async function loader() {
  const catalog = currentCatalog() ?? (await getCatalog().catch(() => null));
  if (!catalog) return new Response("catalog not loaded\n", { status: 503, headers: { "Cache-Control": "no-store" } });
  startBackgroundWork();
  return new Response(`ok ${catalog.properties.size} properties\n`, { headers: { "Cache-Control": "no-store" } });
}
