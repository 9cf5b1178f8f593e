// The characters of the headings' face (decision 050): scripts/fonts.mjs makes the file from
// them, and app/app.css gives them as the face's unicode-range (scripts/fonts.test.ts checks
// that the two agree).

/**
 * The letters of Dutch, French, German and English and of the names they borrow, their
 * punctuation and quotation marks, digits, °, ±, ², ³, · and €. Left out, to keep the file within
 * TCP's first window: symbols a heading hardly has (# $ * @ \ ^ | ~), Icelandic's Ð ð Þ þ, and the
 * rest of the font's Latin range. A heading that has one shows it in the fallback face.
 */
export const headingRanges = [
  [0x20, 0x22],
  [0x25, 0x29],
  [0x2b, 0x3f],
  [0x41, 0x5b],
  [0x5d],
  [0x5f, 0x7b],
  [0x7d],
  [0xa0],
  [0xab],
  [0xb0, 0xb3],
  [0xb7],
  [0xbb],
  [0xc0, 0xcf],
  [0xd1, 0xdd],
  [0xdf, 0xef],
  [0xf1, 0xfd],
  [0xff],
  [0x152, 0x153],
  [0x2013, 0x2014],
  [0x2018, 0x201e],
  [0x2022],
  [0x2026],
  [0x202f],
  [0x2039, 0x203a],
  [0x20ac],
];

/** The ranges as CSS writes a unicode-range: `U+0020-0022, U+0025-0029, …`. */
export function cssUnicodeRange(ranges) {
  const hex = (code) => code.toString(16).toUpperCase().padStart(4, "0");
  return ranges.map(([from, to]) => `U+${hex(from)}${to === undefined ? "" : `-${hex(to)}`}`).join(", ");
}

/**
 * What the face's file may weigh: TCP's first window (ten segments of 1,460 bytes, as Lighthouse
 * simulates a connection) less 600 bytes for the response's headers (332 as the site sends it).
 * A larger file takes one round trip more before the headings can be drawn.
 */
export const headingFontBudget = 10 * 1460 - 600;
