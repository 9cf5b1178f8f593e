import { describe, expect, it } from "vitest";
import { pageSize, parsePropertyQuery, searchProperties, searchString, zoneZips } from "./search";
import { property, view } from "./property-fixtures";
import type { LanguageCatalog } from "./snapshot";

const ids = (catalog: LanguageCatalog, search: string) =>
  searchProperties(catalog, parsePropertyQuery(new URLSearchParams(search), "sale")).items.map((item) => item.id);

describe("one search model in the URL", () => {
  it("takes the zone by postal code, the same in every language, and reads old city=Name|zip links by their code", () => {
    const french = view([
      property(1, { city: "Bruxelles", zip: "1000" }),
      property(2, { city: "Anvers", zip: "2000" }),
    ]);
    expect(ids(french, "zip=1000")).toEqual([1]);
    expect(ids(french, "city=Brussel|1000")).toEqual([1]);
    expect(ids(french, "zip=1000&zip=2000")).toEqual([1, 2]);
  });

  it("reads the zone, its radius, the types, the filters, the sort and the page, and writes them back the same", () => {
    const text =
      "zip=2650&zip=2620&km=10&type=2&type=8&minPrice=200000&maxPrice=400000&bedrooms=2&area=90&epc=c&garden=1&terrace=1&sort=price-asc&page=3";
    const query = parsePropertyQuery(new URLSearchParams(text), "sale");
    expect(query).toEqual({
      goal: "sale",
      zips: ["2650", "2620"],
      km: 10,
      types: [2, 8],
      minPrice: 200000,
      maxPrice: 400000,
      bedrooms: 2,
      area: 90,
      epc: "c",
      features: ["garden", "terrace"],
      sort: "price-asc",
      page: 3,
    });
    expect(searchString(query)).toBe(text);
    expect(searchString(query, { page: false })).toBe(text.replace("&page=3", ""));
    // An old link and a new one are the same search.
    const old = parsePropertyQuery(new URLSearchParams("city=Edegem|2650&city=Hemiksem|2620&type=2"), "sale");
    expect(searchString(old)).toBe("zip=2650&zip=2620&type=2");
  });

  it("ignores values it cannot use instead of failing, and swaps a reversed price range", () => {
    const query = parsePropertyQuery(
      new URLSearchParams(
        "city=|abc&zip=26500&zip=x&km=5&type=x&page=-2&epc=z&sort=cheap&garden=yes&minPrice=500000&maxPrice=100000",
      ),
      "rent",
    );
    expect(query).toMatchObject({
      zips: [],
      // A radius without a place means nothing.
      km: null,
      types: [],
      page: 1,
      epc: null,
      sort: "newest",
      features: [],
      minPrice: 100000,
      maxPrice: 500000,
    });
    const many = Array.from({ length: 500 }, (_, index) => `zip=${1000 + index}`).join("&");
    expect(parsePropertyQuery(new URLSearchParams(many), "sale").zips.length).toBe(30);
  });

  it("widens the zone by its radius to the municipalities whose centre is that close", () => {
    const centres = new Map([
      ["2650", { lat: 51.155, lng: 4.445 }], // Edegem
      ["2640", { lat: 51.166, lng: 4.456 }], // Mortsel, 1.4 km
      ["2550", { lat: 51.134, lng: 4.473 }], // Kontich, 3 km
      ["2000", { lat: 51.219, lng: 4.402 }], // Antwerpen, 7.8 km
      ["2980", { lat: 51.27, lng: 4.71 }], // Zoersel, 22 km
    ]);
    const zone = (search: string) => zoneZips(parsePropertyQuery(new URLSearchParams(search), "sale"), centres).sort();
    expect(zone("zip=2650")).toEqual(["2650"]);
    expect(zone("zip=2650&km=5")).toEqual(["2550", "2640", "2650"]);
    expect(zone("zip=2650&km=10")).toEqual(["2000", "2550", "2640", "2650"]);
    expect(zone("zip=2650&km=20")).toEqual(["2000", "2550", "2640", "2650"]);
  });
});

describe("filtering and sorting", () => {
  it("filters on goal, postal code and any of the WebIDs", () => {
    const catalog = view([
      property(1),
      property(2, { city: "Hemiksem", zip: "2620", webIds: [2, 8] }),
      property(3, { goal: "rent" }),
      property(4, { city: "Liège", zip: "4000" }),
    ]);
    expect(ids(catalog, "")).toEqual([1, 2, 4]);
    expect(ids(catalog, "zip=2650")).toEqual([1]);
    expect(ids(catalog, "zip=4000&zip=2620")).toEqual([2, 4]);
    expect(ids(catalog, "type=8")).toEqual([2]);
    expect(ids(catalog, "type=8&type=1")).toEqual([1, 2, 4]);
    // The postal code decides: the name in a link is in whichever language it was made in.
    expect(ids(catalog, "city=Edegem|2620")).toEqual([2]);
  });

  it("keeps a price range inclusive and leaves out properties with a hidden price", () => {
    const catalog = view([
      property(1, { price: 200000 }),
      property(2, { price: 300000 }),
      property(3, { price: null }),
      property(4, { price: 300001 }),
    ]);
    expect(ids(catalog, "minPrice=200000&maxPrice=300000")).toEqual([1, 2]);
    expect(ids(catalog, "maxPrice=250000")).toEqual([1]);
  });

  it("filters on minimum bedrooms, minimum living area, EPC letter or better, and features", () => {
    const catalog = view([
      property(1, { bedrooms: 1, livingArea: 60, epcLabel: "a_plus", features: ["terrace"] }),
      property(2, { bedrooms: 3, livingArea: 160, epcLabel: "c_sub", features: ["garden", "garage"] }),
      property(3, { bedrooms: null, livingArea: null, epcLabel: null, features: ["newBuild"] }),
      property(4, { bedrooms: 4, livingArea: 200, epcLabel: "e", features: ["garden"] }),
    ]);
    expect(ids(catalog, "bedrooms=3")).toEqual([2, 4]);
    expect(ids(catalog, "area=150")).toEqual([2, 4]);
    expect(ids(catalog, "epc=c")).toEqual([1, 2]);
    expect(ids(catalog, "garden=1")).toEqual([2, 4]);
    expect(ids(catalog, "garden=1&garage=1")).toEqual([2]);
    expect(ids(catalog, "newBuild=1")).toEqual([3]);
  });

  it("sorts by price either way with hidden prices last, and newest first by default", () => {
    const catalog = view([
      property(1, { price: 300000 }),
      property(2, { price: null }),
      property(3, { price: 150000 }),
      property(4, { price: 450000 }),
    ]);
    expect(ids(catalog, "")).toEqual([1, 2, 3, 4]);
    expect(ids(catalog, "sort=price-asc")).toEqual([3, 1, 4, 2]);
    expect(ids(catalog, "sort=price-desc")).toEqual([4, 1, 3, 2]);
  });

  it("pages through the results and clamps a page past the end", () => {
    const catalog = view(Array.from({ length: pageSize * 2 + 1 }, (_, index) => property(index + 1)));
    const last = searchProperties(catalog, parsePropertyQuery(new URLSearchParams("page=9"), "sale"));
    expect(last).toMatchObject({ page: 3, pages: 3, total: pageSize * 2 + 1 });
    expect(last.items.map((item) => item.id)).toEqual([pageSize * 2 + 1]);
  });
});
