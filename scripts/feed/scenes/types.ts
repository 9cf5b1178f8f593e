/** What every scene produces: an SVG drawing and a short description in four languages. */
import type { Rng } from "./core/rng";

export interface Alt {
  nl: string;
  fr: string;
  en: string;
  de: string;
}

export interface Picture {
  svg: string;
  alt: Alt;
}

/** `index` is 0-based within the category, so scenes can rotate through their variants. */
export type Scene = (rng: Rng, index: number) => Picture;

/** Picks the variant for this index, cycling through the list. */
export function variant<T>(items: readonly T[], index: number): T {
  const item = items[index % items.length];
  if (item === undefined) throw new Error("variant() needs a non-empty list");
  return item;
}
