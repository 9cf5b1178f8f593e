import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import type {
  FeedCity,
  FeedProject,
  FeedProperty,
  FeedPropertySummary,
  FeedPropertyType,
} from "../../app/catalog/feed-schema";
import {
  feedCity,
  feedDocumentShape,
  feedProject,
  feedProperty,
  feedPropertySummary,
  feedPropertyType,
} from "../../app/catalog/feed-schema";
import { parseFeed } from "../../app/catalog/reshape";
import { parsePropertyQuery, searchProperties } from "../../app/catalog/search";
import { buildCatalog, sortOrders } from "../../app/catalog/snapshot";
import { municipalities } from "./demo/municipalities";

// Checks the bundled demo feed (content/feed/demo-feed.json, written by generate.ts).

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const raw: unknown = JSON.parse(readFileSync(resolve(root, "content/feed/demo-feed.json"), "utf8"));
const document = feedDocumentShape.parse(raw);
const parseAll = <T>(schema: z.ZodType<T>, records: unknown[]): T[] => records.map((record) => schema.parse(record));
const properties: FeedProperty[] = parseAll(feedProperty, document.Properties);
const summaries: FeedPropertySummary[] = parseAll(feedPropertySummary, document.PropertyList);
const projects: FeedProject[] = parseAll(feedProject, document.Projects);
const types: FeedPropertyType[] = parseAll(feedPropertyType, document.PropertyTypes);
const cities = {
  All: parseAll(feedCity, document.Cities.All),
  Sale: parseAll(feedCity, document.Cities.Sale),
  Rent: parseAll(feedCity, document.Cities.Rent),
};
const languages = ["nl", "fr", "en", "de"] as const;
const manifestPath = resolve(root, "content/feed/media/manifest.json");
type ManifestPhoto = { file: string; category: string; alt: { nl: string } };
const photos = () =>
  new Map(
    (JSON.parse(readFileSync(manifestPath, "utf8")) as ManifestPhoto[]).map((photo) => [photo.file, photo] as const),
  );
const fileOf = (url: string) => url.replace(/^\/media\/feed\//, "").replace(/\?v=1$/, "");
const dutch = properties.filter((p) => p.language === "nl");
const regular = dutch.filter((p) => p.ProjectID === null);
const regionOf = (zip: string) =>
  zip < "1300" ? "brussels" : zip < "1500" || (zip >= "4000" && zip < "8000") ? "wallonia" : "flanders";

type Band = [label: string, below: number];
const bands: Record<string, Band[]> = {
  flanders: [
    ["A+", 0],
    ["A", 100],
    ["B", 200],
    ["C", 300],
    ["D", 400],
    ["E", 500],
    ["F", Infinity],
  ],
  brussels: [
    ["A+", 0],
    ["A", 23],
    ["A-", 45],
    ["B+", 62],
    ["B", 79],
    ["B-", 95],
    ["C+", 113],
    ["C", 132],
    ["C-", 150],
    ["D+", 170],
    ["D", 190],
    ["D-", 210],
    ["E+", 232],
    ["E", 253],
    ["E-", 275],
    ["F+", 298],
    ["F", 322],
    ["F-", 345],
    ["G", Infinity],
  ],
  wallonia: [
    ["A++", 0],
    ["A+", 45],
    ["A", 85],
    ["B", 170],
    ["C", 255],
    ["D", 340],
    ["E", 425],
    ["F", 510],
    ["G", Infinity],
  ],
};
const bandOf = (region: string, value: number) => (bands[region] ?? []).find(([, below]) => value < below)?.[0];

function groupBy<T>(items: readonly T[], key: (item: T) => string | number): Map<string | number, T[]> {
  const map = new Map<string | number, T[]>();
  for (const item of items) map.set(key(item), [...(map.get(key(item)) ?? []), item]);
  return map;
}

describe("demo feed: shape and languages", () => {
  it("parses every record with its schema", () => {
    expect(document.GeneratedAt).toBe("2026-11-01T08:00:00+01:00");
    expect(document.Neighbourhoods).toEqual([]);
    expect(properties.length).toBe(summaries.length);
  });

  it("has every property, summary, project and type in the four languages", () => {
    const all: { ID: number; language: string }[][] = [
      properties,
      summaries,
      projects,
      types.map((t) => ({ ...t, ID: t.WebID })),
    ];
    for (const records of all) {
      for (const [id, group] of groupBy(records, (r) => r.ID)) {
        expect(group.map((r) => r.language).sort(), `id ${id}`).toEqual([...languages].sort());
      }
    }
  });

  it("keeps language-independent fields identical across the four languages", () => {
    const textual = new Set([
      "language",
      "Name",
      "TypeDescription",
      "Description",
      "MainTypeName",
      "MarqueeName",
      "PriceUnitText",
      "City",
      "CountryName",
      "Heating",
      "Kitchen",
      "Roof",
      "Inventory",
      "FloodZone",
      "AsbestosCertificate",
      "ZoningDesignation",
      "AvailableFrom",
      "Documents",
      "Pictures",
      "WebIDName",
      "SmallPictureItem",
    ]);
    const neutral = (record: object) => Object.fromEntries(Object.entries(record).filter(([key]) => !textual.has(key)));
    for (const records of [properties, summaries, projects]) {
      for (const group of groupBy<object & { ID: number }>(records, (r) => r.ID).values()) {
        const [first, ...rest] = group.map(neutral);
        for (const other of rest) expect(other).toEqual(first);
      }
    }
    for (const group of groupBy(properties, (p) => p.ID).values()) {
      const strip = (p: FeedProperty) => ({
        pictures: p.Pictures.map((x) => [x.ID, x.Url, x.Width, x.Height]),
        documents: p.Documents.map((x) => [x.ID, x.Url, x.MimeType]),
      });
      for (const other of group.slice(1)) expect(strip(other)).toEqual(strip(group[0] as FeedProperty));
    }
  });

  it("translates the texts", () => {
    for (const group of groupBy(properties, (p) => p.ID).values()) {
      const byLanguage = new Map(group.map((p) => [p.language, p]));
      expect(new Set(group.map((p) => p.Description)).size).toBe(4);
      expect(byLanguage.get("nl")?.CountryName).toBe("België");
      expect(byLanguage.get("de")?.CountryName).toBe("Belgien");
    }
    expect(new Set(dutch.map((p) => p.Description)).size).toBe(dutch.length);
    expect(dutch.some((p) => /bewoonbare oppervlakte/.test(p.Description))).toBe(true);
    for (const p of properties) {
      expect(p.Description).toMatch(/^<p>/);
      expect((p.Description.match(/<p>/g) ?? []).length).toBeGreaterThanOrEqual(2);
      expect((p.Description.match(/<p>/g) ?? []).length).toBeLessThanOrEqual(4);
      expect(p.Description).not.toMatch(/lorem|undefined|null|NaN|\[object/);
      expect(p.TypeDescription).not.toMatch(/undefined|NaN/);
    }
  });

  it("has at least 8 headlines over 90 characters in every language, to exercise the 70-character slug cut", () => {
    for (const language of languages) {
      const long = properties.filter((p) => p.language === language && p.TypeDescription.length > 90);
      expect(long.length, language).toBeGreaterThanOrEqual(8);
    }
  });
});

describe("demo feed: properties", () => {
  it("has at least 250 properties in about 45 municipalities, Edegem and Hemiksem on top", () => {
    expect(dutch.length).toBeGreaterThanOrEqual(250);
    const perCity = [...groupBy(dutch, (p) => `${p.Zip} ${p.City}`).entries()].sort(
      (a, b) => b[1].length - a[1].length,
    );
    expect(perCity.length).toBeGreaterThanOrEqual(40);
    expect(perCity.length).toBeLessThanOrEqual(49);
    expect(perCity.slice(0, 2).map(([key]) => key)).toEqual(["2650 Edegem", "2620 Hemiksem"]);
  });

  it("sells about two thirds and lets the rest in fewer cities", () => {
    const sale = dutch.filter((p) => p.Goal === 0).length / dutch.length;
    expect(sale).toBeGreaterThanOrEqual(0.63);
    expect(sale).toBeLessThanOrEqual(0.72);
    const saleCities = new Set(dutch.filter((p) => p.Goal === 0).map((p) => p.Zip + p.City));
    const rentCities = new Set(dutch.filter((p) => p.Goal === 1).map((p) => p.Zip + p.City));
    expect(rentCities.size).toBeLessThan(saleCities.size);
    expect(rentCities.size).toBeGreaterThanOrEqual(20);
  });

  it("uses the real municipality names and postal codes, with coordinates near the centre", () => {
    const known = new Map(municipalities.map((m) => [`${m.zip}|${m.names.nl}`, m]));
    for (const group of groupBy(properties, (p) => p.ID).values()) {
      const nl = group.find((p) => p.language === "nl") as FeedProperty;
      const place = known.get(`${nl.Zip}|${nl.City}`);
      expect(place, `${nl.Zip} ${nl.City}`).toBeDefined();
      if (!place) continue;
      for (const p of group) expect(p.City).toBe(place.names[p.language]);
      expect(Math.abs((nl.Latitude ?? 0) - place.lat)).toBeLessThan(0.01);
      expect(Math.abs((nl.Longitude ?? 0) - place.lng)).toBeLessThan(0.01);
    }
  });

  it("copies the municipalities from the shared CSV", () => {
    const source = resolve(root, "../shared/data/municipalities.csv");
    // Never skipped: without the CSV this test would pass without checking anything.
    if (!existsSync(source)) {
      throw new Error(
        `${source} is missing: this test compares the demo feed's municipalities with the shared CSV, so run it from a checkout with shared/ beside the project's folder`,
      );
    }
    const lines = readFileSync(source, "utf8").trim().split("\n").slice(1);
    const csv = new Map(
      lines
        .map((line) => line.split(","))
        .map(([nl, fr, en, de, zip, lat, lng]) => [`${zip}|${nl}`, { fr, en, de, lat: Number(lat), lng: Number(lng) }]),
    );
    for (const m of municipalities) {
      const row = csv.get(`${m.zip}|${m.names.nl}`);
      expect(row, m.names.nl).toEqual({ fr: m.names.fr, en: m.names.en, de: m.names.de, lat: m.lat, lng: m.lng });
    }
  });

  it("lists the eight property types and uses all of them", () => {
    const dutchTypes = types.filter((t) => t.language === "nl").sort((a, b) => a.ShowOrder - b.ShowOrder);
    expect(dutchTypes.map((t) => [t.WebID, t.ID, t.ShowOrder, t.Name, t.Sale, t.Rent])).toEqual([
      [1, 1, 1, "Woning", true, true],
      [2, 2, 2, "Appartement", true, true],
      [3, 3, 3, "Studio", false, false],
      [4, 4, 4, "Grond", true, false],
      [5, 5, 5, "Opbrengsteigendom", true, true],
      [6, 6, 6, "Bedrijfspand", true, true],
      [7, 7, 7, "Garage/parking", true, true],
      [8, 8, 8, "Nieuwbouw", true, true],
    ]);
    const used = new Set(dutch.flatMap((p) => p.WebIDs.split(",").map(Number)));
    expect([...used].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const p of dutch) expect(p.WebIDs.split(",").map(Number)).toContain(p.WebID);
    expect(dutch.filter((p) => p.Goal !== 0 && p.WebIDs.split(",").includes("4"))).toEqual([]);
    expect(dutch.filter((p) => p.WebIDs.includes("3")).every((p) => p.WebID === 2 && p.WebIDs === "2,3")).toBe(true);
  });

  it("asks plausible prices and rents", () => {
    const sale: Record<number, [number, number]> = {
      1: [295_000, 1_600_000],
      2: [200_000, 560_000],
      4: [150_000, 450_000],
      5: [450_000, 1_500_000],
      6: [250_000, 1_200_000],
      7: [25_000, 55_000],
    };
    const rent: Record<number, [number, number]> = {
      1: [1_100, 2_200],
      2: [750, 1_450],
      6: [1_200, 4_500],
      7: [70, 130],
    };
    for (const p of regular.filter((q) => regionOf(q.Zip) !== "brussels")) {
      const [min, max] = (p.Goal === 0 ? sale : rent)[p.WebID] ?? [0, 0];
      expect(p.Price, `${p.ID} ${p.MainTypeName}`).toBeGreaterThanOrEqual(min);
      expect(p.Price, `${p.ID} ${p.MainTypeName}`).toBeLessThanOrEqual(max);
    }
    for (const p of properties.filter((q) => q.Goal === 1)) {
      expect([p.PriceUnit, p.Deposit]).toEqual([2, 3 * p.Price]);
      expect(p.PriceUnitText).toBe({ nl: "per maand", fr: "par mois", en: "per month", de: "pro Monat" }[p.language]);
      expect(p.AvailableFrom).toBeTruthy();
    }
    expect(
      properties
        .filter((p) => p.PriceUnit === 7)
        .every((p) => p.PriceUnitText === { nl: "vanaf", fr: "à partir de", en: "from", de: "ab" }[p.language]),
    ).toBe(true);
    expect(dutch.filter((p) => !p.PublishPrice).length).toBeGreaterThanOrEqual(4);
    expect(dutch.filter((p) => !p.PublishAddress).length).toBeGreaterThanOrEqual(8);
  });

  it("shows badges with their translated names", () => {
    const names = [
      ["", "", "", ""],
      ["Nieuw", "Nouveau", "New", "Neu"],
      ["Onder optie", "Sous option", "Under option", "Unter Option"],
      ["Verkocht", "Vendu", "Sold", "Verkauft"],
      ["Verhuurd", "Loué", "Rented", "Vermietet"],
    ];
    for (const p of properties) expect(p.MarqueeName).toBe(names[p.Marquee]?.[languages.indexOf(p.language)]);
    expect(dutch.filter((p) => p.Marquee === 3).every((p) => p.Goal === 0)).toBe(true);
    expect(dutch.filter((p) => p.Marquee === 4).every((p) => p.Goal === 1)).toBe(true);
    expect(dutch.filter((p) => p.Marquee === 3).length).toBeGreaterThanOrEqual(5);
    expect(dutch.filter((p) => p.Marquee === 4).length).toBeGreaterThanOrEqual(4);
    expect(dutch.filter((p) => p.Marquee === 1).length).toBeGreaterThanOrEqual(10);
  });

  it("covers every EPC band of the three regions with matching labels", () => {
    for (const region of ["flanders", "brussels", "wallonia"]) {
      const rated = dutch.filter((p) => regionOf(p.Zip) === region && p.EnergyPerformance !== null);
      for (const p of rated)
        expect(p.EPCLabelText, `${p.ID}: ${p.EnergyPerformance}`).toBe(bandOf(region, p.EnergyPerformance ?? 0));
      const covered = new Set(rated.map((p) => p.EPCLabelText));
      expect([...covered].sort(), region).toEqual((bands[region] ?? []).map(([label]) => label).sort());
    }
    const flemish = dutch.filter((p) => regionOf(p.Zip) === "flanders" && p.EPCLabelText);
    expect(flemish.filter((p) => ["B", "C", "D"].includes(p.EPCLabelText)).length / flemish.length).toBeGreaterThan(
      0.5,
    );
    for (const p of dutch.filter((q) => q.WebID === 4 || q.WebID === 7))
      expect([p.EnergyPerformance, p.EPCLabelText]).toEqual([null, ""]);
    expect(dutch.filter((p) => p.EnergyPerformance === null && p.EPCLabelText !== "").length).toBeGreaterThanOrEqual(2);
    for (const p of dutch.filter((q) => q.EPCEndDate && q.EPCUniqueCode && regionOf(q.Zip) === "flanders")) {
      expect(p.EPCUniqueCode).toMatch(/^\d{8}-\d{10}-N?RES-\d$/);
    }
  });

  it("gives every property a unique id and dossier number, an agent and 5 to 9 pictures", () => {
    expect(new Set(dutch.map((p) => p.ID)).size).toBe(dutch.length);
    expect(new Set(dutch.map((p) => p.RecordFile)).size).toBe(dutch.length);
    expect(Math.min(...dutch.map((p) => p.ID))).toBeGreaterThanOrEqual(4_100_001);
    for (const p of dutch) {
      expect(p.Manager?.Email).toMatch(/@immozuidrand\.be$/);
      expect(p.Pictures.length).toBeGreaterThanOrEqual(5);
      expect(p.Pictures.length).toBeLessThanOrEqual(9);
      for (const picture of p.Pictures) expect(picture.Url).toMatch(/^\/media\/feed\/.+\?v=1$/);
      for (const moment of p.VisitMoments) expect(moment.Date > "2026-11-01").toBe(true);
      expect(p.CreateDate <= p.ModifyDate && p.ModifyDate < "2026-11-01").toBe(true);
    }
    const pictureIds = dutch.flatMap((p) => p.Pictures.map((picture) => picture.ID));
    expect(new Set(pictureIds).size).toBe(pictureIds.length);
  });

  it.skipIf(!existsSync(manifestPath))("opens with an exterior photo that fits the type", () => {
    const photo = photos();
    const exterior: Record<number, string[]> = {
      1: ["house", "villa", "newbuild"],
      2: ["apartment", "newbuild"],
      4: ["land"],
      5: ["apartment", "commercial"],
      6: ["commercial"],
      7: ["garage"],
    };
    for (const p of dutch) {
      const first = photo.get(fileOf(p.Pictures[0]?.Url ?? ""));
      const fits = p.WebIDs.split(",").includes("8")
        ? // A new build shows one: new-build flats or a modern block, new houses or a modern villa.
          p.WebID === 2
          ? (first?.category === "newbuild" && /appartementen/.test(first.alt.nl)) ||
            (first?.category === "apartment" && /^Modern/.test(first.alt.nl))
          : (first?.category === "newbuild" && !/appartementen/.test(first.alt.nl)) ||
            (first?.category === "villa" && /^Moderne/.test(first.alt.nl))
        : (exterior[p.WebID] ?? []).includes(first?.category ?? "");
      expect(fits, `${p.ID}: ${first?.alt.nl}`).toBe(true);
    }
  });

  it("never shows one cover twice on a list page, in any sort order, with or without a type filter", () => {
    const view = buildCatalog({ version: 1, ...parseFeed(raw) }).views.nl;
    let pagesSeen = 0;
    for (const goal of ["sale", "rent"] as const)
      for (const sort of sortOrders)
        for (const types of [[], ...view.types.map((type) => [type.webId])]) {
          const query = { ...parsePropertyQuery(new URLSearchParams(), goal), sort, types };
          const { pages } = searchProperties(view, query);
          for (let page = 1; page <= pages; page++) {
            const { items } = searchProperties(view, { ...query, page });
            const covers = items.map((card) => card.picture?.url);
            expect(new Set(covers).size, `${goal} ${sort} type ${types.join()} page ${page}`).toBe(items.length);
            pagesSeen += 1;
          }
        }
    // Both goals, every sort, every type: well over a hundred pages.
    expect(pagesSeen).toBeGreaterThan(100);
  });

  it("gives each agent on a listing the phone and e-mail the team page shows", () => {
    const directory = resolve(root, "content/site/articles");
    const team = readdirSync(directory)
      .filter((file) => file.endsWith(".json"))
      .map((file) => JSON.parse(readFileSync(resolve(directory, file), "utf8")) as Record<string, unknown>)
      .filter((article) => article.category === "team" && article.status === "Published")
      .map((article) => article.person as { name: string; phone: string; email: string });
    const agents = new Map(properties.flatMap((p) => (p.Manager ? [[p.Manager.Name, p.Manager] as const] : [])));
    expect(agents.size).toBeGreaterThanOrEqual(4);
    for (const p of properties) {
      if (!p.Manager) continue;
      const person = team.find((member) => member.name === p.Manager?.Name);
      expect(person, `${p.Manager.Name} on the team page`).toBeDefined();
      expect([p.Manager.Phone, p.Manager.Email], `${p.ID} (${p.language})`).toEqual([person?.phone, person?.email]);
    }
  });

  it("has the legal items, links and documents", () => {
    const flemishSale = dutch.filter((p) => p.Goal === 0 && regionOf(p.Zip) === "flanders");
    expect(
      flemishSale.every((p) => p.FloodScoreP && p.FloodScoreG && p.ZoningDesignation && p.BuildingPermit !== undefined),
    ).toBe(true);
    const old = flemishSale.filter((p) => p.WebID !== 4 && (p.ConstructionYear ?? 2100) < 2001);
    const missing = old.filter((p) => !p.AsbestosCertificate || !p.AsbestosDate).length;
    expect(missing).toBeGreaterThanOrEqual(1);
    expect(missing).toBeLessThanOrEqual(3);
    expect(dutch.filter((p) => p.ViagerAnnuity && p.ViagerBouquet && p.ViagerAges).length).toBeGreaterThanOrEqual(2);
    const videos = dutch.flatMap((p) => (p.VideoUrl ? [p.VideoUrl] : []));
    const tours = dutch.flatMap((p) => (p.VirtualTourUrl ? [p.VirtualTourUrl] : []));
    expect(videos.length).toBeGreaterThanOrEqual(8);
    expect(tours.length).toBeGreaterThanOrEqual(8);
    for (const url of videos)
      expect(url).toMatch(/^https:\/\/(www\.youtube\.com\/watch\?v=[\w-]{11}|vimeo\.com\/\d+)$/);
    for (const url of tours)
      expect(url).toMatch(/^https:\/\/(my\.matterport\.com\/show\/\?m=\w{11}|tour\.nodalview\.com\/\w+)$/);
    const documented = dutch.filter((p) => p.Documents.length > 0);
    expect(documented.length).toBeGreaterThanOrEqual(30);
    for (const d of documented.flatMap((p) => p.Documents))
      expect([d.Url, d.MimeType]).toEqual([
        expect.stringMatching(/^\/media\/feed\/documents\/[\w-]+\.pdf$/),
        "application/pdf",
      ]);
    const open = dutch.filter((p) => p.Marquee < 3);
    expect(open.filter((p) => p.VisitMoments.length >= 2).length / open.length).toBeGreaterThan(0.35);
    for (const p of dutch.filter((q) => q.Goal === 1)) expect(p.ChargesRenter).toBeDefined();
  });

  it("sums each property up consistently in the property list", () => {
    const full = new Map(properties.map((p) => [`${p.ID}|${p.language}`, p]));
    for (const s of summaries) {
      const p = full.get(`${s.ID}|${s.language}`);
      expect(p).toBeDefined();
      if (!p) continue;
      expect(s).toEqual({
        ID: p.ID,
        Goal: p.Goal,
        City: p.City,
        Zip: p.Zip,
        TypeDescription: p.TypeDescription,
        WebID: p.WebID,
        WebIDs: p.WebIDs,
        MainTypeName: p.MainTypeName,
        language: p.language,
        RecordFile: p.RecordFile,
        ProjectID: p.ProjectID,
        Marquee: p.Marquee,
        SmallPictureItem: p.Pictures[0] ?? null,
      });
    }
  });

  it("counts the cities per list", () => {
    for (const [list, goal] of [
      ["All", null],
      ["Sale", 0],
      ["Rent", 1],
    ] as const) {
      for (const language of languages) {
        const entries: FeedCity[] = cities[list].filter((c) => c.language === language);
        const expected = groupBy(
          properties.filter((p) => p.language === language && (goal === null || p.Goal === goal)),
          (p) => `${p.Zip}|${p.City}`,
        );
        expect(new Map(entries.map((c) => [`${c.Zip}|${c.Name}`, c.PropertyCount]))).toEqual(
          new Map([...expected].map(([key, group]) => [key, group.length])),
        );
        expect(entries.every((c) => c.CountryID === 10)).toBe(true);
        expect(entries.map((c) => c.Zip)).toEqual(cities[list].filter((c) => c.language === "nl").map((c) => c.Zip));
      }
    }
    expect(cities.Rent.length).toBeLessThan(cities.Sale.length);
  });
});

describe("demo feed: projects", () => {
  it("has projects 10 and 11 in Edegem with exact price ranges over their units", () => {
    expect([...new Set(projects.map((p) => p.ID))].sort()).toEqual([10, 11]);
    const ranges: Record<number, [number, number]> = { 10: [599_000, 1_099_000], 11: [429_000, 499_000] };
    for (const project of projects) {
      const units = dutch.filter((p) => p.ProjectID === project.ID);
      const prices = units.map((u) => u.Price);
      expect([Math.min(...prices), Math.max(...prices)]).toEqual(ranges[project.ID]);
      expect([project.PriceMin, project.PriceMax]).toEqual(ranges[project.ID]);
      expect([project.Zip, project.Goal, project.ProjectWebID, project.PublicAddress]).toEqual(["2650", 0, 8, true]);
      expect(project.WebIDName).toMatch(new RegExp(`\\(${units.length}\\)$`));
      expect(project.SmallPicture).toBe(project.Pictures[0]?.Url);
      expect(
        units.every(
          (u) => u.Zip === "2650" && u.Goal === 0 && u.WebIDs.split(",").includes("8") && u.WebID === project.WebID,
        ),
      ).toBe(true);
      expect(Math.abs((project.Latitude ?? 0) - 51.155)).toBeLessThan(0.01);
    }
    expect(dutch.filter((p) => p.ProjectID === 10).length).toBeGreaterThanOrEqual(6);
    expect(dutch.filter((p) => p.ProjectID === 11).length).toBeGreaterThanOrEqual(4);
  });

  it.skipIf(!existsSync(manifestPath))("shows each project as the apartment block it is, not as houses", () => {
    const photo = photos();
    for (const project of projects.filter((p) => p.language === "nl")) {
      const shown = project.Pictures.map((picture) => photo.get(fileOf(picture.Url)));
      const buildings = shown.filter((p) => ["house", "villa", "apartment", "newbuild"].includes(p?.category ?? ""));
      expect(buildings.length, `project ${project.ID}`).toBeGreaterThanOrEqual(2);
      for (const building of buildings) expect(building?.alt.nl, `project ${project.ID}`).toMatch(/appartement/i);
      expect(shown[0]?.alt.nl).toMatch(/appartement/i);
    }
    const covers = projects.filter((p) => p.language === "nl").map((project) => project.SmallPicture);
    expect(new Set(covers).size).toBe(covers.length);
  });
});
