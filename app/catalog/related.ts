import type { ListingQuery } from "./search";
import { filterListings } from "./search";
import type { LanguageCatalog, ListingCard } from "./snapshot";

// What the detail page links to: its neighbours in the visitor's results, and similar listings.

const priceMargin = 0.25;

/** Available listings of the same goal and type, priced within 25 %, same municipality first. */
export function similarListings(view: LanguageCatalog, listing: ListingCard, count = 3): ListingCard[] {
  const near = (price: number | null) =>
    listing.price === null || price === null || Math.abs(price - listing.price) <= listing.price * priceMargin;
  return view.listings
    .filter(
      (other) =>
        other.id !== listing.id &&
        other.goal === listing.goal &&
        other.webId === listing.webId &&
        other.marquee !== "sold" &&
        other.marquee !== "rented" &&
        near(other.price),
    )
    .sort((a, b) => Number(b.zip === listing.zip) - Number(a.zip === listing.zip))
    .slice(0, count);
}

export interface Neighbours {
  previous: ListingCard | null;
  next: ListingCard | null;
  position: number;
  total: number;
}

/** The listings before and after this one in the results of the visitor's list query. */
export function neighbours(view: LanguageCatalog, id: number, query: ListingQuery): Neighbours | null {
  const results = filterListings(view, query);
  const index = results.findIndex((listing) => listing.id === id);
  if (index < 0) return null;
  return {
    previous: results[index - 1] ?? null,
    next: results[index + 1] ?? null,
    position: index + 1,
    total: results.length,
  };
}
