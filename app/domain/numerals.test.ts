import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { intlLocale, languages } from "./language";
import { dateTimeFormat } from "./intl";
import { writeBrusselsDate, writeEuros, writeNumber, writePercent } from "./numerals";

// What the site writes without Intl's formatters must be what Intl writes: the server's HTML
// and the browser's render agree on every page, and no visitor sees a number change form.

const language = fc.constantFrom(...languages);
const formats = new Map<string, Intl.NumberFormat>();
/** Intl's own formatter for the locale and options, built once. */
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  const format = formats.get(key) ?? new Intl.NumberFormat(locale, options);
  formats.set(key, format);
  return format;
}
/** The fraction digits the site asks for: whole, areas (up to 2), fixed 1 or 2, rates (up to 3). */
const digits = fc.constantFrom(
  { maximumFractionDigits: 0 },
  { maximumFractionDigits: 2 },
  { maximumFractionDigits: 3 },
  { minimumFractionDigits: 1, maximumFractionDigits: 1 },
  { minimumFractionDigits: 2, maximumFractionDigits: 2 },
);
/** Amounts as they come (prices, areas, cents, rates) and any number a double can be. */
const number = fc.oneof(
  fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }),
  fc.integer({ min: -10_000_000, max: 10_000_000 }).map((cents) => cents / 100),
  fc.integer({ min: -100_000, max: 100_000 }).map((thousandths) => thousandths / 1000),
  fc.double({ noNaN: false }),
);

describe("numbers as Intl writes them", () => {
  it("every number, in each language, with the fraction digits the site uses", () => {
    fc.assert(
      fc.property(number, language, digits, (value, lang, options) => {
        expect(writeNumber(value, lang, options)).toBe(numberFormat(intlLocale[lang], options).format(value));
      }),
      { numRuns: 5_000 },
    );
  });

  it("halves round away from zero on the decimal that reads back as the number, not on the binary one", () => {
    expect(writeNumber(1.005, "nl", { maximumFractionDigits: 2 })).toBe("1,01");
    expect(writeNumber(-2.5, "nl", { maximumFractionDigits: 0 })).toBe("-3");
    expect(writeNumber(999.995, "fr", { maximumFractionDigits: 2 })).toBe("1\u202f000");
    expect(writeNumber(-0.001, "de", { maximumFractionDigits: 2 })).toBe("-0");
  });

  it("percentages move the point exactly: 0.285 is 29%, where 0.285 × 100 is 28.499…", () => {
    expect(writePercent(0.285, "nl", 0)).toBe("29%");
    fc.assert(
      fc.property(number, language, fc.constantFrom(0, 1, 3), (value, lang, most) => {
        const intl = numberFormat(intlLocale[lang], { style: "percent", maximumFractionDigits: most });
        expect(writePercent(value, lang, most)).toBe(intl.format(value));
      }),
      { numRuns: 3_000 },
    );
  });

  it("euros in Belgian Dutch style, whole and with cents", () => {
    expect(writeEuros(349_000, { maximumFractionDigits: 0 })).toBe("€\u00a0349.000");
    fc.assert(
      fc.property(number, fc.boolean(), (value, cents) => {
        const options = cents ? { minimumFractionDigits: 2, maximumFractionDigits: 2 } : { maximumFractionDigits: 0 };
        const intl = numberFormat("nl-BE", { style: "currency", currency: "EUR", ...options });
        expect(writeEuros(value, options)).toBe(intl.format(value));
      }),
      { numRuns: 3_000 },
    );
  });
});

describe("dates in Brussels as Intl writes them", () => {
  const brussels = (lang: (typeof languages)[number]) =>
    dateTimeFormat(intlLocale[lang], {
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      timeZone: "Europe/Brussels",
    });

  it("any moment from 1996 to 2099, in each language", () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1996, 0, 1), max: Date.UTC(2099, 11, 31) }), language, (time, lang) => {
        expect(writeBrusselsDate(new Date(time), lang)).toBe(brussels(lang).format(new Date(time)));
      }),
      { numRuns: 5_000 },
    );
  });

  it("the minutes around each change of the clocks and around midnight fall on Brussels' day", () => {
    for (let year = 1996; year <= 2040; year++) {
      for (const month of [2, 9]) {
        const last = new Date(Date.UTC(year, month + 1, 0));
        const change = Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1);
        // Midnight in Brussels, an hour or two either side of the change.
        for (const offset of [-3, -2, -1, 0, 1, 2, 3, 22, 23]) {
          for (const minute of [-1, 0, 1]) {
            const moment = new Date(change + offset * 3_600_000 + minute * 60_000);
            expect(writeBrusselsDate(moment, "nl")).toBe(brussels("nl").format(moment));
          }
        }
      }
    }
    expect(writeBrusselsDate(new Date("2026-12-31T23:30:00Z"), "de")).toBe("01.01.2027");
  });

  it("gives nothing before 1996 or for an invalid date, for Intl to write", () => {
    expect(writeBrusselsDate(new Date("1995-12-31T12:00:00Z"), "nl")).toBeNull();
    expect(writeBrusselsDate(new Date(Number.NaN), "nl")).toBeNull();
  });
});
