import type { Language } from "~/domain/language";
import { languages } from "~/domain/language";

// spec §3 site settings: languageDefault and languageUse. The site-configuration issue moves
// these into the content files; until then they are set here.
export const defaultLanguage: Language = "nl";
export const enabledLanguages: readonly Language[] = languages;

/** spec §2: the language is the first path segment when it is an enabled two-letter code. */
export function languageOfPath(pathname: string): Language | null {
  const match = /^\/([a-z]{2})(\/|$)/.exec(pathname);
  const code = match?.[1];
  return enabledLanguages.find((language) => language === code) ?? null;
}

/** The language of a page: its path's language, else the site default. */
export function pageLanguage(url: URL): Language {
  return languageOfPath(url.pathname) ?? defaultLanguage;
}
