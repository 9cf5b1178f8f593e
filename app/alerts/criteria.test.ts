import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type { AlertChoices } from "./criteria";
import { cleanCriteria, criteriaFromQuery, manageForm, subscribeForm, typeChoices, zoneChoices } from "./criteria";
import { alertFormHref, saveSearchHref } from "./links";

// The rules of a search alert: the criteria a link stands for, what the form accepts, and the
// choices the catalog offers.

const choices: AlertChoices = {
  types: typeChoices([
    { webId: 1, name: "Woning", sale: true, rent: true },
    { webId: 2, name: "Appartement", sale: true, rent: true },
    { webId: 3, name: "Studio", sale: false, rent: false },
    { webId: 6, name: "Bouwgrond", sale: true, rent: false },
    { webId: 9, name: "Garage", sale: false, rent: true },
  ]),
  zones: zoneChoices([
    { name: "'s-Gravenwezel", zip: "2970" },
    { name: "Brussel", zip: "1000" },
    { name: "Edegem", zip: "2650" },
    { name: "Mortsel", zip: "2640" },
    { name: "Schilde", zip: "2970" },
    { name: "Ukkel", zip: "1180" },
  ]),
};

describe("the choices", () => {
  it("offers each type for the goals the feed gives it, and leaves out a type for neither", () => {
    expect(choices.types.map((type) => [type.name, type.goals])).toEqual([
      ["Woning", ["sale", "rent"]],
      ["Appartement", ["sale", "rent"]],
      ["Bouwgrond", ["sale"]],
      ["Garage", ["rent"]],
    ]);
  });

  it("makes one zone of the municipalities that share a postal code", () => {
    expect(choices.zones.map((zone) => zone.label)).toEqual([
      "'s-Gravenwezel, Schilde (2970)",
      "Brussel (1000)",
      "Edegem (2650)",
      "Mortsel (2640)",
      "Ukkel (1180)",
    ]);
  });
});

describe("criteria from a link", () => {
  it("reads a list page's query: towns as Name|zip, the type, the prices and the bedrooms", () => {
    const search = new URLSearchParams(
      "goal=rent&city=Edegem|2650&city=Ukkel|1180&type=9&minPrice=700&maxPrice=1200&bedrooms=2",
    );
    expect(criteriaFromQuery(search, choices)).toEqual({
      goal: "rent",
      types: [9],
      zips: ["2650", "1180"],
      minPrice: 700,
      maxPrice: 1200,
      bedrooms: 2,
    });
  });

  it("takes repeated zip and type values, and a town named without its postal code", () => {
    const search = new URLSearchParams("zip=2650&zip=1000&city=schilde&type=1&type=6");
    expect(criteriaFromQuery(search, choices)).toMatchObject({
      goal: "sale",
      types: [1, 6],
      zips: ["2650", "1000", "2970"],
    });
  });

  it("finds a town by its name in the link's language however it is written (Brussel|1000 read in French)", () => {
    const search = new URLSearchParams("city=Bruxelles|1000&city=UKKEL");
    expect(criteriaFromQuery(search, choices).zips).toEqual(["1000", "1180"]);
  });

  it("leaves out what the catalog does not offer: a type of the other goal, an unknown town, nonsense", () => {
    const search = new URLSearchParams(
      "goal=sale&type=9&type=3&type=abc&type=-1&zip=9999&zip=26500&city=Atlantis&minPrice=x&bedrooms=0",
    );
    expect(criteriaFromQuery(search, choices)).toEqual({
      goal: "sale",
      types: [],
      zips: [],
      minPrice: null,
      maxPrice: null,
      bedrooms: null,
    });
  });

  it("puts prices given the wrong way round in order, and caps the bedrooms at the form's highest choice", () => {
    const search = new URLSearchParams("minPrice=400000&maxPrice=250000&bedrooms=8&goal=bogus");
    expect(criteriaFromQuery(search, choices)).toMatchObject({
      goal: "sale",
      minPrice: 250000,
      maxPrice: 400000,
      bedrooms: 5,
    });
  });

  it("takes back what a list page's 'save this search' link carries", () => {
    const href = saveSearchHref(
      "nl",
      "rent",
      "zip=2640&city=Edegem%7C2650&type=2&maxPrice=1000&sort=price-asc&page=3&epc=b&km=10",
    );
    expect(href).toBe("/nl/hou-mij-op-de-hoogte/?goal=rent&zip=2640&city=Edegem%7C2650&type=2&maxPrice=1000");
    const search = new URL(href, "https://example.be").searchParams;
    expect(criteriaFromQuery(search, choices)).toEqual({
      goal: "rent",
      types: [2],
      zips: ["2640", "2650"],
      minPrice: null,
      maxPrice: 1000,
      bedrooms: null,
    });
  });

  it("gives an alert's criteria back as a link to the form (to start again after unsubscribing)", () => {
    const criteria = { goal: "sale" as const, types: [1, 6], zips: ["2970"], minPrice: 1, maxPrice: null, bedrooms: 3 };
    const search = new URL(alertFormHref("fr", criteria), "https://example.be").searchParams;
    expect(criteriaFromQuery(search, choices)).toEqual(criteria);
  });
});

const person = { name: "Lotte Verhaegen", email: "lotte@example.be", language: "nl", frequency: "daily" };

function form(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const item of Array.isArray(value) ? value : [value]) data.append(name, item);
  return data;
}

function errors(fields: Record<string, string | string[]>, schema = subscribeForm) {
  const result = parseWithZod(form(fields), { schema });
  return result.status === "success" ? {} : result.error;
}

describe("the subscription form", () => {
  it("accepts a complete search, one type and one town being enough", () => {
    const result = parseWithZod(form({ ...person, goal: "sale", types: "1", zips: "2650", phone: "0470123456" }), {
      schema: subscribeForm,
    });
    expect(result.status).toBe("success");
    if (result.status === "success")
      expect(result.value).toMatchObject({ types: [1], zips: ["2650"], phone: "0470 12 34 56" });
  });

  it("says a type must be chosen (spec §5) and a zone must be chosen", () => {
    expect(errors({ ...person, goal: "sale" })).toMatchObject({ types: ["types"], zips: ["zone"] });
  });

  it("refuses a maximum price under the minimum, and amounts that are not whole euros", () => {
    const base = { ...person, goal: "rent", types: "1", zips: "2650" };
    expect(errors({ ...base, minPrice: "1200", maxPrice: "800" })).toMatchObject({ maxPrice: ["priceRange"] });
    expect(errors({ ...base, minPrice: "12.5" })).toMatchObject({ minPrice: ["price"] });
  });

  it("needs a name, a valid address, a language and a frequency it knows", () => {
    expect(
      errors({ goal: "sale", types: "1", zips: "2650", email: "lotte@", language: "xx", frequency: "hourly" }),
    ).toMatchObject({ name: ["required"], email: ["email"], language: ["choice"], frequency: ["frequency"] });
  });

  it("refuses postal codes that are not four digits", () => {
    expect(errors({ ...person, goal: "sale", types: "1", zips: ["2650", "../x"] })).toMatchObject({
      "zips[1]": ["choice"],
    });
  });
});

describe("cleanCriteria", () => {
  it("keeps only the types offered for the chosen goal and the known zones, once each", () => {
    expect(cleanCriteria({ goal: "rent", types: [1, 6, 9, 9, 42], zips: ["2650", "2650", "9999"] }, choices)).toEqual({
      goal: "rent",
      types: [1, 9],
      zips: ["2650"],
      minPrice: null,
      maxPrice: null,
      bedrooms: null,
    });
  });
});

describe("the manage form", () => {
  it("takes the criteria and the settings, without a person", () => {
    const result = parseWithZod(form({ goal: "sale", types: "2", zips: "1000", language: "fr", frequency: "weekly" }), {
      schema: manageForm,
    });
    expect(result.status).toBe("success");
  });
});
