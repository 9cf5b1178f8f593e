// A postal code, checked against the country of the address it belongs to (issue 14): a buyer
// living in Berlin writes 10115, a tenant from Amsterdam 1012 AB. Pure, for the form's schema in
// the browser and on the server alike.

/** A country's postal codes: their shape, an example to show, and how to write one cleanly. */
interface PostalFormat {
  /** Matched against the code in capitals with its spaces collapsed. */
  pattern: RegExp;
  example: string;
  /** The code as the country writes it, from the pattern's groups; the match itself by default. */
  write?: (...groups: string[]) => string;
}

const digits = (count: number, example: string): PostalFormat => ({
  pattern: new RegExp(`^\\d{${count}}$`),
  example,
});
/** Two groups with an optional space or hyphen between them, written with `joint`. */
const split = (pattern: RegExp, example: string, joint: string): PostalFormat => ({
  pattern,
  example,
  write: (a = "", b = "") => `${a}${joint}${b}`,
});
/** Digits after an optional country prefix (L-1234, LV-1050), written `prefix + digits`. */
const prefixed = (prefix: string, count: number, example: string, written: string): PostalFormat => ({
  pattern: new RegExp(`^(?:${prefix}-?)?(\\d{${count}})$`),
  example,
  write: (code = "") => `${written}${code}`,
});

const british = split(/^([A-Z]{1,2}\d[A-Z\d]?) ?(\d[A-Z]{2})$/, "SW1A 1AA", " ");

const formats: Partial<Record<string, PostalFormat>> = {
  BE: { pattern: /^[1-9]\d{3}$/, example: "2650" },
  NL: split(/^([1-9]\d{3}) ?([A-Z]{2})$/, "1012 AB", " "),
  LU: prefixed("L", 4, "1234", ""),
  FR: digits(5, "75001"),
  DE: digits(5, "10115"),
  ES: digits(5, "28001"),
  IT: digits(5, "00184"),
  GB: british,
  GG: british,
  JE: british,
  IM: british,
  CH: digits(4, "8001"),
  AT: digits(4, "1010"),
  DK: digits(4, "1050"),
  LI: digits(4, "9490"),
  NO: digits(4, "0150"),
  HU: digits(4, "1051"),
  BG: digits(4, "1000"),
  SI: digits(4, "1000"),
  CY: digits(4, "1010"),
  AU: digits(4, "2000"),
  NZ: digits(4, "6011"),
  ZA: digits(4, "0001"),
  TN: digits(4, "1000"),
  PH: digits(4, "1000"),
  IS: digits(3, "101"),
  FI: digits(5, "00100"),
  HR: digits(5, "10000"),
  EE: digits(5, "10111"),
  MC: { pattern: /^980\d\d$/, example: "98000" },
  SM: { pattern: /^4789\d$/, example: "47890" },
  VA: { pattern: /^00120$/, example: "00120" },
  UA: digits(5, "01001"),
  TR: digits(5, "06100"),
  MA: digits(5, "10000"),
  DZ: digits(5, "16000"),
  MX: digits(5, "06000"),
  KR: digits(5, "03187"),
  TH: digits(5, "10200"),
  ID: digits(5, "10110"),
  MY: digits(5, "50000"),
  RO: digits(6, "010011"),
  RU: digits(6, "101000"),
  CN: digits(6, "100000"),
  SG: digits(6, "018956"),
  VN: digits(6, "100000"),
  IL: digits(7, "9100001"),
  PL: split(/^(\d{2})-?(\d{3})$/, "00-950", "-"),
  PT: split(/^(\d{4})-?(\d{3})$/, "1000-001", "-"),
  SE: split(/^(\d{3}) ?(\d{2})$/, "114 55", " "),
  CZ: split(/^(\d{3}) ?(\d{2})$/, "110 00", " "),
  SK: split(/^(\d{3}) ?(\d{2})$/, "811 01", " "),
  GR: split(/^(\d{3}) ?(\d{2})$/, "105 57", " "),
  LV: prefixed("LV", 4, "LV-1050", "LV-"),
  LT: prefixed("LT", 5, "LT-01100", "LT-"),
  MT: split(/^([A-Z]{3}) ?(\d{4})$/, "VLT 1117", " "),
  IE: split(/^([AC-FHKNPRTV-Y]\d{2}|D6W) ?([\dAC-FHKNPRTV-Y]{4})$/, "D02 X285", " "),
  AD: { pattern: /^AD ?(\d{3})$/, example: "AD500", write: (code = "") => `AD${code}` },
  CA: split(/^([A-Z]\d[A-Z]) ?(\d[A-Z]\d)$/, "K1A 0B1", " "),
  US: {
    pattern: /^(\d{5})(?:-?(\d{4}))?$/,
    example: "90210",
    write: (zip = "", plus4) => (plus4 ? `${zip}-${plus4}` : zip),
  },
  JP: split(/^(\d{3})-?(\d{4})$/, "100-0001", "-"),
  IN: split(/^(\d{3}) ?(\d{3})$/, "110001", ""),
  BR: split(/^(\d{5})-?(\d{3})$/, "01310-100", "-"),
};

/** Countries whose addresses have no postal code: there the field may stay empty. */
const withoutPostalCodes = new Set(
  (
    "AE AG AO AW BF BI BJ BO BQ BS BW BZ CD CF CG CI CK CM CW DJ DM ER FJ GA GD GH GM GQ GY HK KI KM KN KP " +
    "LY ML MO MR NR NU QA RW SB SC SL SR SS ST SX SY TD TG TK TL TO TV UG VU YE ZW"
  ).split(" "),
);

/** What a country we have no format for gets: 2 to 10 letters, digits, spaces or hyphens. */
const loose = /^[A-Z\d](?:[A-Z\d -]{0,8}[A-Z\d])?$/;

export type PostalCheck =
  /** The code as the country writes it; "" where the country has none and none was given. */
  | { ok: true; code: string }
  /** Wrong for the country; `example` is a code of that country, null when we only check loosely. */
  | { ok: false; reason: "required" | "format"; example: string | null };

/** A postal code of an address in `country` (ISO 3166-1 alpha-2), checked and written cleanly. */
export function checkPostalCode(country: string, input: string): PostalCheck {
  const typed = input.trim().toUpperCase().replace(/\s+/g, " ");
  const format = Object.hasOwn(formats, country) ? formats[country] : undefined;
  if (typed === "") {
    return withoutPostalCodes.has(country)
      ? { ok: true, code: "" }
      : { ok: false, reason: "required", example: format?.example ?? null };
  }
  if (!format) {
    const short = typed.length >= 2 && typed.length <= 10;
    return short && loose.test(typed) ? { ok: true, code: typed } : { ok: false, reason: "format", example: null };
  }
  const match = format.pattern.exec(typed);
  if (!match) return { ok: false, reason: "format", example: format.example };
  return { ok: true, code: format.write ? format.write(...match.slice(1)) : typed };
}

/** An example of the country's postal codes, or null for a country checked only loosely. */
export function postalCodeExample(country: string): string | null {
  return (Object.hasOwn(formats, country) ? formats[country]?.example : undefined) ?? null;
}
