import type { Language } from "./language";
import { intlLocale } from "./language";
import { dateTimeFormat } from "./intl";
import { writeBrusselsDate, writeEuros, writeNumber } from "./numerals";

// Display formatting, as Intl writes it (numerals.ts, decision 048): number and unit are
// separated by a non-breaking space (U+00A0; U+202F as the French thousands separator), so
// amounts never wrap.

/** spec §9: price unit 7 means "starting from" (projects and their units). */
const startingFromUnit = 7;

/**
 * "€ 349.000", or "€ 1.250,50" when the amount has cents (spec §9). A value that cannot
 * be formatted gives "NaN", as spec §8 prescribes for formatting failures.
 */
export function formatPrice(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "NaN";
  const hasCents = Math.round(value * 100) % 100 !== 0;
  // "+ 0" turns -0 into 0, so a zero price is never shown as "€ -0". spec §9: prices use
  // Belgian Dutch style in every language.
  return writeEuros(
    value + 0,
    hasCents ? { minimumFractionDigits: 2, maximumFractionDigits: 2 } : { maximumFractionDigits: 0 },
  );
}

/** spec §9: unit 7 gets the translated "starting from" label in front of the price. */
export function formatPriceWithUnit(
  value: number | null | undefined,
  priceUnit: number,
  startingFromLabel: string,
): string {
  const price = formatPrice(value);
  if (priceUnit !== startingFromUnit) return price;
  return `${startingFromLabel} ${price}`.trim();
}

/**
 * A property's price as it reads: spec §9's 'price on request' when it is not published, the
 * starting-from label for unit 7, else the amount followed by the unit's own text (per month…).
 */
export function priceLabel(
  price: { price: number | null; unit: number; unitText?: string },
  words: { onRequest: string; startingFrom: string },
): string {
  if (price.price === null) return words.onRequest;
  const amount = formatPriceWithUnit(price.price, price.unit, words.startingFrom);
  return price.unit !== startingFromUnit && price.unitText ? `${amount} ${price.unitText}` : amount;
}

/** A number in the page language, with exactly fractionDigits decimals. */
export function formatNumber(value: number, language: Language, fractionDigits = 0): string {
  return writeNumber(value, language, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });
}

/** "145 m²"; decimals only when the surface has them ("12,5 m²"). */
export function formatArea(value: number, language: Language): string {
  return `${writeNumber(value, language, { maximumFractionDigits: 2 })}\u00a0m²`;
}

/** Day, month and year as digits in the page language; "" for an invalid date. */
export function formatDate(date: Date | string, language: Language): string {
  const parsed = typeof date === "string" ? new Date(date) : date;
  if (Number.isNaN(parsed.getTime())) return "";
  // Brussels time, so a date near midnight does not shift with the server's zone.
  return (
    writeBrusselsDate(parsed, language) ??
    dateTimeFormat(intlLocale[language], {
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      timeZone: "Europe/Brussels",
    }).format(parsed)
  );
}

/**
 * The price per m² of living area, in whole euros: only when the price is published and the
 * living area known, and not for a "starting from" price (a project's units differ in size).
 */
export function pricePerSquareMetre(
  price: { price: number | null; unit: number },
  livingArea: number | null,
): number | null {
  if (price.price === null || price.price <= 0 || price.unit === startingFromUnit) return null;
  if (livingArea === null || !(livingArea > 0)) return null;
  return Math.round(price.price / livingArea);
}
