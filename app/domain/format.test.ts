import { describe, expect, it } from "vitest";
import { formatArea, formatDate, formatNumber, formatPrice, formatPriceWithUnit, pricePerSquareMetre } from "./format";

// Intl's separators, spelled out so the expectations show what is really produced.
const nbsp = "\u00a0";
const narrowNbsp = "\u202f";

describe("formatPrice", () => {
  it.each([
    [349000, `€${nbsp}349.000`],
    [1250000, `€${nbsp}1.250.000`],
    [950, `€${nbsp}950`],
    [0, `€${nbsp}0`],
    [-0, `€${nbsp}0`],
    [1250.5, `€${nbsp}1.250,50`],
    [1250.05, `€${nbsp}1.250,05`],
    [0.5, `€${nbsp}0,50`],
    [1250.001, `€${nbsp}1.250`],
    [-1500, `€${nbsp}-1.500`],
  ])("formats %d as %j", (value, expected) => {
    expect(formatPrice(value)).toBe(expected);
  });

  it.each([
    ["null", null],
    ["undefined", undefined],
    ["NaN", Number.NaN],
    ["Infinity", Number.POSITIVE_INFINITY],
    ["-Infinity", Number.NEGATIVE_INFINITY],
  ])("returns the text NaN for %s (spec §8)", (_name, value) => {
    expect(formatPrice(value)).toBe("NaN");
  });
});

describe("formatPriceWithUnit", () => {
  it("puts the starting-from label before the price for unit 7", () => {
    expect(formatPriceWithUnit(249000, 7, "Vanaf")).toBe(`Vanaf €${nbsp}249.000`);
    expect(formatPriceWithUnit(249000, 7, "À partir de")).toBe(`À partir de €${nbsp}249.000`);
  });

  it.each([0, 1, 2, 6, 8])("shows only the price for unit %d", (unit) => {
    expect(formatPriceWithUnit(249000, unit, "Vanaf")).toBe(`€${nbsp}249.000`);
  });

  it("keeps the NaN text for a missing price", () => {
    expect(formatPriceWithUnit(null, 1, "Vanaf")).toBe("NaN");
    expect(formatPriceWithUnit(undefined, 7, "From")).toBe("From NaN");
  });

  it("adds no stray space for an empty label", () => {
    expect(formatPriceWithUnit(1000, 7, "")).toBe(`€${nbsp}1.000`);
  });
});

describe("formatNumber", () => {
  it.each([
    ["nl", "1.234.567"],
    ["fr", `1${narrowNbsp}234${narrowNbsp}567`],
    ["en", "1.234.567"],
    ["de", "1.234.567"],
  ] as const)("groups thousands in %s", (language, expected) => {
    expect(formatNumber(1234567, language)).toBe(expected);
  });

  it("rounds to no decimals by default", () => {
    expect(formatNumber(12.6, "nl")).toBe("13");
  });

  it.each([
    ["nl", "1.234,50"],
    ["fr", `1${narrowNbsp}234,50`],
    ["en", "1.234,50"],
    ["de", "1.234,50"],
  ] as const)("shows exactly the requested decimals in %s", (language, expected) => {
    expect(formatNumber(1234.5, language, 2)).toBe(expected);
  });
});

describe("formatArea", () => {
  it.each([
    ["nl", `145${nbsp}m²`],
    ["fr", `145${nbsp}m²`],
    ["en", `145${nbsp}m²`],
    ["de", `145${nbsp}m²`],
  ] as const)("formats a whole surface in %s", (language, expected) => {
    expect(formatArea(145, language)).toBe(expected);
  });

  it("shows decimals only when the surface has them", () => {
    expect(formatArea(12.5, "nl")).toBe(`12,5${nbsp}m²`);
    expect(formatArea(12.456, "de")).toBe(`12,46${nbsp}m²`);
  });

  it("groups large surfaces by language", () => {
    expect(formatArea(12500, "nl")).toBe(`12.500${nbsp}m²`);
    expect(formatArea(12500, "fr")).toBe(`12${narrowNbsp}500${nbsp}m²`);
  });
});

describe("formatDate", () => {
  const date = new Date("2026-11-22T12:00:00Z");

  it.each([
    ["nl", "22/11/2026"],
    ["fr", "22/11/2026"],
    ["en", "22/11/2026"],
    ["de", "22.11.2026"],
  ] as const)("formats day-month-year in %s", (language, expected) => {
    expect(formatDate(date, language)).toBe(expected);
  });

  it("pads day and month with a zero", () => {
    expect(formatDate(new Date("2026-03-05T12:00:00Z"), "nl")).toBe("05/03/2026");
    expect(formatDate(new Date("2026-03-05T12:00:00Z"), "de")).toBe("05.03.2026");
  });

  it("accepts ISO strings, date-only included", () => {
    expect(formatDate("2026-11-22", "nl")).toBe("22/11/2026");
    expect(formatDate("2026-11-22T08:30:00+01:00", "fr")).toBe("22/11/2026");
  });

  it("uses Brussels time, not UTC, around midnight", () => {
    // 23:30 UTC on New Year's Eve is already 1 January in Brussels (UTC+1).
    expect(formatDate("2026-12-31T23:30:00Z", "nl")).toBe("01/01/2027");
    // 22:30 UTC in summer is 00:30 the next day in Brussels (UTC+2).
    expect(formatDate("2026-06-30T22:30:00Z", "de")).toBe("01.07.2026");
  });

  it("returns the empty string for an invalid date", () => {
    expect(formatDate("not a date", "nl")).toBe("");
    expect(formatDate("", "fr")).toBe("");
    expect(formatDate(new Date(Number.NaN), "de")).toBe("");
  });
});

describe("pricePerSquareMetre", () => {
  it("divides a published price by the living area, in whole euros", () => {
    expect(pricePerSquareMetre({ price: 349_000, unit: 1 }, 118)).toBe(2958);
    expect(pricePerSquareMetre({ price: 950, unit: 2 }, 80)).toBe(12);
  });
  it("gives nothing for a hidden price, a missing area or a starting-from price", () => {
    expect(pricePerSquareMetre({ price: null, unit: 1 }, 118)).toBeNull();
    expect(pricePerSquareMetre({ price: 349_000, unit: 1 }, null)).toBeNull();
    expect(pricePerSquareMetre({ price: 349_000, unit: 1 }, 0)).toBeNull();
    expect(pricePerSquareMetre({ price: 289_000, unit: 7 }, 90)).toBeNull();
  });
});
