import { describe, expect, it } from "vitest";
import { slugify } from "./slug";

describe("slugify: characters", () => {
  it.each([
    ["Ruime woning met tuin", "ruime-woning-met-tuin"],
    ["  Appartement -- 2 slaapkamers!  ", "appartement-2-slaapkamers"],
    ["Maison à Liège, près de l'église", "maison-a-liege-pres-de-leglise"],
    ["Écaussinnes", "ecaussinnes"],
    ["Schöne Wohnung in Eupen – Straße", "schone-wohnung-in-eupen-strasse"],
    ["Œuvre d'art & cæsar", "oeuvre-dart-caesar"],
    ["Søndergade", "sondergade"],
    ["'s-Gravenwezel", "s-gravenwezel"],
    ["’s-Gravenwezel", "s-gravenwezel"],
    ["Villa € 850.000 – 250 m²", "villa-850-000-250-m2"],
    ["Kantoor_ruimte/Opslag", "kantoor-ruimte-opslag"],
  ])("slugifies %j", (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it.each(["", "   ", "€ – !", "'"])("gives the empty string for %j", (input) => {
    expect(slugify(input)).toBe("");
  });
});

describe("slugify: length", () => {
  const cases = [
    [
      "nl",
      "Prachtig gerenoveerde hoevewoning met paardenstallen en weiland op een perceel van 1,2 ha",
      "prachtig-gerenoveerde-hoevewoning-met-paardenstallen-en-weiland-op-een",
    ],
    [
      "fr",
      "Magnifique villa contemporaine avec piscine extérieure chauffée et jardin paysager à Waterloo",
      "magnifique-villa-contemporaine-avec-piscine-exterieure-chauffee-et",
    ],
    [
      "de",
      "Großzügiges Einfamilienhaus mit Garten, Garage und Blick auf das Hohe Venn in Bütgenbach",
      "grosszugiges-einfamilienhaus-mit-garten-garage-und-blick-auf-das-hohe",
    ],
  ] as const;

  it.each(cases)("cuts a long %s title at a word boundary", (_language, title, expected) => {
    const slug = slugify(title);
    expect(slug).toBe(expected);
    expect(slug.length).toBeLessThanOrEqual(70);
    expect(slugify(title, 1000).startsWith(`${slug}-`)).toBe(true);
  });

  it("keeps a slug of exactly maxLength", () => {
    const title = "a".repeat(70);
    expect(slugify(title)).toBe(title);
  });

  it("keeps the whole first maxLength characters when the next one is a '-'", () => {
    expect(slugify(`${"a".repeat(70)} bbb`)).toBe("a".repeat(70));
  });

  it("cuts hard when the last '-' is not beyond half of maxLength", () => {
    expect(slugify(`${"a".repeat(35)} ${"b".repeat(50)}`)).toBe(`${"a".repeat(35)}-${"b".repeat(34)}`);
  });

  it("cuts at the '-' when it is just beyond half of maxLength", () => {
    expect(slugify(`${"a".repeat(36)} ${"b".repeat(50)}`)).toBe("a".repeat(36));
  });

  it("never ends with '-' after a hard cut", () => {
    // The hard cut lands on the "-" itself at position 20; the remainder is trimmed.
    const slug = slugify(`${"a".repeat(5)} ${"b".repeat(14)} ${"c".repeat(20)}`, 20);
    expect(slug.endsWith("-")).toBe(false);
    expect(slug).toBe(`${"a".repeat(5)}-${"b".repeat(14)}`);
  });

  it("honours a custom maxLength", () => {
    expect(slugify("Ruime woning met grote tuin", 15)).toBe("ruime-woning");
  });
});
