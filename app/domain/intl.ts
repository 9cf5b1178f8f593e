// Intl's formatters cost tens of microseconds to build and nothing to reuse, so each one is
// built once per locale and options, and kept (a handful in all: four languages, a few fixed
// option sets). Numbers and digit dates are written without them (numerals.ts, decision 048).

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function kept<T>(store: Map<string, T>, locale: string, options: object, make: () => T): T {
  const key = `${locale} ${JSON.stringify(options)}`;
  let formatter = store.get(key);
  if (!formatter) {
    formatter = make();
    store.set(key, formatter);
  }
  return formatter;
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return kept(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

export function plurals(locale: string): Intl.PluralRules {
  return kept(pluralRules, locale, {}, () => new Intl.PluralRules(locale));
}
