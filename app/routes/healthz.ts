import { currentCatalog, getCatalog } from "~/catalog/catalog.server";

// Readiness: 200 once the catalog snapshot is loaded (server/index.js loads it at start).
export async function loader() {
  const catalog = currentCatalog() ?? (await getCatalog().catch(() => null));
  if (!catalog) return new Response("catalog not loaded\n", { status: 503, headers: { "Cache-Control": "no-store" } });
  return new Response(`ok ${catalog.properties.size} properties\n`, { headers: { "Cache-Control": "no-store" } });
}
