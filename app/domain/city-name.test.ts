import { describe, expect, it } from "vitest";
import { capitalizeCity } from "./city-name";

describe("capitalizeCity", () => {
  it.each([
    ["antwerpen", "Antwerpen"],
    ["ANTWERPEN", "Antwerpen"],
    ["aNTWERPEN", "Antwerpen"],
    ["Edegem", "Edegem"],
  ])("capitalises the single word %j", (input, expected) => {
    expect(capitalizeCity(input)).toBe(expected);
  });

  it.each([
    ["SINT-KATELIJNE-WAVER", "Sint-Katelijne-Waver"],
    ["puurs-sint-amands", "Puurs-Sint-Amands"],
    ["BRAINE-L'ALLEUD", "Braine-L'alleud"],
  ])("capitalises each hyphen-separated part of %j", (input, expected) => {
    expect(capitalizeCity(input)).toBe(expected);
  });

  it.each([
    ["la louvière", "La Louvière"],
    ["LA LOUVIÈRE", "La Louvière"],
    ["  mont   saint-guibert ", "Mont Saint-Guibert"],
    ["antwerpen (berchem)", "Antwerpen (Berchem)"],
  ])("capitalises each word of %j", (input, expected) => {
    expect(capitalizeCity(input)).toBe(expected);
  });

  it.each([
    ["ÉCAUSSINNES", "Écaussinnes"],
    ["écaussinnes", "Écaussinnes"],
    ["ÖSTERREICH", "Österreich"],
    ["HOUTHALEN-HELCHTEREN", "Houthalen-Helchteren"],
    ["SINT-GILLIS-WAAS", "Sint-Gillis-Waas"],
  ])("handles accented and plain letters in %j", (input, expected) => {
    expect(capitalizeCity(input)).toBe(expected);
  });

  it.each([
    ["'S-GRAVENWEZEL", "'s-Gravenwezel"],
    ["'s-gravenwezel", "'s-Gravenwezel"],
    ["'S-Gravenwezel", "'s-Gravenwezel"],
    ["’S-GRAVENWEZEL", "’s-Gravenwezel"],
    ["'S-HERTOGENBOSCH", "'s-Hertogenbosch"],
    ["'s-gravenwezel-dorp", "'s-Gravenwezel-Dorp"],
  ])("keeps the article 's- lower case in %j", (input, expected) => {
    expect(capitalizeCity(input)).toBe(expected);
  });

  it("capitalises an 's that is not the leading article as usual", () => {
    expect(capitalizeCity("s-gravenwezel")).toBe("S-Gravenwezel");
  });

  it("returns the empty string for blank input", () => {
    expect(capitalizeCity("")).toBe("");
    expect(capitalizeCity("   ")).toBe("");
  });
});
