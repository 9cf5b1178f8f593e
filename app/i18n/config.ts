import type { Language } from "~/domain/language";
import { languages } from "~/domain/language";

/** spec §2: the language is the first path segment when it is an enabled two-letter code. */
export function languageOfPath(pathname: string, enabled: readonly Language[] = languages): Language | null {
  const code = /^\/([a-z]{2})(\/|$)/.exec(pathname)?.[1];
  return enabled.find((language) => language === code) ?? null;
}

/**
 * A page's own address ends with a slash (spec §2): the same path without it, typed or linked by
 * another site, is answered with a 301 to the page (root.tsx), so that it is never a second copy
 * of the page, or worse, another page (`/nl/te-koop` once showed the rentals). So is a path with
 * an empty segment (`/nl/te-koop//`, `/nl//contact/`), which showed the page or a 404. Null when
 * the path is already a page's, or is not a page under a language (`/sitemap.xml`, `…/visit.ics`).
 * The address returned never starts with `//`, which a browser would take for another site.
 */
export function slashedPagePath(pathname: string): string | null {
  const single = pathname.replace(/\/{2,}/g, "/");
  if (!languageOfPath(single)) return null;
  const last = single.slice(single.lastIndexOf("/") + 1);
  const page = single.endsWith("/") || last.includes(".") ? single : `${single}/`;
  return page === pathname ? null : page;
}

/** The cookie in which a visitor's pages remember their language (root.tsx). */
export const languageCookie = "lang";

/** The language a visitor chose before, from the `lang` cookie the site sets. */
export function rememberedLanguage(request: Request): string | null {
  return new RegExp(`(?:^|;\\s*)${languageCookie}=([a-z]{2})`).exec(request.headers.get("cookie") ?? "")?.[1] ?? null;
}

/**
 * The enabled language a browser asks for first (`Accept-Language: fr-BE,fr;q=0.9,nl;q=0.8`),
 * by its weights; null when it names none of them. A region (`fr-BE`) counts as its language.
 */
export function acceptedLanguage(header: string | null, enabled: readonly Language[]): Language | null {
  const asked = (header ?? "")
    .split(",")
    .slice(0, 30)
    .map((part, index) => {
      const [tag = "", ...parameters] = part.trim().split(";");
      const q = parameters.map((parameter) => /^\s*q=(.*)$/.exec(parameter)?.[1]?.trim()).find((v) => v !== undefined);
      // A weight that is not one (RFC 9110: 0 to 1, three decimals) drops the entry.
      const weight = q === undefined ? 1 : /^[01](\.\d{0,3})?$/.test(q) ? Number(q) : 0;
      return { code: tag.trim().slice(0, 2).toLowerCase(), weight, index };
    })
    .filter((entry) => entry.weight > 0 && Number.isFinite(entry.weight))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { code } of asked) {
    const found = enabled.find((language) => language === code);
    if (found) return found;
  }
  return null;
}
