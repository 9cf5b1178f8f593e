import type { LanguageCatalog, PropertyCard } from "./snapshot";
import { sortOrdersOf } from "./snapshot";

// Cards and a one-language catalog for the catalog's unit tests.

export function property(id: number, overrides: Partial<PropertyCard> = {}): PropertyCard {
  return {
    id,
    goal: "sale",
    webId: 1,
    webIds: [1],
    projectId: null,
    reference: `2026-${id}`,
    marquee: "none",
    title: `Woning ${id}`,
    city: "Edegem",
    zip: "2650",
    mainTypeName: "Woning",
    price: 400000,
    priceUnit: 1,
    priceUnitText: "",
    bedrooms: 3,
    livingArea: 150,
    epcLabel: "b",
    features: [],
    picture: null,
    path: `/nl/te-koop/edegem/woning/${id}/`,
    createdAt: "2026-10-01",
    listedAt: "2026-10-01T00:00:00.000Z",
    priceDroppedAt: null,
    ...overrides,
  };
}

export const view = (properties: PropertyCard[]): LanguageCatalog => ({
  language: "nl",
  properties,
  propertyById: new Map(properties.map((property) => [property.id, property])),
  orders: { sale: sortOrdersOf(properties, "sale"), rent: sortOrdersOf(properties, "rent") },
  projects: [],
  projectById: new Map(),
  types: [],
  typeByWebId: new Map(),
  cities: [],
  totals: { sale: 0, rent: 0 },
});
