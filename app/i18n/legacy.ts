import type { Language } from "~/domain/language";
import { languages } from "~/domain/language";
import { articlePath, faqPath, feedbackPath, pagePath } from "./links";
import type { ArticleSection, FeedbackKey, PageKey } from "./paths";
import { articles, feedbackPages, pages } from "./paths";

// spec §2: every original path answers with a 301 to its localized path in the default
// language. Detail paths (/property/{id}/, /project/{id}/) need the catalog; see the catch-all.

function normalize(pathname: string): string {
  const withSlash = pathname.endsWith("/") ? pathname : `${pathname}/`;
  return withSlash.toLowerCase();
}

function buildTable(language: Language): Map<string, string> {
  const table = new Map<string, string>();
  for (const key of Object.keys(pages) as PageKey[]) {
    if (key === "home") continue;
    table.set(normalize(pages[key].original), pagePath(key, language));
  }
  for (const key of Object.keys(feedbackPages) as FeedbackKey[]) {
    table.set(`/feedback/${key}/`, feedbackPath(key, language));
  }
  for (const section of Object.keys(articles) as ArticleSection[]) {
    const sectionOriginal = normalize(pages[section].original);
    for (const [key, slugs] of Object.entries(articles[section])) {
      const original = "original" in slugs ? slugs.original : slugs.nl;
      table.set(`${sectionOriginal}${original}/`, articlePath(section, key, language));
    }
  }
  return table;
}

const tables = new Map(languages.map((language) => [language, buildTable(language)]));

/** The localized target of an original path in the given language, or null when the path is not an original one. */
export function legacyTarget(pathname: string, language: Language): string | null {
  const path = normalize(pathname);
  const direct = tables.get(language)?.get(path);
  if (direct) return direct;
  const faq = /^\/faq\/([a-z0-9-]+)\/$/.exec(path);
  if (faq?.[1]) return faqPath(faq[1], language);
  return null;
}

/** Every language's page paths: the lists, the site's pages, the home page. */
const pagePaths = new Set(
  languages.flatMap((language) => (Object.keys(pages) as PageKey[]).map((key) => pagePath(key, language))),
);

/**
 * The page a path names in capitals (`/NL/Te-Koop/`), or null. Pages match their address
 * exactly (routes.ts), so such a path comes to the catch-all, which leads it on to the page
 * (decision 074).
 */
export function pageInOtherCase(pathname: string): string | null {
  const path = normalize(pathname);
  return pagePaths.has(path) && path !== pathname ? path : null;
}

/** The id of an original detail path: /property/{id}/ or /project/{id}/. */
export function legacyDetail(pathname: string): { kind: "property" | "project"; id: number } | null {
  const match = /^\/(property|project)\/(\d+)\/?$/.exec(pathname.toLowerCase());
  if (!match?.[1] || !match[2]) return null;
  return { kind: match[1] as "property" | "project", id: Number(match[2]) };
}
