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
