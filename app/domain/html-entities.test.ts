import { describe, expect, it } from "vitest";
import { decodeEntities } from "./html-entities";

describe("decodeEntities", () => {
  it.each([
    ["&amp;", "&"],
    ["&lt;", "<"],
    ["&gt;", ">"],
    ["&quot;", '"'],
    ["&apos;", "'"],
    ["&nbsp;", "\u00a0"],
    ["&euro;", "€"],
    ["&sup2;", "²"],
    ["&hellip;", "…"],
    ["&szlig;", "ß"],
    ["&oelig;", "œ"],
  ])("decodes the named entity %s", (entity, expected) => {
    expect(decodeEntities(entity)).toBe(expected);
  });

  it.each([
    ["&eacute;", "é"],
    ["&Eacute;", "É"],
    ["&egrave;", "è"],
    ["&ecirc;", "ê"],
    ["&euml;", "ë"],
    ["&agrave;", "à"],
    ["&acirc;", "â"],
    ["&auml;", "ä"],
    ["&aring;", "å"],
    ["&icirc;", "î"],
    ["&iuml;", "ï"],
    ["&ocirc;", "ô"],
    ["&ouml;", "ö"],
    ["&Ouml;", "Ö"],
    ["&otilde;", "õ"],
    ["&ntilde;", "ñ"],
    ["&ugrave;", "ù"],
    ["&ucirc;", "û"],
    ["&uuml;", "ü"],
    ["&Uuml;", "Ü"],
    ["&yacute;", "ý"],
    ["&yuml;", "ÿ"],
    ["&ccedil;", "ç"],
    ["&Ccedil;", "Ç"],
  ])("decodes the accented letter %s as one composed character", (entity, expected) => {
    const decoded = decodeEntities(entity);
    expect(decoded).toBe(expected);
    expect(decoded).toHaveLength(1);
  });

  it("decodes every Latin-1 letter, U+00C0 to U+00FF", () => {
    const names = (list: string) =>
      list
        .split(" ")
        .map((name) => `&${name};`)
        .join("");
    const upper = names(
      "Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave " +
        "Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml Oslash Ugrave Uacute " +
        "Ucirc Uuml Yacute THORN",
    );
    const lower = names(
      "agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave " +
        "iacute icirc iuml eth ntilde ograve oacute ocirc otilde ouml oslash ugrave uacute " +
        "ucirc uuml yacute thorn szlig yuml",
    );
    expect(decodeEntities(upper)).toBe("ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞ");
    expect(decodeEntities(lower)).toBe("àáâãäåæçèéêëìíîïðñòóôõöøùúûüýþßÿ");
  });

  it.each([
    ["&#233;", "é"],
    ["&#38;", "&"],
    ["&#8364;", "€"],
    ["&#xE9;", "é"],
    ["&#xe9;", "é"],
    ["&#X20AC;", "€"],
    ["&#x1F3E0;", "🏠"],
  ])("decodes the numeric reference %s", (entity, expected) => {
    expect(decodeEntities(entity)).toBe(expected);
  });

  it("replaces impossible code points by U+FFFD", () => {
    expect(decodeEntities("&#0;|&#xD800;|&#x110000;")).toBe("\ufffd|\ufffd|\ufffd");
  });

  it("leaves unknown names, bare ampersands and unterminated entities alone", () => {
    expect(decodeEntities("&bogus; A & B &amp C &#;")).toBe("&bogus; A & B &amp C &#;");
  });

  it("is case-sensitive for names, as HTML is", () => {
    expect(decodeEntities("&AMP;&Euro;")).toBe("&AMP;&Euro;");
  });

  it("decodes only once, so an escaped entity stays an entity", () => {
    expect(decodeEntities("&amp;eacute;")).toBe("&eacute;");
  });

  it("decodes entities inside running text", () => {
    expect(decodeEntities("Caf&eacute; &amp; terras, &euro;&nbsp;450")).toBe("Café & terras, €\u00a0450");
  });
});
