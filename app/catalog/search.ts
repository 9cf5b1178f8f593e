import type { Catalog, LanguageCatalog, PropertyCard, SortOrder } from "./snapshot";
import { isReference, sortOrders } from "./snapshot";
import type { Feature, Goal } from "~/domain/records";
import { features } from "~/domain/records";

// One model of "a search" (issue 13): the goal, the zone, the types, a price range, a minimum
// of bedrooms and the list's other filters, with the sort and the page. It is read from a URL
// in one place (parsePropertyQuery) and written in one (searchString), so that the lists, the
// home box, a detail page's "back to the results" and the search alerts mean the same thing.
//
// The zone is one or more municipalities by postal code (`zip=2650&zip=2640`), the same in
// every language, optionally widened by `km` to the municipalities around them. Old links
// (`city=Edegem|2650`) are read by their postal code. Values that make no sense are dropped,
// never an error.

export const pageSize = 12;

/** EPC filter: this letter or better, whatever the region's finer bands. */
export const epcLetters = ["a", "b", "c", "d", "e", "f"] as const;
export type EpcLetter = (typeof epcLetters)[number];

/** The radius choices around the chosen municipalities, in km. */
export const radiusSteps = [5, 10, 20] as const;

/** More than this many towns or types in one search is a crafted URL, not a visitor. */
const maxChoices = 30;

export interface PropertyQuery {
  goal: Goal;
  /** The municipalities of the zone, by postal code; none is everywhere. */
  zips: string[];
  /** Widens the zone to the municipalities within this many km of those chosen. */
  km: number | null;
  /** Any of these types; none is every type. */
  types: number[];
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

const unique = <T>(values: T[]) => [...new Set(values)].slice(0, maxChoices);

const postalCode = /^\d{4}$/;

/** The postal code of an old `city=Name|zip` value; "" when it names no code. */
export function legacyCityZip(value: string): string {
  const zip = value.split("|")[1]?.trim() ?? "";
  return postalCode.test(zip) ? zip : "";
}

export function parsePropertyQuery(search: URLSearchParams, goal: Goal): PropertyQuery {
  let minPrice = positive(search.get("minPrice"));
  let maxPrice = positive(search.get("maxPrice"));
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  const zips = unique(
    [...search.getAll("zip").map((zip) => zip.trim()), ...search.getAll("city").map(legacyCityZip)].filter((zip) =>
      postalCode.test(zip),
    ),
  );
  const km = positive(search.get("km"));
  return {
    goal,
    zips,
    km: zips.length > 0 && km !== null ? Math.min(km, Math.max(...radiusSteps)) : null,
    types: unique(
      search
        .getAll("type")
        .map(positive)
        .filter((type) => type !== null),
    ),
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
 * The search as a URL's query, in one order, without what is the default (no sort "newest",
 * no page 1): what the lists link to, and what a saved alert and a detail page carry.
 */
export function searchString(query: PropertyQuery, options: { page?: boolean } = {}): string {
  const search = new URLSearchParams();
  for (const zip of query.zips) search.append("zip", zip);
  if (query.km !== null) search.set("km", String(query.km));
  for (const type of query.types) search.append("type", String(type));
  const numbers = ["minPrice", "maxPrice", "bedrooms", "area"] as const;
  for (const name of numbers) if (query[name] !== null) search.set(name, String(query[name]));
  if (query.epc) search.set("epc", query.epc);
  for (const feature of query.features) search.set(feature, "1");
  if (query.sort !== "newest") search.set("sort", query.sort);
  if (options.page !== false && query.page > 1) search.set("page", String(query.page));
  return search.toString();
}

/** Distance in km between two points on the earth (haversine). */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/**
 * The zone's postal codes with `km` applied: those chosen, and every municipality whose centre
 * lies within `km` of a chosen one's centre (as Belgian portals widen a search by "+ 5 km").
 */
export function zoneZips(query: PropertyQuery, centres: ReadonlyMap<string, { lat: number; lng: number }>): string[] {
  if (query.km === null) return query.zips;
  const km = query.km;
  const chosen = query.zips.flatMap((zip) => {
    const centre = centres.get(zip);
    return centre ? [centre] : [];
  });
  const around = [...centres].filter(([, centre]) => chosen.some((point) => distanceKm(point, centre) <= km));
  return [...new Set([...query.zips, ...around.map(([zip]) => zip)])];
}

const centresByCatalog = new WeakMap<Catalog, Map<string, { lat: number; lng: number }>>();

/** Each postal code's centre: the mean position of the catalog's properties and projects there. */
export function zipCentres(catalog: Catalog): ReadonlyMap<string, { lat: number; lng: number }> {
  const known = centresByCatalog.get(catalog);
  if (known) return known;
  const sums = new Map<string, { lat: number; lng: number; count: number }>();
  for (const { address } of [...catalog.properties.values(), ...catalog.projects.values()]) {
    if (address.latitude === null || address.longitude === null) continue;
    const sum = sums.get(address.zip) ?? { lat: 0, lng: 0, count: 0 };
    sums.set(address.zip, { lat: sum.lat + address.latitude, lng: sum.lng + address.longitude, count: sum.count + 1 });
  }
  const centres = new Map([...sums].map(([zip, sum]) => [zip, { lat: sum.lat / sum.count, lng: sum.lng / sum.count }]));
  centresByCatalog.set(catalog, centres);
  return centres;
}

/** The query to filter with: its zone widened by its radius into postal codes. */
export function withZone(query: PropertyQuery, catalog: Catalog): PropertyQuery {
  return query.km === null ? query : { ...query, zips: zoneZips(query, zipCentres(catalog)), km: null };
}

function hasFeature(property: PropertyCard, feature: Feature): boolean {
  return property.features.includes(feature);
}

export function matches(property: PropertyCard, query: PropertyQuery): boolean {
  const price = property.price;
  return (
    property.goal === query.goal &&
    (query.types.length === 0 || query.types.some((type) => property.webIds.includes(type))) &&
    (query.zips.length === 0 || query.zips.includes(property.zip)) &&
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
  /** How many are on offer: the sold and rented references after them are not counted. */
  total: number;
}

/** The properties of a query, in its order: the catalog keeps each order ready, so this only filters. */
export function filterProperties(view: LanguageCatalog, query: PropertyQuery): PropertyCard[] {
  return view.orders[query.goal][query.sort].filter((property) => matches(property, query));
}

/** One page of results, the page clamped to the last; the references take pages but are not counted. */
export function pageOf(found: PropertyCard[], requested: number): PropertiesPage {
  const pages = Math.max(1, Math.ceil(found.length / pageSize));
  const page = Math.min(requested, pages);
  const total = found.filter((property) => !isReference(property)).length;
  return { items: found.slice((page - 1) * pageSize, page * pageSize), page, pages, total };
}

export function searchProperties(view: LanguageCatalog, query: PropertyQuery): PropertiesPage {
  return pageOf(filterProperties(view, query), query.page);
}

/** A wider search to offer when a search finds nothing on offer, with how many it finds. */
export interface WiderSearch {
  kind: "radius" | "price" | "type" | "town" | "everything";
  query: PropertyQuery;
  count: number;
  /** The radius, for "radius"; the town's name, for "town". */
  km?: number;
  town?: string;
}

const nearbyTowns = 3;

/**
 * The next steps of an empty result, as an agent would suggest them: a wider radius, no price
 * limit, every type, the nearest towns with something that fits, and at last everything on offer.
 * Only those that find something, each on page 1.
 */
export function widerSearches(catalog: Catalog, view: LanguageCatalog, query: PropertyQuery): WiderSearch[] {
  const base = { ...query, page: 1 };
  const count = (wider: PropertyQuery) =>
    filterProperties(view, withZone(wider, catalog)).filter((property) => !isReference(property)).length;
  const found: WiderSearch[] = [];
  const offer = (kind: WiderSearch["kind"], wider: PropertyQuery, extra: Partial<WiderSearch> = {}) => {
    const number = count(wider);
    if (number > 0) found.push({ kind, query: wider, count: number, ...extra });
    return number > 0;
  };
  if (query.zips.length > 0) radiusSteps.some((km) => km > (query.km ?? 0) && offer("radius", { ...base, km }, { km }));
  if (query.minPrice !== null || query.maxPrice !== null) offer("price", { ...base, minPrice: null, maxPrice: null });
  if (query.types.length > 0) offer("type", { ...base, types: [] });
  if (query.zips.length > 0) {
    const centres = zipCentres(catalog);
    const zone = new Set(zoneZips(query, centres));
    const chosen = query.zips.flatMap((zip) => centres.get(zip) ?? []);
    const distance = (zip: string) => {
      const centre = centres.get(zip);
      return centre ? Math.min(...chosen.map((point) => distanceKm(point, centre))) : Infinity;
    };
    const names = new Map(view.cities.map((city) => [city.zip, city.name]));
    const around = [...centres.keys()]
      .filter((zip) => !zone.has(zip) && names.has(zip))
      .sort((a, b) => distance(a) - distance(b));
    let towns = 0;
    for (const zip of around) {
      if (towns === nearbyTowns) break;
      if (offer("town", { ...base, zips: [zip], km: null }, { town: names.get(zip) })) towns++;
    }
  }
  const everything: PropertyQuery = { ...parsePropertyQuery(new URLSearchParams(), query.goal), sort: query.sort };
  if (searchString(everything) !== searchString(base)) offer("everything", everything);
  return found;
}
