import { describe, expect, it } from "vitest";
import { countryCodes, countryName, countryOptions } from "./countries";
import { checkPostalCode, postalCodeExample } from "./postal-code";

const accepted = (country: string, input: string) => checkPostalCode(country, input);

describe("postal codes per country", () => {
  it.each([
    ["BE", "2650", "2650"],
    ["BE", " 1000 ", "1000"],
    ["NL", "1012 AB", "1012 AB"],
    ["NL", "1012ab", "1012 AB"],
    ["LU", "1234", "1234"],
    ["LU", "L-1234", "1234"],
    ["LU", "l1234", "1234"],
    ["FR", "75001", "75001"],
    ["DE", "10115", "10115"],
    ["ES", "28001", "28001"],
    ["IT", "00184", "00184"],
    ["GB", "SW1A 1AA", "SW1A 1AA"],
    ["GB", "sw1a1aa", "SW1A 1AA"],
    ["GB", "M1 1AE", "M1 1AE"],
    ["GB", "EC1A  1BB", "EC1A 1BB"],
    ["CH", "8001", "8001"],
    ["AT", "1010", "1010"],
    ["DK", "1050", "1050"],
    ["PL", "00-950", "00-950"],
    ["PL", "00950", "00-950"],
    ["PT", "1000-001", "1000-001"],
    ["US", "90210", "90210"],
    ["US", "90210-1234", "90210-1234"],
    ["US", "902101234", "90210-1234"],
    ["IE", "d02x285", "D02 X285"],
    ["SE", "11455", "114 55"],
    ["LV", "1050", "LV-1050"],
    ["CA", "k1a0b1", "K1A 0B1"],
  ])("%s accepts %j, written %j", (country, input, written) => {
    expect(accepted(country, input)).toEqual({ ok: true, code: written });
  });

  it.each([
    ["BE", "10115"],
    ["BE", "0999"],
    ["BE", "B2650"],
    ["NL", "1012"],
    ["NL", "0123 AB"],
    ["LU", "12345"],
    ["FR", "7500"],
    ["DE", "1234"],
    ["DE", "101155"],
    ["ES", "2800A"],
    ["IT", "0018"],
    ["GB", "SW1A"],
    ["GB", "12345"],
    ["CH", "80011"],
    ["AT", "101"],
    ["DK", "10500"],
    ["PL", "00-95"],
    ["PT", "1000"],
    ["US", "9021"],
    ["US", "90210-12"],
  ])("%s refuses %j and shows what its codes look like", (country, input) => {
    expect(accepted(country, input)).toEqual({ ok: false, reason: "format", example: postalCodeExample(country) });
    expect(accepted(country, postalCodeExample(country) ?? "")).toMatchObject({ ok: true });
  });

  it("checks a country without a known format loosely: 2 to 10 letters, digits, spaces or hyphens", () => {
    expect(postalCodeExample("AR")).toBeNull();
    expect(accepted("AR", "C1002ABC")).toEqual({ ok: true, code: "C1002ABC" });
    expect(accepted("KE", "00100")).toEqual({ ok: true, code: "00100" });
    for (const wrong of ["1", "12345678901", "12/34", "<b>", "-12", "ab_cd"])
      expect(accepted("AR", wrong)).toEqual({ ok: false, reason: "format", example: null });
  });

  it("needs a postal code, except in a country whose addresses have none", () => {
    expect(accepted("DE", "  ")).toEqual({ ok: false, reason: "required", example: "10115" });
    expect(accepted("AR", "")).toEqual({ ok: false, reason: "required", example: null });
    expect(accepted("AE", "")).toEqual({ ok: true, code: "" });
    expect(accepted("HK", "")).toEqual({ ok: true, code: "" });
  });

  it("has an example that passes its own check for every country with a format", () => {
    for (const code of countryCodes) {
      const example = postalCodeExample(code);
      if (example !== null) expect(accepted(code, example), code).toEqual({ ok: true, code: example });
    }
  });
});

describe("countries", () => {
  it("lists Belgium, then its neighbours, then the rest by name in the page's language", () => {
    const nl = countryOptions("nl");
    expect(nl.slice(0, 5).map((option) => option.name)).toEqual([
      "België",
      "Nederland",
      "Frankrijk",
      "Duitsland",
      "Luxemburg",
    ]);
    const rest = nl.slice(5).map((option) => option.name);
    expect(rest.slice(0, 3)).toEqual(["Afghanistan", "Åland", "Albanië"]);
    expect(
      countryOptions("de")
        .slice(0, 5)
        .map((option) => option.name),
    ).toEqual(["Belgien", "Niederlande", "Frankreich", "Deutschland", "Luxemburg"]);
    // Accented names sort with their letter, not after Z.
    const fr = countryOptions("fr").map((option) => option.code);
    expect(fr.indexOf("EG")).toBeLessThan(fr.indexOf("ER"));
    expect(new Set(fr).size).toBe(countryCodes.length);
  });

  it("names each country in each language", () => {
    expect(countryName("GB", "nl")).toBe("Verenigd Koninkrijk");
    expect(countryName("GB", "fr")).toBe("Royaume-Uni");
    expect(countryName("GB", "en")).toBe("United Kingdom");
    expect(countryName("GB", "de")).toBe("Vereinigtes Königreich");
  });
});
