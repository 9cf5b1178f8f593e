import type { Language } from "~/domain/language";
import { pagePath } from "~/i18n/links";
import type { PageKey } from "~/i18n/paths";
import { pages } from "~/i18n/paths";

/** A configured link in a language: page:KEY becomes that page's localized path. */
export function resolveLink(link: string, language: Language): string {
  if (!link.startsWith("page:")) return link;
  const key = link.slice("page:".length);
  return key in pages ? pagePath(key as PageKey, language) : pagePath("home", language);
}

/** spec §2 top bar: external, tel: and mailto: links open in a new tab. */
export function opensNewTab(link: string): boolean {
  return /^(https?:|tel:|mailto:)/.test(link);
}
