import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cssUnicodeRange, headingFontBudget, headingRanges } from "./lib/heading-font.mjs";

// The headings' face (decision 050): the browser asks for it by the unicode-range app/app.css
// gives, so that range must be the characters the file was made with; and the file must stay
// within TCP's first window, or every page's headings wait one round trip more.

const root = path.join(import.meta.dirname, "..");

describe("the headings' face", () => {
  it("is asked for with exactly the characters it was made with", () => {
    const css = readFileSync(path.join(root, "app/app.css"), "utf8");
    const face = css.match(/@font-face\s*{[^}]*fraunces-400\.woff2[^}]*}/)?.[0] ?? "";
    const range = face.match(/unicode-range:\s*([^;]*);/)?.[1]?.replace(/\s+/g, " ");
    expect(range).toBe(cssUnicodeRange(headingRanges));
  });

  it("fits TCP's first window with its headers", () => {
    expect(statSync(path.join(root, "app/ui/fonts/fraunces-400.woff2")).size).toBeLessThanOrEqual(headingFontBudget);
  });

  it("has the letters of the four languages", () => {
    const covered = (code: number) => headingRanges.some(([from = 0, to = from]) => code >= from && code <= to);
    const has = (text: string) => [...text].every((character) => covered(character.codePointAt(0) ?? 0));
    expect(has("Ĳ")).toBe(false);
    expect(has("Één woning, à vendre près d’Anvers: « cœur » — Grundstück für Straße, ± 500 m² à 3 € · …")).toBe(true);
  });
});
