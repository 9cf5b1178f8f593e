import { describe, expect, it } from "vitest";
import type { Marquee, PropertyRecord } from "~/domain/records";
import { paragraphsOf, propertyDetail } from "./detail";
import { buildCatalog } from "./snapshot";
import { syntheticProperties, syntheticTypes } from "./synthetic";

// The legal and energy rows a detail page lists (legal.ts decides which ones are required).

function detailOf(overrides: Partial<PropertyRecord>) {
  const [base] = syntheticProperties(1);
  if (!base) throw new Error("no property");
  const record: PropertyRecord = {
    ...base,
    marquee: 0 as Marquee,
    webIds: [1],
    webId: 1,
    ...overrides,
    address: { ...base.address, zip: "2650" },
    facts: { ...base.facts, constructionYear: 1975, ...overrides.facts },
  };
  const catalog = buildCatalog({ version: 1, properties: [record], projects: [], types: syntheticTypes });
  const detail = propertyDetail(catalog, record.id, "nl");
  if (!detail) throw new Error("no detail");
  return detail;
}
const missing = (detail: ReturnType<typeof detailOf>) =>
  detail.groups.flatMap((group) => group.rows.filter((row) => row.value.kind === "missing").map((row) => row.key));

describe("the legal items of a detail page", () => {
  it("a Flemish house on sale lists every item the seller did not provide as missing", () => {
    expect(missing(detailOf({ goal: "sale" }))).toEqual([
      "epcUniqueCode",
      "floodScoreP",
      "floodScoreG",
      "buildingPermit",
      "zoningDesignation",
      "summonsOrJudicialDecision",
      "preemptiveRight",
      "subdivisionPermit",
      "asbestosCertificate",
    ]);
  });

  it("a Flemish rental lists only its EPC code as missing, and no legal group at all", () => {
    const detail = detailOf({ goal: "rent" });
    expect(missing(detail)).toEqual(["epcUniqueCode"]);
    expect(detail.groups.map((group) => group.key)).not.toContain("legal");
  });

  it("gives the EPC scale the property's own kWh/m², and the living area for the price per m²", () => {
    const detail = detailOf({ goal: "sale", energyPerformance: 245 });
    expect(detail.epc).toMatchObject({ label: "c", value: 245 });
    expect(detail.livingArea).toBeGreaterThan(0);
  });
});

describe("the financial facts of a detail page", () => {
  it("shows the cadastral income where the feed has it, and nothing where it has not", () => {
    const rows = (detail: ReturnType<typeof detailOf>) => detail.groups.flatMap((group) => group.rows);
    const known = rows(detailOf({ goal: "sale", facts: { cadastralIncome: 1270 } }));
    expect(known.find((row) => row.key === "cadastralIncome")?.value).toEqual({ kind: "money", value: 1270 });
    expect(rows(detailOf({ goal: "sale" })).map((row) => row.key)).not.toContain("cadastralIncome");
  });
});

describe("the pictures a page sends", () => {
  it("carry their alternative text in the page's language alone, on the detail page and on the cards", () => {
    const [base] = syntheticProperties(1);
    if (!base) throw new Error("no property");
    const alt = { nl: "Tuin op het zuiden", fr: "Jardin au sud", en: "South-facing garden", de: "Südgarten" };
    const record: PropertyRecord = {
      ...base,
      pictures: [{ url: "/media/feed/garden.jpg", width: 1600, height: 1067, alt }],
    };
    const catalog = buildCatalog({ version: 1, properties: [record], projects: [], types: syntheticTypes });
    expect(propertyDetail(catalog, record.id, "fr")?.pictures).toEqual([
      { url: "/media/feed/garden.jpg", width: 1600, height: 1067, alt: "Jardin au sud" },
    ]);
    expect(catalog.views.de.propertyById.get(record.id)?.picture?.alt).toBe("Südgarten");
  });
});

describe("the description's paragraphs", () => {
  it("are the CRM's text without its tags, a lone < kept as text", () => {
    expect(paragraphsOf("<p>Tuin &amp; terras</p><p>Prijs < 300.000 euro, <b>instapklaar</b></p>")).toEqual([
      "Tuin & terras",
      "Prijs < 300.000 euro, instapklaar",
    ]);
  });

  it("come out of 16,000 < in a row at once", () => {
    const started = performance.now();
    expect(paragraphsOf(`<p>${"<".repeat(16_000)}</p>`)).toEqual(["<".repeat(16_000)]);
    expect(performance.now() - started).toBeLessThan(50);
  });
});
