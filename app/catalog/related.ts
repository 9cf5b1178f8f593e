import type { PropertyQuery } from "./search";
import { filterProperties } from "./search";
import type { LanguageCatalog, PropertyCard } from "./snapshot";

// What the detail page links to: its neighbours in the visitor's results, and similar properties.

const priceMargin = 0.25;

/** Available properties of the same goal and type, priced within 25 %, same municipality first. */
export function similarProperties(view: LanguageCatalog, property: PropertyCard, count = 3): PropertyCard[] {
  const near = (price: number | null) =>
    property.price === null || price === null || Math.abs(price - property.price) <= property.price * priceMargin;
  return view.properties
    .filter(
      (other) =>
        other.id !== property.id &&
        other.goal === property.goal &&
        other.webId === property.webId &&
        other.marquee !== "sold" &&
        other.marquee !== "rented" &&
        near(other.price),
    )
    .sort((a, b) => Number(b.zip === property.zip) - Number(a.zip === property.zip))
    .slice(0, count);
}

export interface Neighbours {
  previous: PropertyCard | null;
  next: PropertyCard | null;
  position: number;
  total: number;
}

/** The properties before and after this one in the results of the visitor's list query. */
export function neighbours(view: LanguageCatalog, id: number, query: PropertyQuery): Neighbours | null {
  const results = filterProperties(view, query);
  const index = results.findIndex((property) => property.id === id);
  if (index < 0) return null;
  return {
    previous: results[index - 1] ?? null,
    next: results[index + 1] ?? null,
    position: index + 1,
    total: results.length,
  };
}
