// The four site languages (spec §1) and the Intl locale each one formats with.
// Belgian variants everywhere: the agency is Belgian, whatever the reader's language.

export const languages = ["nl", "fr", "en", "de"] as const;

export type Language = (typeof languages)[number];

const languageSet: ReadonlySet<string> = new Set(languages);

export function isLanguage(value: string): value is Language {
  return languageSet.has(value);
}

export const intlLocale: Record<Language, string> = {
  nl: "nl-BE",
  fr: "fr-BE",
  en: "en-BE",
  de: "de-BE",
};

/** Each language's own name for itself: what the language switcher says, whatever the page's language. */
export const languageEndonyms: Record<Language, string> = {
  nl: "Nederlands",
  fr: "Français",
  en: "English",
  de: "Deutsch",
};
