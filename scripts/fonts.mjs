// `node scripts/fonts.mjs`: writes the display font's two files in app/ui/fonts/ from Fraunces,
// as the site uses it (decision 042): upright at weight 400 for the headings, with the
// characters of the four languages (scripts/lib/heading-font.mjs, decision 050), and weight
// 600 with the three letters of "Immo", the wordmark's one word in it.
// Each is a fixed instance of the variable font: half its size, with the same outlines.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
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
/** The wordmark's semibold word (app/ui/wordmark.tsx); app/app.css gives its unicode-range. */
const wordmark = "Immo";

for (const [weight, text] of [
  [400, characters(headingRanges)],
  [600, wordmark],
]) {
  const file = path.join(root, `app/ui/fonts/fraunces-${weight}.woff2`);
  const font = await subsetFont(source, text, { targetFormat: "woff2", variationAxes: { wght: weight } });
  if (weight === 400 && font.length > headingFontBudget) {
    console.error(`The headings' face would be ${font.length} bytes, over its ${headingFontBudget}: fewer characters.`);
    process.exit(1);
  }
  writeFileSync(file, font);
  console.log(`${path.relative(root, file)}: ${font.length} bytes`);
}
