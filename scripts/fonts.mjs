// `node scripts/fonts.mjs`: writes the display font's two files in app/ui/fonts/ from Fraunces,
// as the site uses it (decision 042): upright at weight 400 for the headings, with the Latin
// characters of the four languages, and weight 600 with the three letters of "Immo", the
// wordmark's one word in it.
// Each is a fixed instance of the variable font: half its size, with the same outlines.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";

const root = path.join(import.meta.dirname, "..");
const source = readFileSync(
  path.join(root, "node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2"),
);
/** The unicode-range of the file it is made from (app/app.css names the same). */
const latin = [
  [0x00, 0xff],
  [0x131],
  [0x152, 0x153],
  [0x2bb, 0x2bc],
  [0x2c6],
  [0x2da],
  [0x2dc],
  [0x304],
  [0x308],
  [0x329],
  [0x2000, 0x206f],
  [0x20ac],
  [0x2122],
  [0x2191],
  [0x2193],
  [0x2212],
  [0x2215],
  [0xfeff],
  [0xfffd],
];
const characters = (ranges) =>
  ranges
    .flatMap(([from, to = from]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)))
    .join("");
/** The wordmark's semibold word (app/ui/wordmark.tsx); app/app.css gives its unicode-range. */
const wordmark = "Immo";

for (const [weight, text] of [
  [400, characters(latin)],
  [600, wordmark],
]) {
  const file = path.join(root, `app/ui/fonts/fraunces-${weight}.woff2`);
  const font = await subsetFont(source, text, { targetFormat: "woff2", variationAxes: { wght: weight } });
  writeFileSync(file, font);
  console.log(`${path.relative(root, file)}: ${font.length} bytes`);
}
