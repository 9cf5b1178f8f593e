import { describe, expect, it } from "vitest";
import { pageSize, parseListingQuery, searchListings } from "./search";
import type { LanguageCatalog, ListingCard } from "./snapshot";

function listing(id: number, overrides: Partial<ListingCard> = {}): ListingCard {
  return {
    id, goal: "sale", webId: 1, webIds: [1], projectId: null, reference: `2026-${id}`, marquee: "none",
    title: `Woning ${id}`, city: "Edegem", zip: "2650", mainTypeName: "Woning", price: 350000, priceUnit: 1,
    priceUnitText: "", bedrooms: 3, livingArea: 150, epcLabel: "b", picture: null, path: `/nl/te-koop/edegem/woning/${id}/`,
    createdAt: "2026-10-01T10:00:00+02:00", ...overrides,
  };
}

const view = (listings: ListingCard[]): LanguageCatalog => ({
  language: "nl", listings, projects: [], types: [], cities: [], totals: { sale: 0, rent: 0 },
});

describe("list query in the URL (spec §2 city and type parameters)", () => {
  it("reads repeated city=Name|zip values, the type id and the page", () => {
    const query = parseListingQuery(new URLSearchParams("city=Edegem|2650&city=Hemiksem|2620&type=2&page=3"), "sale");
    expect(query).toEqual({
      goal: "sale",
      cities: [{ name: "Edegem", zip: "2650" }, { name: "Hemiksem", zip: "2620" }],
      type: 2,
      page: 3,
    });
  });

  it("ignores values it cannot use instead of failing", () => {
    const query = parseListingQuery(new URLSearchParams("city=|abc&type=x&page=-2"), "rent");
    expect(query).toEqual({ goal: "rent", cities: [], type: null, page: 1 });
  });

  it("filters on goal, city (accents and case aside) and any of the WebIDs", () => {
    const catalog = view([
      listing(1),
      listing(2, { city: "Hemiksem", zip: "2620", webIds: [2, 8] }),
      listing(3, { goal: "rent" }),
      listing(4, { city: "Liège", zip: "4000" }),
    ]);
    const ids = (search: string) => searchListings(catalog, parseListingQuery(new URLSearchParams(search), "sale")).items.map((item) => item.id);
    expect(ids("")).toEqual([1, 2, 4]);
    expect(ids("city=EDEGEM|2650")).toEqual([1]);
    expect(ids("city=liege|4000&city=Hemiksem|2620")).toEqual([2, 4]);
    expect(ids("type=8")).toEqual([2]);
    expect(ids("city=Edegem|2620")).toEqual([]);
  });

  it("pages through the results and clamps a page past the end", () => {
    const catalog = view(Array.from({ length: pageSize * 2 + 1 }, (_, index) => listing(index + 1)));
    const last = searchListings(catalog, parseListingQuery(new URLSearchParams("page=9"), "sale"));
    expect(last).toMatchObject({ page: 3, pages: 3, total: pageSize * 2 + 1 });
    expect(last.items.map((item) => item.id)).toEqual([pageSize * 2 + 1]);
  });
});
