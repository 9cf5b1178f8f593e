// Accent folding shared by slugs (spec §2) and search (spec §5): "Liège" → "Liege".

/** Letters that carry no combining mark in Unicode, so NFD leaves them alone. */
const ligatures: Record<string, string> = {
  œ: "oe",
  Œ: "OE",
  æ: "ae",
  Æ: "AE",
  ß: "ss",
  ẞ: "SS",
  ø: "o",
  Ø: "O",
};

/** Removes accents and spells out ligatures; case is kept. */
export function stripAccents(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[œŒæÆßẞøØ]/g, (letter) => ligatures[letter] ?? letter);
}
