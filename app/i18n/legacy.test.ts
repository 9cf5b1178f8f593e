import { describe, expect, it } from "vitest";
import { languageOfPath } from "./config";
import { legacyDetail, legacyTarget, pageInOtherCase } from "./legacy";
import { alternatesOf, feedbackPath, pagePath, propertyPath } from "./links";

describe("original paths of spec §2", () => {
  it.each([
    ["/for-sale/", "/nl/te-koop/"],
    ["/for-rent", "/nl/te-huur/"],
    ["/contact/", "/nl/contact/"],
    ["/demand-register/", "/nl/hou-mij-op-de-hoogte/"],
    ["/contact-demand/", "/nl/gratis-schatting/"],
    ["/disclaimer/", "/nl/disclaimer/"],
    ["/privacy-statement/", "/nl/privacy-statement/"],
    ["/cookie-policy/", "/nl/cookie-policy/"],
    ["/verkopen/", "/nl/verkopen/"],
    ["/verhuren/", "/nl/verhuren/"],
    ["/Onze-meerwaarde/", "/nl/onze-meerwaarde/"],
    ["/ons-team/", "/nl/ons-team/"],
    ["/Projecten/", "/nl/projecten/"],
    ["/login/", "/nl/login/"],
    ["/feedback/contact-me/", "/nl/bedankt/contact-me/"],
    ["/feedback/contact-appointment/", "/nl/bedankt/contact-appointment/"],
    ["/feedback/contact-construction/", "/nl/bedankt/contact-construction/"],
    ["/feedback/contact-demand/", "/nl/bedankt/gratis-schatting/"],
    ["/feedback/demand-register/", "/nl/bedankt/demand-register/"],
    ["/feedback/send-to-friend/", "/nl/bedankt/send-to-friend/"],
    ["/feedback/site-contact/", "/nl/bedankt/hoe-kunnen-wij-u-helpen/"],
    ["/feedback/sign-newsletter/", "/nl/bedankt/hou-me-op-de-hoogte/"],
    ["/feedback/testing-testing/", "/nl/bedankt/testing-testing/"],
    ["/faq/hoeveel-kost-een-schatting/", "/nl/faq/hoeveel-kost-een-schatting/"],
    ["/verhuren/plaatsbeschrijvingen/", "/nl/verhuren/kwalitatieve-plaatsbeschrijvingen/"],
    ["/verkopen/waardebepaling/", "/nl/verkopen/waardebepaling/"],
    ["/onze-meerwaarde/ervaren-onderhandelaars/", "/nl/onze-meerwaarde/ervaren-onderhandelaars/"],
  ])("%s → %s", (original, target) => {
    expect(legacyTarget(original, "nl")).toBe(target);
  });

  it("leaves localized and unknown paths alone", () => {
    expect(legacyTarget("/nl/te-koop/", "nl")).toBeNull();
    expect(legacyTarget("/for-sale/", "fr")).toBe("/fr/a-vendre/");
    expect(legacyTarget("/no-such-page/", "nl")).toBeNull();
  });

  it("recognises the original detail paths", () => {
    expect(legacyDetail("/property/4100123/")).toEqual({ kind: "property", id: 4100123 });
    expect(legacyDetail("/project/10")).toEqual({ kind: "project", id: 10 });
    expect(legacyDetail("/property/abc/")).toBeNull();
  });
});

describe("localized paths", () => {
  it("builds every page in every language from one dictionary", () => {
    expect(alternatesOf((language) => pagePath("forSale", language))).toEqual({
      nl: "/nl/te-koop/",
      fr: "/fr/a-vendre/",
      en: "/en/for-sale/",
      de: "/de/zu-verkaufen/",
    });
    expect(pagePath("home", "de")).toBe("/de/");
    expect(feedbackPath("contact-demand", "fr")).toBe("/fr/merci/estimation-gratuite/");
  });

  it("puts a project's unit under its project", () => {
    const unit = {
      goal: "sale" as const,
      citySlug: "edegem",
      titleSlug: "penthouse-met-terras",
      id: 42,
      project: { citySlug: "edegem", slug: "hof-ter-linden", id: 10 },
    };
    expect(propertyPath("nl", unit)).toBe("/nl/projecten/edegem/hof-ter-linden/10/penthouse-met-terras/42/");
    expect(propertyPath("en", { ...unit, project: null, goal: "rent" })).toBe(
      "/en/for-rent/edegem/penthouse-met-terras/42/",
    );
  });

  it("takes the language from the first path segment only when it is enabled", () => {
    expect(languageOfPath("/fr/a-vendre/")).toBe("fr");
    expect(languageOfPath("/de")).toBe("de");
    expect(languageOfPath("/es/")).toBeNull();
    expect(languageOfPath("/nlx/")).toBeNull();
    expect(languageOfPath("/de/", ["nl", "fr"])).toBeNull();
    expect(languageOfPath("/")).toBeNull();
  });
});

describe("a page's path typed in capitals", () => {
  it("leads to the page, in the language its path names", () => {
    expect(pageInOtherCase("/NL/TE-KOOP/")).toBe("/nl/te-koop/");
    expect(pageInOtherCase("/FR/A-Vendre")).toBe("/fr/a-vendre/");
    expect(pageInOtherCase("/De/")).toBe("/de/");
  });

  it("leaves the page's own path, and paths that are no page, alone", () => {
    expect(pageInOtherCase("/nl/te-koop/")).toBeNull();
    expect(pageInOtherCase("/NL/TE-KOOP/EDEGEM/HUIS/12/")).toBeNull();
    expect(pageInOtherCase("/ES/TE-KOOP/")).toBeNull();
  });
});
