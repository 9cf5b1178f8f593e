import { describe, expect, it } from "vitest";
import { neighbours, similarProperties } from "./related";
import { parsePropertyQuery } from "./search";
import { property, view } from "./property-fixtures";

describe("similar properties", () => {
  it("keeps the same goal and type within 25 % of the price, available ones, the same municipality first", () => {
    const self = property(1);
    const catalog = view([
      self,
      property(2, { zip: "2620", city: "Hemiksem" }),
      property(3, { price: 520000 }),
      property(4, { webId: 2, webIds: [2] }),
      property(5, { marquee: "sold" }),
      property(6, { goal: "rent", price: 1200 }),
      property(7, { price: 310000 }),
    ]);
    expect(similarProperties(catalog, self).map((item) => item.id)).toEqual([7, 2]);
  });
});

describe("previous and next within the results", () => {
  const catalog = view([
    property(1, { price: 300000 }),
    property(2, { price: 100000 }),
    property(3, { price: 200000, zip: "2620", city: "Hemiksem" }),
  ]);

  it("follows the visitor's filters and sort", () => {
    const query = parsePropertyQuery(new URLSearchParams("sort=price-asc"), "sale");
    expect(neighbours(catalog, 3, query)).toMatchObject({
      previous: { id: 2 },
      next: { id: 1 },
      position: 2,
      total: 3,
    });
    const edegem = parsePropertyQuery(new URLSearchParams("city=Edegem|2650&sort=price-asc"), "sale");
    expect(neighbours(catalog, 2, edegem)).toMatchObject({ previous: null, next: { id: 1 }, position: 1, total: 2 });
  });

  it("has no neighbours for a property outside the results", () => {
    expect(neighbours(catalog, 3, parsePropertyQuery(new URLSearchParams("city=Edegem|2650"), "sale"))).toBeNull();
  });
});
