import { describe, expect, it } from "vitest";
import { pageSize, parsePropertyQuery, searchProperties, searchString, widerSearches, zoneZips } from "./search";
import { property, view } from "./property-fixtures";
import type { Catalog, LanguageCatalog } from "./snapshot";
import { buildCatalog } from "./snapshot";
import { syntheticProperties, syntheticTypes } from "./synthetic";
import type { Marquee } from "~/domain/records";

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

  it("sorts by living area, largest first, and by price per m², cheapest first, with unknown values last", () => {
    const catalog = view([
      property(1, { price: 300000, livingArea: 100 }), // € 3.000/m²
      property(2, { price: 400000, livingArea: null }),
      property(3, { price: 500000, livingArea: 250 }), // € 2.000/m²
      property(4, { price: null, livingArea: 180 }),
      // A project's "starting from" price says nothing of this unit's m² price.
      property(5, { price: 250000, priceUnit: 7, livingArea: 90 }),
    ]);
    expect(ids(catalog, "sort=area-desc")).toEqual([3, 4, 1, 5, 2]);
    expect(ids(catalog, "sort=price-per-m2-asc")).toEqual([3, 1, 2, 4, 5]);
    const query = parsePropertyQuery(new URLSearchParams("zip=2650&sort=price-per-m2-asc"), "sale");
    expect(query.sort).toBe("price-per-m2-asc");
    expect(searchString(query)).toBe("zip=2650&sort=price-per-m2-asc");
  });

  it("lists sold and rented properties after those on offer, in every order, without counting them", () => {
    const catalog = view([
      property(1, { price: 300000, marquee: "sold" }),
      property(2, { price: 500000 }),
      property(3, { price: 200000, marquee: "option" }),
      property(4, { price: 100000, marquee: "sold" }),
      property(5, { goal: "rent", price: 900, marquee: "rented" }),
      property(6, { goal: "rent", price: 1200 }),
    ]);
    expect(ids(catalog, "")).toEqual([2, 3, 1, 4]);
    expect(ids(catalog, "sort=price-asc")).toEqual([3, 2, 4, 1]);
    expect(ids(catalog, "sort=price-desc")).toEqual([2, 3, 1, 4]);
    const sale = searchProperties(catalog, parsePropertyQuery(new URLSearchParams(), "sale"));
    // Under option is still on offer; sold is not.
    expect(sale.total).toBe(2);
    const rent = searchProperties(catalog, parsePropertyQuery(new URLSearchParams("sort=price-asc"), "rent"));
    expect(rent.items.map((item) => item.id)).toEqual([6, 5]);
    expect(rent.total).toBe(1);
  });

  it("pages through the results and clamps a page past the end", () => {
    const catalog = view(Array.from({ length: pageSize * 2 + 1 }, (_, index) => property(index + 1)));
    const last = searchProperties(catalog, parsePropertyQuery(new URLSearchParams("page=9"), "sale"));
    expect(last).toMatchObject({ page: 3, pages: 3, total: pageSize * 2 + 1 });
    expect(last.items.map((item) => item.id)).toEqual([pageSize * 2 + 1]);
  });
});

describe("what is on offer", () => {
  it("counts neither sold nor rented properties in the totals (the home page) nor in a town's or type's count", () => {
    const records = syntheticProperties(40).map((record) => ({ ...record, marquee: 0 as Marquee }));
    const sale = records.filter((record) => record.goal === "sale");
    const rent = records.filter((record) => record.goal === "rent");
    const sold = sale[0];
    const rented = rent[0];
    if (!sold || !rented) throw new Error("the synthetic catalog has both goals");
    sold.marquee = 3;
    rented.marquee = 4;
    const nl = buildCatalog({ version: 1, properties: records, projects: [], types: syntheticTypes }).views.nl;
    expect(nl.totals).toEqual({ sale: sale.length - 1, rent: rent.length - 1 });
    const town = nl.cities.filter((city) => city.zip === sold.address.zip);
    const onOffer = sale.filter((record) => record.address.zip === sold.address.zip && record !== sold).length;
    expect(town.reduce((sum, city) => sum + city.saleCount, 0)).toBe(onOffer);
    const type = nl.typeByWebId.get(sold.webId);
    expect(type?.saleCount).toBe(sale.filter((record) => record.webIds.includes(sold.webId) && record !== sold).length);
  });
});

describe("an empty result's next steps", () => {
  const places = {
    "2650": { name: "Edegem", lat: 51.155, lng: 4.445 },
    "2640": { name: "Mortsel", lat: 51.166, lng: 4.456 },
    "2550": { name: "Kontich", lat: 51.134, lng: 4.473 },
    "2000": { name: "Antwerpen", lat: 51.219, lng: 4.402 },
  };
  const at = (zip: keyof typeof places) => ({ zip, city: places[zip].name });
  const cards = [
    property(1, { ...at("2650"), price: 400000 }),
    property(2, { ...at("2640"), price: 300000 }),
    property(3, { ...at("2550"), price: 900000, webIds: [2] }),
    property(4, { ...at("2650"), price: 200000, marquee: "sold" }),
    property(5, { ...at("2000"), price: 300000 }),
    property(6, { ...at("2550"), price: 300000, webIds: [2] }),
    property(7, { ...at("2650"), price: 500000, webIds: [2] }),
  ];
  const nl = {
    ...view(cards),
    cities: Object.entries(places).map(([zip, place]) => ({ zip, name: place.name, saleCount: 1, rentCount: 0 })),
  };
  // zipCentres reads the records' addresses: one record per town is enough here.
  const catalog = {
    properties: new Map(
      Object.entries(places).map(([zip, place], index) => [
        index,
        { address: { zip, latitude: place.lat, longitude: place.lng } },
      ]),
    ),
    projects: new Map(),
  } as unknown as Catalog;

  it("offers a wider radius, no price limit, the nearest towns with a match and everything, each with what it finds", () => {
    const query = parsePropertyQuery(new URLSearchParams("zip=2650&maxPrice=350000&type=2&sort=price-asc"), "sale");
    expect(ids(nl, searchString(query))).toEqual([]);
    const wider = widerSearches(catalog, nl, query);
    expect(wider.map(({ kind, count, km, town }) => ({ kind, count, km, town }))).toEqual([
      { kind: "radius", count: 1, km: 5, town: undefined },
      { kind: "price", count: 1, km: undefined, town: undefined },
      // Every type finds only a sold one in Edegem: not offered. Mortsel, nearer, has nothing that fits.
      { kind: "town", count: 1, km: undefined, town: "Kontich" },
      { kind: "everything", count: 6, km: undefined, town: undefined },
    ]);
    expect(wider.map((one) => searchString(one.query))).toEqual([
      "zip=2650&km=5&type=2&maxPrice=350000&sort=price-asc",
      "zip=2650&type=2&sort=price-asc",
      "zip=2550&type=2&maxPrice=350000&sort=price-asc",
      "sort=price-asc",
    ]);
  });
});
