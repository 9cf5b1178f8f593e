import { describe, expect, it } from "vitest";
import { cleanDescription } from "./description";

const repeat = (character: string, count: number) => character.repeat(count);

describe("cleanDescription: HTML to text", () => {
  it("strips tags and keeps inline text together", () => {
    expect(cleanDescription("<p>Ruime <b>woning</b> met <a href='/x'>tuin</a></p>")).toBe("Ruime woning met tuin");
  });

  it("turns <br>, </p>, </li> and </div> into spaces", () => {
    expect(cleanDescription("Living<br>Keuken<br/>Berging<BR />Tuin")).toBe("Living Keuken Berging Tuin");
    expect(cleanDescription("<p>Eén</p><p>Twee</p>")).toBe("Eén Twee");
    expect(cleanDescription("<ul><li>Garage</li><li>Kelder</li></ul>")).toBe("Garage Kelder");
    expect(cleanDescription("<div>Links</div><div>Rechts</div>")).toBe("Links Rechts");
  });

  it("strips nested tags", () => {
    expect(cleanDescription('<div class="x"><p><span><strong><em>Nieuw</em></strong></span></p></div>')).toBe("Nieuw");
  });

  it("copes with '>' inside a quoted attribute", () => {
    expect(cleanDescription('<a title="a > b" href="/x">Bekijk</a>')).toBe("Bekijk");
  });

  it("removes script and style contents entirely", () => {
    const html = "<style>p { color: red; }</style>Mooi<script type='text/javascript'>alert('x < y')</script> huis";
    expect(cleanDescription(html)).toBe("Mooi huis");
  });

  it("removes an unclosed script to the end and HTML comments", () => {
    expect(cleanDescription("Tuin<!-- intern: sleutel bij buren --> op het zuiden<script>x")).toBe(
      "Tuin op het zuiden",
    );
  });

  it("leaves a lone '<' that is not a tag", () => {
    expect(cleanDescription("EPC < 100 kWh")).toBe("EPC < 100 kWh");
  });

  it("decodes named, decimal and hex entities", () => {
    expect(cleanDescription("Caf&eacute; &amp; caf&#233; &amp; caf&#xE9; &euro;&nbsp;250 &lt;tag&gt;")).toBe(
      "Café & café & café € 250 <tag>",
    );
  });

  it("decodes entities after stripping, so escaped markup stays visible", () => {
    expect(cleanDescription("&lt;b&gt;vet&lt;/b&gt;")).toBe("<b>vet</b>");
  });

  it("collapses whitespace and trims", () => {
    expect(cleanDescription("  \n<p>  Ruim \t\t en \r\n licht </p>\n ")).toBe("Ruim en licht");
  });

  it("returns the empty string for empty or tag-only input", () => {
    expect(cleanDescription("")).toBe("");
    expect(cleanDescription("<p> </p><br>")).toBe("");
  });
});

describe("cleanDescription: shortening", () => {
  it("leaves short text untouched, without ellipsis", () => {
    expect(cleanDescription("Instapklare woning.")).toBe("Instapklare woning.");
  });

  it("leaves text of exactly 250 characters untouched", () => {
    const text = repeat("a", 250);
    expect(cleanDescription(text)).toBe(text);
  });

  it("shortens text of 251 characters by default, with an ellipsis", () => {
    expect(cleanDescription(repeat("a", 251))).toBe(`${repeat("a", 250)}…`);
  });

  it("cuts hard when the last space is exactly at 80 % of the limit", () => {
    const text = `${repeat("a", 200)} ${repeat("b", 100)}`; // space at index 200 = 0.8 × 250
    expect(cleanDescription(text)).toBe(`${repeat("a", 200)} ${repeat("b", 49)}…`);
  });

  it("cuts at the space when it lies just beyond 80 % of the limit", () => {
    const text = `${repeat("a", 201)} ${repeat("b", 100)}`; // space at index 201
    expect(cleanDescription(text)).toBe(`${repeat("a", 201)}…`);
  });

  it("uses the last space within the limit, not the first", () => {
    const text = `${repeat("a", 210)} ${repeat("b", 20)} ${repeat("c", 30)}`;
    expect(cleanDescription(text)).toBe(`${repeat("a", 210)} ${repeat("b", 20)}…`);
  });

  it("ignores a space just after the limit", () => {
    const text = `${repeat("a", 250)} ${repeat("b", 10)}`;
    expect(cleanDescription(text)).toBe(`${repeat("a", 250)}…`);
  });

  it("applies the 80 % rule to a custom maxLength", () => {
    expect(cleanDescription("abcdefgh ijklmnop", { maxLength: 10 })).toBe("abcdefgh i…");
    expect(cleanDescription("abcdefghi jklmnop", { maxLength: 10 })).toBe("abcdefghi…");
  });

  it("strips trailing punctuation and space before the ellipsis", () => {
    expect(cleanDescription("Een tuin, een garage, een zolder", { maxLength: 22 })).toBe("Een tuin, een garage…");
    expect(cleanDescription("Ruime woning!!! Met tuin", { maxLength: 15 })).toBe("Ruime woning…");
  });

  it("adds no ellipsis with ellipsis: false", () => {
    expect(cleanDescription("Een tuin, een garage, een zolder", { maxLength: 22, ellipsis: false })).toBe(
      "Een tuin, een garage,",
    );
    expect(cleanDescription(repeat("a", 300), { ellipsis: false })).toBe(repeat("a", 250));
  });

  it("counts characters after decoding and stripping, not raw HTML", () => {
    const html = `<p>${repeat("&eacute;", 250)}</p>`;
    expect(cleanDescription(html)).toBe(repeat("é", 250));
  });

  it("never cuts an emoji in half", () => {
    const result = cleanDescription(repeat("🏠", 12), { maxLength: 10 });
    expect(result).toBe(`${repeat("🏠", 10)}…`);
  });
});
