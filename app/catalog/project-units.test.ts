import { describe, expect, it } from "vitest";
import { de } from "~/i18n/locales/de";
import { en } from "~/i18n/locales/en";
import { fr } from "~/i18n/locales/fr";
import { nl } from "~/i18n/locales/nl";
import { createTranslator } from "~/i18n/translator";
import { deliveryOf, projectTypeLine, unitStatus } from "./project-units";

const t = {
  nl: createTranslator("nl", nl),
  fr: createTranslator("fr", fr),
  en: createTranslator("en", en),
  de: createTranslator("de", de),
};

describe("a project's type line", () => {
  it("reads the CRM's 'Appartement (8)' as words in each language", () => {
    expect(projectTypeLine("Appartement (8)", 8, t.nl)).toBe("8 appartementen");
    expect(projectTypeLine("Appartement (8)", 8, t.fr)).toBe("8 appartements");
    expect(projectTypeLine("Apartment (8)", 8, t.en)).toBe("8 apartments");
    expect(projectTypeLine("Wohnung (8)", 8, t.de)).toBe("8 Wohnungen");
    expect(projectTypeLine("Woning (1)", 1, t.nl)).toBe("1 woning");
    expect(projectTypeLine("Haus (5)", 5, t.de)).toBe("5 Häuser");
  });

  it("counts the units when the CRM gives no number, and names a type it has no words for", () => {
    expect(projectTypeLine("Appartement", 5, t.nl)).toBe("5 appartementen");
    expect(projectTypeLine("Grond (6)", 6, t.nl)).toBe("6 eenheden · Grond");
  });
});

describe("a project's units", () => {
  it("offers only a unit that is not under option, sold or rented", () => {
    expect(unitStatus("none")).toBe("available");
    expect(unitStatus("new")).toBe("available");
    expect(unitStatus("option")).toBe("option");
    expect(unitStatus("sold")).toBe("sold");
    expect(unitStatus("rented")).toBe("rented");
  });

  it("takes the delivery most units share, and none when no unit says", () => {
    expect(deliveryOf(["Najaar 2027", "Najaar 2027", "Onmiddellijk", undefined])).toBe("Najaar 2027");
    expect(deliveryOf([undefined, " "])).toBeNull();
  });
});
