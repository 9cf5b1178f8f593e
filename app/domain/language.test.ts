import { describe, expect, it } from "vitest";
import { intlLocale, isLanguage, languages } from "./language";

describe("languages", () => {
  it("lists the four site languages, Dutch first", () => {
    expect(languages).toEqual(["nl", "fr", "en", "de"]);
  });

  it("maps every language to its Belgian Intl locale", () => {
    expect(intlLocale).toEqual({ nl: "nl-BE", fr: "fr-BE", en: "en-BE", de: "de-BE" });
    for (const language of languages) {
      expect(Intl.NumberFormat.supportedLocalesOf(intlLocale[language])).toEqual([intlLocale[language]]);
    }
  });
});

describe("isLanguage", () => {
  it.each(["nl", "fr", "en", "de"])("accepts %s", (value) => {
    expect(isLanguage(value)).toBe(true);
  });

  it.each(["", "NL", "nl-BE", "es", " nl", "toString", "constructor"])("rejects %j", (value) => {
    expect(isLanguage(value)).toBe(false);
  });
});
