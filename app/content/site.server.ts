import type { Language } from "~/domain/language";
import { languageOfPath } from "~/i18n/config";
import type { SiteContent } from "./load.server";
import { loadSiteContent } from "./load.server";

// The site configuration, read and checked once when the server starts: a wrong file stops
// the start (server/index.js prints the message).
const content: SiteContent = loadSiteContent();

export function site(): SiteContent {
  return content;
}

/** spec §3 site settings: languageUse. */
export function enabledLanguages(): Language[] {
  return content.settings.languageUse.filter((entry) => entry.use).map((entry) => entry.code);
}

/** spec §3 site settings: languageDefault, which applies at `/`. */
export function defaultLanguage(): Language {
  return content.settings.languageDefault;
}

/** The language of a page: its path's language when enabled, else the site default. */
export function pageLanguage(url: URL): Language {
  return languageOfPath(url.pathname, enabledLanguages()) ?? defaultLanguage();
}

/** A page's title in the browser tab and search results: the page, then the agency's name. */
export function pageTitle(title: string): string {
  return `${title} | ${content.settings.agency.name}`;
}

/** Every picture the site configuration shows (banners, modules, articles, portraits). */
export function siteImageUrls(value: unknown): string[] {
  if (typeof value === "string") return /^\/media\/.+\.(jpe?g|png|webp)$/i.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(siteImageUrls);
  if (value instanceof Map) return [...value.values()].flatMap(siteImageUrls);
  if (value && typeof value === "object") return Object.values(value).flatMap(siteImageUrls);
  return [];
}

/** The agency's name, address and contact details in a language, for structured data. */
export function agencyFacts(language: Language) {
  const { agency } = content.settings;
  return {
    name: agency.name,
    street: agency.street,
    zip: agency.zip,
    city: agency.city[language],
    phone: agency.phone,
    email: agency.email,
  };
}
