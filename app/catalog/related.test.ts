import { describe, expect, it } from "vitest";
import { neighbours, similarListings } from "./related";
import { parseListingQuery } from "./search";
import { listing, view } from "./property-fixtures";

describe("similar listings", () => {
  it("keeps the same goal and type within 25 % of the price, available ones, the same municipality first", () => {
    const self = listing(1);
    const catalog = view([
      self,
      listing(2, { zip: "2620", city: "Hemiksem" }),
      listing(3, { price: 520000 }),
      listing(4, { webId: 2, webIds: [2] }),
      listing(5, { marquee: "sold" }),
      listing(6, { goal: "rent", price: 1200 }),
      listing(7, { price: 310000 }),
    ]);
    expect(similarListings(catalog, self).map((item) => item.id)).toEqual([7, 2]);
  });
});

describe("previous and next within the results", () => {
  const catalog = view([
    listing(1, { price: 300000 }),
    listing(2, { price: 100000 }),
    listing(3, { price: 200000, zip: "2620", city: "Hemiksem" }),
  ]);

  it("follows the visitor's filters and sort", () => {
    const query = parseListingQuery(new URLSearchParams("sort=price-asc"), "sale");
    expect(neighbours(catalog, 3, query)).toMatchObject({
      previous: { id: 2 },
      next: { id: 1 },
      position: 2,
      total: 3,
    });
    const edegem = parseListingQuery(new URLSearchParams("city=Edegem|2650&sort=price-asc"), "sale");
    expect(neighbours(catalog, 2, edegem)).toMatchObject({ previous: null, next: { id: 1 }, position: 1, total: 2 });
  });

  it("has no neighbours for a listing outside the results", () => {
    expect(neighbours(catalog, 3, parseListingQuery(new URLSearchParams("city=Edegem|2650"), "sale"))).toBeNull();
  });
});
