// spec §9: the region follows from the Belgian postal code; it picks the EPC scale.

export type Region = "flanders" | "brussels" | "wallonia";

/** spec §9: postal-code ranges, inclusive; first match wins. */
const ranges: readonly { from: number; to: number; region: Region }[] = [
  { from: 1000, to: 1299, region: "brussels" },
  { from: 1300, to: 1499, region: "wallonia" },
  { from: 1500, to: 3999, region: "flanders" },
  { from: 4000, to: 7999, region: "wallonia" },
  { from: 8000, to: 9999, region: "flanders" },
];

function zipNumber(zip: string | number): number | null {
  if (typeof zip === "number") return Number.isInteger(zip) ? zip : null;
  // Belgian postal codes are exactly four digits; "B-2650" or "26500" are not.
  const trimmed = zip.trim();
  return /^\d{4}$/.test(trimmed) ? Number(trimmed) : null;
}

export function regionOfZip(zip: string | number): Region | null {
  const code = zipNumber(zip);
  if (code === null) return null;
  return ranges.find(({ from, to }) => code >= from && code <= to)?.region ?? null;
}
