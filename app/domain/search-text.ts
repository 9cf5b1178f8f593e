import { stripAccents } from "./accents";

// spec §5 search rules for cities. References match exactly through the catalog's
// reference index (app/catalog/snapshot.ts), so they need no matcher here.

/** Lower case, accents stripped, trimmed: "  Liège " → "liege". */
export function foldForSearch(text: string): string {
  return stripAccents(text.toLowerCase()).trim();
}

/**
 * spec §5: a city matches on its name (as typed or without accents) or its postal code,
 * case-insensitively: "edeg" → Edegem, "liege" → Liège, "265" → 2650.
 */
export function cityMatches(query: string, city: { name: string; zip: string }): boolean {
  const typed = query.trim().toLowerCase();
  if (typed === "") return false;
  const folded = foldForSearch(typed);
  const name = city.name.toLowerCase();
  // Postal codes match from the start only, so "50" does not suggest 2650.
  return name.includes(typed) || foldForSearch(name).includes(folded) || city.zip.trim().startsWith(typed);
}
