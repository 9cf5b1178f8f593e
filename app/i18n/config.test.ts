import { describe, expect, it } from "vitest";
import { acceptedLanguage, slashedPagePath } from "./config";

const all = ["nl", "fr", "en", "de"] as const;

describe("the language a browser asks for", () => {
  it("takes the first enabled language by weight, a region counting as its language", () => {
    expect(acceptedLanguage("fr-BE,fr;q=0.9,nl;q=0.8", all)).toBe("fr");
    expect(acceptedLanguage("de-DE,de;q=0.9,en;q=0.8", all)).toBe("de");
    expect(acceptedLanguage("en-GB;q=0.5, nl-BE;q=0.9", all)).toBe("nl");
    expect(acceptedLanguage("es-ES,es;q=0.9,en;q=0.7", all)).toBe("en");
  });

  it("names no language when the browser asks for none the site has, or for nothing", () => {
    expect(acceptedLanguage("es,it;q=0.9", all)).toBeNull();
    expect(acceptedLanguage("", all)).toBeNull();
    expect(acceptedLanguage(null, all)).toBeNull();
    expect(acceptedLanguage("fr;q=0, de;q=abc", all)).toBeNull();
    expect(acceptedLanguage("de", ["nl", "fr"])).toBeNull();
  });
});

describe("a page's address without its closing slash", () => {
  it("leads to the page's own address, the list a visitor meant and not the other one", () => {
    expect(slashedPagePath("/nl/te-koop")).toBe("/nl/te-koop/");
    expect(slashedPagePath("/fr")).toBe("/fr/");
    expect(slashedPagePath("/nl/te-koop/edegem/ruime-woning/12")).toBe("/nl/te-koop/edegem/ruime-woning/12/");
  });

  it("leads a path with an empty segment to the page, never to an address a browser reads as another site", () => {
    expect(slashedPagePath("/nl/te-koop//")).toBe("/nl/te-koop/");
    expect(slashedPagePath("/nl//contact")).toBe("/nl/contact/");
    expect(slashedPagePath("//nl///te-koop//")).toBe("/nl/te-koop/");
    expect(slashedPagePath("/nl//bezoek/abc/visit.ics")).toBe("/nl/bezoek/abc/visit.ics");
    expect(slashedPagePath("//evil.example//")).toBeNull();
  });

  it("leaves pages' own addresses, files and paths outside the languages as they are", () => {
    expect(slashedPagePath("/nl/te-koop/")).toBeNull();
    expect(slashedPagePath("/nl/bezoek/abc/visit.ics")).toBeNull();
    expect(slashedPagePath("/sitemap.xml")).toBeNull();
    expect(slashedPagePath("/healthz")).toBeNull();
    expect(slashedPagePath("/xx/te-koop")).toBeNull();
    expect(slashedPagePath("/")).toBeNull();
  });
});
