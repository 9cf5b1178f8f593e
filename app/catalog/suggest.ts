import { cleanDescription } from "~/domain/description";
import type { Language } from "~/domain/language";
import { cityMatches, foldForSearch } from "~/domain/search-text";
import type { Catalog, CityEntry, TypeEntry } from "./snapshot";
import type { Picture } from "~/domain/records";

// The results panel of the home search block (spec §2): types when nothing is typed, then
// cities (name, accent-stripped name or postal code) and properties (exact reference).

const maxCities = 8;
const maxProperties = 5;
/** spec §9: search results show the description cut to 100 characters. */
const descriptionLength = 100;

export interface PropertySuggestion {
  id: number;
  reference: string;
  description: string;
  picture: Picture | null;
  path: string;
}

export interface Suggestions {
  types: TypeEntry[];
  cities: CityEntry[];
  properties: PropertySuggestion[];
}

function startsWith(name: string, query: string): boolean {
  return foldForSearch(name).startsWith(foldForSearch(query));
}

export function suggest(catalog: Catalog, language: Language, text: string): Suggestions {
  const view = catalog.views[language];
  const query = text.trim();
  if (query === "") return { types: view.types.filter((type) => type.sale || type.rent), cities: [], properties: [] };
  const ids = catalog.referenceIndex.get(query.toLowerCase()) ?? [];
  return {
    types: [],
    cities: view.cities
      .filter((city) => cityMatches(query, city))
      // Names that start with the text come first: "h" offers Hemiksem and Hove before Berchem.
      .sort((a, b) => Number(startsWith(b.name, query)) - Number(startsWith(a.name, query)))
      .slice(0, maxCities),
    properties: ids.slice(0, maxProperties).flatMap((id) => {
      const record = catalog.properties.get(id);
      const path = catalog.propertyPaths.get(id)?.[language];
      if (!record || !path) return [];
      return [
        {
          id,
          reference: record.reference,
          description: cleanDescription(record.description[language], { maxLength: descriptionLength }),
          picture: record.pictures[0] ?? null,
          path,
        },
      ];
    }),
  };
}

/**
 * What a visitor typed in the home box and sent with Enter (or without JavaScript), as the box
 * promises: an exact reference is that property; otherwise the municipalities it names, by
 * postal code, name or the start of one (accents and case aside). Null when nothing fits.
 */
export function resolveTyped(
  catalog: Catalog,
  language: Language,
  text: string,
): { property: string } | { cities: { name: string; zip: string }[] } | null {
  const query = text.trim();
  if (query === "") return null;
  const [id] = catalog.referenceIndex.get(query.toLowerCase()) ?? [];
  const path = id === undefined ? undefined : catalog.propertyPaths.get(id)?.[language];
  if (path) return { property: path };
  const cities = catalog.views[language].cities.filter((city) => cityMatches(query, city));
  return cities.length > 0 ? { cities: cities.map(({ name, zip }) => ({ name, zip })) } : null;
}
