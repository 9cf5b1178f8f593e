import { foldForSearch } from "~/domain/search-text";
import type { LanguageCatalog, ListingCard } from "./snapshot";
import type { Goal } from "./types";

// The list pages' query, kept in the URL (STYLE.md): spec §2 `city` (Name|zip, repeatable)
// and `type` (a type id), plus the page number.

export const pageSize = 12;

export interface ListingQuery {
  goal: Goal;
  cities: { name: string; zip: string }[];
  type: number | null;
  page: number;
}

export function parseListingQuery(search: URLSearchParams, goal: Goal): ListingQuery {
  const cities = search
    .getAll("city")
    .map((value) => {
      const [name = "", zip = ""] = value.split("|");
      return { name: name.trim(), zip: zip.trim() };
    })
    .filter((city) => city.name || /^\d{4}$/.test(city.zip));
  const type = Number(search.get("type"));
  const page = Number(search.get("page"));
  return {
    goal,
    cities,
    type: Number.isInteger(type) && type > 0 ? type : null,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

function inCity(listing: ListingCard, city: { name: string; zip: string }): boolean {
  if (city.zip && city.zip !== listing.zip) return false;
  return !city.name || foldForSearch(city.name) === foldForSearch(listing.city);
}

export interface ListingPage {
  items: ListingCard[];
  page: number;
  pages: number;
  total: number;
}

export function searchListings(view: LanguageCatalog, query: ListingQuery): ListingPage {
  const matches = view.listings.filter(
    (listing) =>
      listing.goal === query.goal &&
      (query.type === null || listing.webIds.includes(query.type)) &&
      (query.cities.length === 0 || query.cities.some((city) => inCity(listing, city))),
  );
  const pages = Math.max(1, Math.ceil(matches.length / pageSize));
  const page = Math.min(query.page, pages);
  return { items: matches.slice((page - 1) * pageSize, page * pageSize), page, pages, total: matches.length };
}
