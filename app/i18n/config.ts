import type { Language } from "~/domain/language";
import { languages } from "~/domain/language";

/** spec §2: the language is the first path segment when it is an enabled two-letter code. */
export function languageOfPath(pathname: string, enabled: readonly Language[] = languages): Language | null {
  const code = /^\/([a-z]{2})(\/|$)/.exec(pathname)?.[1];
  return enabled.find((language) => language === code) ?? null;
}
