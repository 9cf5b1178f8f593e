import { describe, expect, it } from "vitest";
import { catalogues } from "./messages";
import { createTranslator } from "./translator";

describe("createTranslator", () => {
  it("fills the placeholders of a nested key", () => {
    const t = createTranslator("nl", catalogues.nl);
    expect(t("card.reference", { reference: "2026-0621" })).toBe(
      catalogues.nl.card.reference.replace("{{reference}}", "2026-0621"),
    );
  });

  it("takes the plural form of the page's language: French counts 0 and 1 as one, Dutch only 1", () => {
    const fr = createTranslator("fr", catalogues.fr);
    expect(fr("filters.found", { count: 0 })).toBe("0 bien trouvé");
    expect(fr("filters.found", { count: 1 })).toBe("1 bien trouvé");
    expect(fr("filters.found", { count: 2 })).toBe("2 biens trouvés");
    const nl = createTranslator("nl", catalogues.nl);
    expect(nl("filters.found", { count: 0 })).toBe("0 panden gevonden");
    expect(nl("filters.found", { count: 1 })).toBe("1 pand gevonden");
    const de = createTranslator("de", catalogues.de);
    expect(de("forms.placesLeft", { count: 1 })).toBe("noch 1 Platz");
  });

  it("gives a missing key back as itself, and leaves a placeholder without a value", () => {
    const t = createTranslator("en", catalogues.en);
    // The type refuses a key that is not a string of the catalogue: `npm run typecheck` fails.
    // @ts-expect-error -- not in the catalogue
    expect(t("no.such.key")).toBe("no.such.key");
    // @ts-expect-error -- a block of strings, not a string
    expect(t("card")).toBe("card");
    expect(t("card.reference")).toContain("{{reference}}");
  });

  it("asks for a plural by its stem: a form asked for by name would ignore the count", () => {
    const t = createTranslator("nl", catalogues.nl);
    expect(t("card.bedrooms", { count: 1 })).toBe("1 slaapkamer");
    expect(t("card.bedrooms", { count: 3 })).toBe("3 slaapkamers");
    // @ts-expect-error -- so the suffixed names are not keys
    expect(t("card.bedrooms_other", { count: 1 })).toBe("1 slaapkamers");
  });
});
