import type { Route } from "./+types/sitemap";
import { getCatalog } from "~/catalog/catalog.server";
import { enabledLanguages, site } from "~/content/site.server";
import { sitemapEntries, sitemapIndexXml, sitemapXml } from "~/seo/sitemap.server";

const xml = (body: string, status = 200) =>
  new Response(body, {
    status,
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });

// GET /sitemap.xml: the index of the per-language sitemaps.
export async function loader({ url, params }: Route.LoaderArgs) {
  const catalog = await getCatalog();
  const entries = sitemapEntries(site(), catalog);
  const languages = enabledLanguages();
  if (!params.file) {
    const newest = entries.reduce((latest, entry) => (entry.lastmod > latest ? entry.lastmod : latest), "");
    return xml(sitemapIndexXml(languages, url.origin, newest));
  }
  // GET /sitemap/{language}.xml
  const language = languages.find((code) => params.file === `${code}.xml`);
  if (!language) return new Response("Not found\n", { status: 404, headers: { "Content-Type": "text/plain" } });
  return xml(sitemapXml(entries, language, languages, url.origin));
}
