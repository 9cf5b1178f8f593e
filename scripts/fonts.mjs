// `node scripts/fonts.mjs`: writes what the site draws in Fraunces from the Fraunces package, as
// the site uses it. The headings' face: a fixed instance of the variable font at weight 400 with
// the characters of the four languages (scripts/lib/heading-font.mjs, decisions 042 and 050), half
// the variable font's size with the same outlines. And the wordmark's one semibold word, "Immo",
// as outlines at weight 600 that the page draws itself (app/ui/wordmark-outline.ts, decision 051):
// a page then asks for one font file, not two.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as harfbuzz from "harfbuzzjs";
import subsetFont from "subset-font";
import { headingFontBudget, headingRanges } from "./lib/heading-font.mjs";

const root = path.join(import.meta.dirname, "..");
const source = readFileSync(
  path.join(root, "node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2"),
);
const characters = (ranges) =>
  ranges
    .flatMap(([from, to = from]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)))
    .join("");

const headings = path.join(root, "app/ui/fonts/fraunces-400.woff2");
const face = await subsetFont(source, characters(headingRanges), {
  targetFormat: "woff2",
  variationAxes: { wght: 400 },
});
if (face.length > headingFontBudget) {
  console.error(`The headings' face would be ${face.length} bytes, over its ${headingFontBudget}: fewer characters.`);
  process.exit(1);
}
writeFileSync(headings, face);
console.log(`${path.relative(root, headings)}: ${face.length} bytes`);

/** The wordmark's semibold word (app/ui/wordmark.tsx), set as the page set it: tracking-tight. */
const word = "Immo";
const tracking = -0.025;
/** Outline coordinates in 1/200 em: rounded, at most 1/400 em off, 0.06 px at the largest wordmark (24 px). */
const unitsPerEm = 200;

const shaped = await subsetFont(source, word, { targetFormat: "truetype", variationAxes: { wght: 600 } });
const font = new harfbuzz.Font(new harfbuzz.Face(new harfbuzz.Blob(shaped), 0));
const upem = font.face.upem;
const buffer = new harfbuzz.Buffer();
buffer.addText(word);
buffer.guessSegmentProperties();
harfbuzz.shape(font, buffer);
const glyphs = buffer.getGlyphInfosAndPositions();
// The tallest letter's top is the outline's top; the baseline is its bottom edge, where a flex
// row aligned on baselines puts it (the "o" reaches a little below, drawn outside the box).
const top = Math.max(...glyphs.map((glyph) => font.glyphExtents(glyph.codepoint)?.yBearing ?? 0));
const unit = (value) => Math.round((value * unitsPerEm) / upem);
let pen = 0;
let outline = "";
let at = [0, 0];
for (const glyph of glyphs) {
  // harfbuzz writes absolute M, L, Q, C and Z in font units, y upwards; the outline is relative, y
  // downwards, each letter rounded from its own origin, so that a letter twice is written twice alike.
  for (const [, command, list] of font.glyphToPath(glyph.codepoint).matchAll(/([MLQCZ])([^MLQCZ]*)/g)) {
    if (command === "Z") {
      outline += "z";
      continue;
    }
    const numbers = list.split(/[ ,]+/).filter(Boolean).map(Number);
    const points = [];
    for (let index = 0; index < numbers.length; index += 2) {
      points.push([unit(pen) + unit(numbers[index]), unit(top) - unit(numbers[index + 1])]);
    }
    const last = points.at(-1);
    outline +=
      command === "M"
        ? `M${last.join(" ")}`
        : command.toLowerCase() + points.flatMap(([x, y]) => [x - at[0], y - at[1]]).join(" ");
    at = last;
  }
  // As CSS letter-spacing does, after every letter, the last too.
  pen += glyph.xAdvance + tracking * upem;
}
const file = path.join(root, "app/ui/wordmark-outline.ts");
writeFileSync(
  file,
  `// Written by \`node scripts/fonts.mjs\` (decision 051): "${word}" in Fraunces at weight 600, tracking ${tracking} em.
export const wordmarkBox = {
  /** Width and height in em: the box from the left edge to the advance, from the top of the tallest letter to the baseline. */
  width: ${+(pen / upem).toFixed(4)},
  height: ${+(top / upem).toFixed(4)},
  viewBox: "0 0 ${unit(pen)} ${unit(top)}",
} as const;
/** The outline in the box's units, once per document (app/ui/wordmark.tsx): the browser's build goes without it. */
export const wordmarkPath = "${outline.replace(/ -/g, "-")}";
`,
);
console.log(`${path.relative(root, file)}: ${outline.length} characters of outline`);
