import type { Catalog } from "~/catalog/snapshot";
import { articleHref } from "~/content/layout.server";
import type { SiteContent } from "~/content/load.server";
import type { Language } from "~/domain/language";
import type { Alternates } from "~/i18n/links";
import { alternatesOf, pagePath } from "~/i18n/links";
import { getCatalog } from "~/catalog/catalog.server";
import { enabledLanguages, site } from "~/content/site.server";
import { escapeMarkup } from "~/http/markup";

// Issue 6: sitemap.xml is an index of one sitemap per language, naming every public page,
// article, property and project with its last change and its other languages.

export interface SitemapEntry {
  alternates: Alternates;
  /** YYYY-MM-DD. */
  lastmod: string;
}

const day = (iso: string) => iso.slice(0, 10);

export function sitemapEntries(content: SiteContent, catalog: Catalog): SitemapEntry[] {
  const records = [...catalog.properties.values()];
  const newest = records.reduce((latest, record) => (record.modifiedAt > latest ? record.modifiedAt : latest), "");
  const lists = (["home", "forSale", "forRent", "projects"] as const).map((page) => ({
    alternates: alternatesOf((language) => pagePath(page, language)),
    lastmod: day(newest),
  }));
  const pages = content.menu.entries
    .filter((entry) => entry.status === "Published" && entry.path && entry.params?.isActiveSEO !== false)
    .filter((entry) => !entry.params?.redirect)
    .map((entry) => ({
      alternates: alternatesOf((language) => pagePath(entry.path ?? "home", language)),
      lastmod: entry.modifyDate,
    }));
  const articles = [...content.articles.values()]
    .filter((article) => article.status === "Published" && article.page)
    .map((article) => ({
      alternates: alternatesOf((language) => articleHref(article, language) ?? ""),
      lastmod: article.date,
    }));
  const properties = records.flatMap((record) => {
    const alternates = catalog.propertyPaths.get(record.id);
    return alternates ? [{ alternates, lastmod: day(record.modifiedAt) }] : [];
  });
  const projects = [...catalog.projects.values()].flatMap((record) => {
    const alternates = catalog.projectPaths.get(record.id);
    return alternates ? [{ alternates, lastmod: day(record.modifiedAt) }] : [];
  });
  // One entry per path: a menu page may also be a list page.
  const seen = new Set<string>();
  return [...lists, ...pages, ...articles, ...properties, ...projects].filter((entry) => {
    const key = entry.alternates.nl;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function sitemapXml(entries: SitemapEntry[], language: Language, languages: Language[], origin: string): string {
  const urls = entries.map((entry) => {
    const others = languages
      .map(
        (code) =>
          `<xhtml:link rel="alternate" hreflang="${code}" href="${escapeMarkup(origin + entry.alternates[code])}"/>`,
      )
      .join("");
    return `<url><loc>${escapeMarkup(origin + entry.alternates[language])}</loc><lastmod>${entry.lastmod}</lastmod>${others}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export function sitemapIndexXml(languages: Language[], origin: string, lastmod: string): string {
  const maps = languages.map(
    (language) => `<sitemap><loc>${origin}/sitemap/${language}.xml</loc><lastmod>${lastmod}</lastmod></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${maps.join("\n")}\n</sitemapindex>\n`;
}

const xml = (body: string, status = 200) =>
  new Response(body, {
    status,
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });

/** GET /sitemap.xml, the index of the per-language sitemaps, and GET /sitemap/{language}.xml. */
export async function sitemapAnswer(url: URL, file: string | undefined): Promise<Response> {
  const catalog = await getCatalog();
  const entries = sitemapEntries(site(), catalog);
  const languages = enabledLanguages();
  if (!file) {
    const newest = entries.reduce((latest, entry) => (entry.lastmod > latest ? entry.lastmod : latest), "");
    return xml(sitemapIndexXml(languages, url.origin, newest));
  }
  const language = languages.find((code) => file === `${code}.xml`);
  if (!language) return new Response("Not found\n", { status: 404, headers: { "Content-Type": "text/plain" } });
  return xml(sitemapXml(entries, language, languages, url.origin));
}
