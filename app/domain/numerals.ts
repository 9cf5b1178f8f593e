import type { Language } from "./language";

// Numbers, percentages and dates written exactly as Intl writes them for nl-BE, fr-BE, en-BE and
// de-BE, without Intl's formatters (decision 048). A browser builds its first Intl.NumberFormat
// or Intl.DateTimeFormat slowly, loading ICU's data: 33–67 ms on this machine, 80–155 ms of a
// page's load on a phone-speed CPU, where every page formats a price. The rules here are few
// (CLDR's separators for these four locales, half-up rounding of the shortest decimal that
// reads back as the number), and numerals.test.ts holds them to Intl's own output.

/** CLDR's symbols: "1.234,5" in Dutch, English and German; "1 234,5" (narrow no-break space) in French. */
const groupSeparator: Record<Language, string> = { nl: ".", fr: "\u202f", en: ".", de: "." };
/** "12,5%" in Dutch and English; "12,5 %" (no-break space) in French and German. */
const percentSign: Record<Language, string> = { nl: "%", fr: "\u00a0%", en: "%", de: "\u00a0%" };

export interface FractionDigits {
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
}

/**
 * The number as Intl.NumberFormat writes it in the language, at most `maximumFractionDigits`
 * decimals (default 3) rounded half away from zero, at least `minimumFractionDigits` (default 0).
 * `shift` moves the decimal point right first, exactly (2 for a percentage).
 */
export function writeNumber(value: number, language: Language, digits: FractionDigits = {}, shift = 0): string {
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  if (Number.isNaN(value)) return "NaN";
  if (!Number.isFinite(value)) return `${sign}∞`;
  const least = digits.minimumFractionDigits ?? 0;
  const most = Math.max(digits.maximumFractionDigits ?? 3, least);
  // The shortest decimal that reads back as the number, as its digits and the decimal point's place.
  const [mantissa = "", exponent = "0"] = String(Math.abs(value)).split("e");
  const [whole = "", fraction = ""] = mantissa.split(".");
  let figures = whole + fraction;
  let point = whole.length + Number(exponent) + shift;
  if (point < 1) {
    figures = "0".repeat(1 - point) + figures;
    point = 1;
  }
  const kept = point + most;
  if (figures.length > kept) {
    const up = figures.charCodeAt(kept) >= 53; // "5"
    figures = figures.slice(0, kept);
    if (up) {
      const carried = roundUp(figures);
      if (carried.length > figures.length) point += 1;
      figures = carried;
    }
  }
  const integer = figures
    .slice(0, point)
    .padEnd(point, "0")
    .replace(/^0+(?=\d)/, "");
  let decimals = figures.slice(point);
  while (decimals.length > least && decimals.endsWith("0")) decimals = decimals.slice(0, -1);
  decimals = decimals.padEnd(least, "0");
  const grouped = integer.replace(/\B(?=(\d{3})+$)/g, groupSeparator[language]);
  return `${sign}${grouped}${decimals ? `,${decimals}` : ""}`;
}

/** Adds one to the last of a string of digits, carrying: "199" → "200", "99" → "100". */
function roundUp(figures: string): string {
  let at = figures.length - 1;
  while (at >= 0 && figures[at] === "9") at -= 1;
  if (at < 0) return `1${"0".repeat(figures.length)}`;
  return figures.slice(0, at) + String(Number(figures[at]) + 1) + "0".repeat(figures.length - at - 1);
}

/** A ratio as a percentage: 0.125 → "12,5%" in Dutch, "12,5 %" in French. */
export function writePercent(ratio: number, language: Language, maximumFractionDigits: number): string {
  return writeNumber(ratio, language, { maximumFractionDigits }, 2) + percentSign[language];
}

/** "€ 349.000" (a no-break space after the sign): spec §9's Belgian Dutch style, in every language. */
export function writeEuros(value: number, digits: FractionDigits): string {
  return `€\u00a0${writeNumber(value, "nl", digits)}`;
}

/**
 * The day in Brussels of a moment, as day, month and year in digits: "05/03/2026", "05.03.2026"
 * in German. Null before 1996, when Belgium's clocks did not yet change on the EU's dates.
 */
export function writeBrusselsDate(moment: Date, language: Language): string | null {
  const time = moment.getTime();
  const year = moment.getUTCFullYear();
  if (Number.isNaN(time) || year < 1996) return null;
  // Summer time from the last Sunday of March to the last Sunday of October, at 01:00 UTC both.
  const summer = time >= lastSunday(year, 2) && time < lastSunday(year, 9);
  const local = new Date(time + (summer ? 2 : 1) * 3_600_000);
  const two = (number: number) => String(number).padStart(2, "0");
  const separator = language === "de" ? "." : "/";
  return [two(local.getUTCDate()), two(local.getUTCMonth() + 1), local.getUTCFullYear()].join(separator);
}

/** 01:00 UTC on the last Sunday of a month (0 = January). */
function lastSunday(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1);
}
