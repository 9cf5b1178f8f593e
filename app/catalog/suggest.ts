import { cleanDescription } from "~/domain/description";
import type { Language } from "~/domain/language";
import { cityMatches, foldForSearch } from "~/domain/search-text";
import type { Catalog, CityEntry, TypeEntry } from "./snapshot";
import type { ShownPicture } from "~/domain/records";
import { firstPicture } from "~/domain/records";

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
  picture: ShownPicture | null;
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
          picture: firstPicture(record.pictures, language),
          path,
        },
      ];
    }),
  };
}

/** A word names a type when it is the type's name, its plural, or the start of it (4 letters or more). */
function namesType(word: string, type: TypeEntry): boolean {
  const name = foldForSearch(type.name);
  return (
    word === name ||
    word === `${name}s` ||
    word === `${name}en` ||
    word === `${name}'s` ||
    (word.length >= 4 && name.startsWith(word))
  );
}

/**
 * What a visitor typed in the home box and sent with Enter (or without JavaScript), as the box
 * promises: an exact reference is that property; otherwise the types its words name
 * ("appartement", "villa's") and the municipalities the rest names, by postal code, name or the
 * start of one, accents and case aside ("edeg", "2650", "Edegem Mortsel"). Null when nothing fits.
 */
export function resolveTyped(
  catalog: Catalog,
  language: Language,
  text: string,
): { property: string } | { zips: string[]; types: number[] } | null {
  const query = text.trim();
  if (query === "") return null;
  const [id] = catalog.referenceIndex.get(query.toLowerCase()) ?? [];
  const path = id === undefined ? undefined : catalog.propertyPaths.get(id)?.[language];
  if (path) return { property: path };
  const view = catalog.views[language];
  const words = foldForSearch(query)
    .split(/[\s,;]+/)
    .filter(Boolean);
  const types = view.types.filter((type) => words.some((word) => namesType(word, type)));
  const place = words.filter((word) => !types.some((type) => namesType(word, type)));
  const towns = (typed: string) => view.cities.filter((city) => cityMatches(typed, city));
  // The rest as one name first ("Sint-Katelijne-Waver", "Sint Niklaas"), else word by word.
  const cities =
    place.length === 0 ? [] : towns(place.join(" ")).length > 0 ? towns(place.join(" ")) : place.flatMap(towns);
  if (place.length > 0 && cities.length === 0) return null;
  if (types.length === 0 && cities.length === 0) return null;
  return { zips: [...new Set(cities.map((city) => city.zip))], types: types.map((type) => type.webId) };
}
