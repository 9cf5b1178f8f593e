import { foldForSearch } from "~/domain/search-text";
import type { LanguageCatalog, PropertyCard, SortOrder } from "./snapshot";
import { sortOrders } from "./snapshot";
import type { Feature, Goal } from "~/domain/records";
import { features } from "~/domain/records";

// The list pages' query, all of it in the URL (STYLE.md) so a result page can be shared:
// spec §2 `city` (Name|zip, repeatable) and `type` (a type id), then the filters, the sort
// and the page number. Values that make no sense are dropped, never an error.

export const pageSize = 12;

/** EPC filter: this letter or better, whatever the region's finer bands. */
export const epcLetters = ["a", "b", "c", "d", "e", "f"] as const;
export type EpcLetter = (typeof epcLetters)[number];

export interface PropertyQuery {
  goal: Goal;
  cities: { name: string; zip: string }[];
  type: number | null;
  minPrice: number | null;
  maxPrice: number | null;
  bedrooms: number | null;
  area: number | null;
  epc: EpcLetter | null;
  features: Feature[];
  sort: SortOrder;
  page: number;
}

function positive(value: string | null): number | null {
  const number = Number(value);
  return value && Number.isFinite(number) && number > 0 ? Math.floor(number) : null;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return values.find((candidate) => candidate === value) ?? null;
}

export function parsePropertyQuery(search: URLSearchParams, goal: Goal): PropertyQuery {
  const cities = search
    .getAll("city")
    .map((value) => {
      const [name = "", zip = ""] = value.split("|");
      return { name: name.trim(), zip: zip.trim() };
    })
    .filter((city) => city.name || /^\d{4}$/.test(city.zip));
  let minPrice = positive(search.get("minPrice"));
  let maxPrice = positive(search.get("maxPrice"));
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    goal,
    cities,
    type: positive(search.get("type")),
    minPrice,
    maxPrice,
    bedrooms: positive(search.get("bedrooms")),
    area: positive(search.get("area")),
    epc: oneOf(epcLetters, search.get("epc")),
    features: features.filter((feature) => search.get(feature) === "1"),
    sort: oneOf(sortOrders, search.get("sort")) ?? "newest",
    page: positive(search.get("page")) ?? 1,
  };
}

/**
 * A municipality of the zone: by its postal code when the link has one, so that `Brussel|1000`
 * finds Bruxelles on the French list (the language switcher keeps the search); by its name,
 * accents and case aside, when it has none.
 */
function inCity(property: PropertyCard, city: { name: string; zip: string }): boolean {
  if (city.zip) return city.zip === property.zip;
  return foldForSearch(city.name) === foldForSearch(property.city);
}

function hasFeature(property: PropertyCard, feature: Feature): boolean {
  return property.features.includes(feature);
}

export function matches(property: PropertyCard, query: PropertyQuery): boolean {
  const price = property.price;
  return (
    property.goal === query.goal &&
    (query.type === null || property.webIds.includes(query.type)) &&
    (query.cities.length === 0 || query.cities.some((city) => inCity(property, city))) &&
    // A hidden price (price on request) matches no price bound: it cannot be compared.
    (query.minPrice === null || (price !== null && price >= query.minPrice)) &&
    (query.maxPrice === null || (price !== null && price <= query.maxPrice)) &&
    (query.bedrooms === null || (property.bedrooms ?? 0) >= query.bedrooms) &&
    (query.area === null || (property.livingArea ?? 0) >= query.area) &&
    (query.epc === null || (property.epcLabel !== null && property.epcLabel.charAt(0) <= query.epc)) &&
    query.features.every((feature) => hasFeature(property, feature))
  );
}

export interface PropertiesPage {
  items: PropertyCard[];
  page: number;
  pages: number;
  total: number;
}

/** The properties of a query, in its order: the catalog keeps each order ready, so this only filters. */
export function filterProperties(view: LanguageCatalog, query: PropertyQuery): PropertyCard[] {
  return view.orders[query.goal][query.sort].filter((property) => matches(property, query));
}

export function searchProperties(view: LanguageCatalog, query: PropertyQuery): PropertiesPage {
  const found = filterProperties(view, query);
  const pages = Math.max(1, Math.ceil(found.length / pageSize));
  const page = Math.min(query.page, pages);
  return { items: found.slice((page - 1) * pageSize, page * pageSize), page, pages, total: found.length };
}
