import type { Language } from "~/domain/language";
import { languages } from "~/domain/language";

/** spec §2: the language is the first path segment when it is an enabled two-letter code. */
export function languageOfPath(pathname: string, enabled: readonly Language[] = languages): Language | null {
  const code = /^\/([a-z]{2})(\/|$)/.exec(pathname)?.[1];
  return enabled.find((language) => language === code) ?? null;
}

/** The language a visitor chose before, from the `lang` cookie the site sets. */
export function rememberedLanguage(request: Request): string | null {
  return /(?:^|;\s*)lang=([a-z]{2})/.exec(request.headers.get("cookie") ?? "")?.[1] ?? null;
}
