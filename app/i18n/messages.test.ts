import { describe, expect, it } from "vitest";
import type { Language } from "~/domain/language";
import { languages } from "~/domain/language";
import { catalogues } from "./messages";

// Every user-facing string exists in nl, fr, en and de, and none is left untranslated.

function flatten(value: unknown, prefix = ""): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === "string") result.set(path, child);
    else for (const [nested, text] of flatten(child, path)) result.set(nested, text);
  }
  return result;
}

// Strings that are rightly the same in two languages: names, and words that Dutch, French,
// English or German share.
const sameOnPurpose = new Set([
  "project.kinds.apartments_one", // "{{count}} appartement" in Dutch and French alike
  "owner.media",
  "owner.photos_one",
  "owner.photos_other",
  "owner.documents_one",
  "owner.documents_other",
  "owner.videos_one",
  "owner.videos_other",
  "card.epc",
  "card.reference",
  "contact.address",
  "contact.email",
  "detail.documents",
  "detail.email",
  "facts.garages",
  "list.list",
  "search.option",
  "search.types",
  "facts.groups.energy",
  "facts.groups.surfaces",
  "facts.showers",
  "facts.surfaceTerrace",
  "facts.toilets",
  "forms.yes",
  "forms.fields.country",
  "consent.categories.marketing",
  "mail.friend.greeting",
  "thanks.offer.signature",
  "facts.type",
  "facts.units.length",
  "facts.yes",
  "filters.radiusKm",
  "filters.terrace",
  "layout.disclaimer",
  "layout.menu",
  "list.paginationLabel",
  "nav.home",
  "property.box",
  "property.description",
  "site.name",
]);

describe("translation catalogues", () => {
  const flat = Object.fromEntries(languages.map((language) => [language, flatten(catalogues[language])])) as Record<
    Language,
    Map<string, string>
  >;
  const keys = [...flat.nl.keys()];

  it.each(languages)("%s has exactly the keys of the Dutch catalogue, none empty", (language) => {
    expect([...flat[language].keys()].sort()).toEqual([...keys].sort());
    for (const [key, text] of flat[language]) expect(text.trim(), key).not.toBe("");
  });

  it("translates every string that is not the same on purpose", () => {
    const untranslated: string[] = [];
    for (const key of keys) {
      if (sameOnPurpose.has(key)) continue;
      for (const [index, a] of languages.entries()) {
        for (const b of languages.slice(index + 1)) {
          if (flat[a].get(key) === flat[b].get(key)) untranslated.push(`${key}: ${a} = ${b}`);
        }
      }
    }
    expect(untranslated).toEqual([]);
  });

  it.each(languages)("%s keeps every placeholder of the Dutch string", (language) => {
    for (const [key, text] of flat.nl) {
      const placeholders = text.match(/\{\{\w+\}\}/g) ?? [];
      for (const placeholder of placeholders) expect(flat[language].get(key), key).toContain(placeholder);
    }
  });
});
