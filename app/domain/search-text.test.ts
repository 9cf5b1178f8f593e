import { describe, expect, it } from "vitest";
import { cityMatches, foldForSearch } from "./search-text";

describe("foldForSearch", () => {
  it.each([
    ["Liège", "liege"],
    ["  ÉCAUSSINNES ", "ecaussinnes"],
    ["Sint-Katelijne-Waver", "sint-katelijne-waver"],
    ["Œuvre Straße", "oeuvre strasse"],
    ["", ""],
  ])("folds %j to %j", (input, expected) => {
    expect(foldForSearch(input)).toBe(expected);
  });
});

describe("cityMatches", () => {
  const edegem = { name: "Edegem", zip: "2650" };
  const liege = { name: "Liège", zip: "4000" };
  const gravenwezel = { name: "'s-Gravenwezel", zip: "2970" };

  it.each([
    ["edeg", edegem],
    ["EDEGEM", edegem],
    ["  Edegem  ", edegem],
    ["dege", edegem],
    ["265", edegem],
    ["2650", edegem],
    ["liege", liege],
    ["Liège", liege],
    ["LIÈ", liege],
    ["lie", liege],
    ["4000", liege],
    ["graven", gravenwezel],
    ["'s-grav", gravenwezel],
  ])("matches %j to the city", (query, city) => {
    expect(cityMatches(query, city)).toBe(true);
  });

  it.each([
    ["", edegem],
    ["   ", edegem],
    ["edegemm", edegem],
    ["antwerpen", edegem],
    ["50", edegem],
    ["26500", edegem],
    ["2651", edegem],
    ["liège-x", liege],
  ])("does not match %j to the city", (query, city) => {
    expect(cityMatches(query, city)).toBe(false);
  });
});
