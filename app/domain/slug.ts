import { stripAccents } from "./accents";

// spec §2: URL slugs from titles: lower case ASCII words joined by "-", about 70 long.

const defaultMaxLength = 70;

/** Apostrophes join a word ("'s-Gravenwezel", "l'Alleud") instead of splitting it. */
const apostrophes = /['’ʼ‘`´]/g;

/** Shortens at the last "-" in the first maxLength characters when it keeps over half. */
function cut(slug: string, maxLength: number): string {
  if (slug.length <= maxLength) return slug;
  // A "-" right after the limit means the limit itself falls on a word boundary.
  if (slug[maxLength] === "-") return slug.slice(0, maxLength);
  const head = slug.slice(0, maxLength);
  const lastDash = head.lastIndexOf("-");
  const shortened = lastDash > maxLength / 2 ? head.slice(0, lastDash) : head;
  return shortened.replace(/-+$/, "");
}

/**
 * "Villa in 's-Gravenwezel – 250 m²" → "villa-in-s-gravenwezel-250-m2".
 * NFKD (not only NFD) also turns "²" into "2" and "ﬁ" into "fi".
 */
export function slugify(text: string, maxLength = defaultMaxLength): string {
  const slug = stripAccents(text.normalize("NFKD").toLowerCase())
    .replace(apostrophes, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return cut(slug, maxLength);
}
