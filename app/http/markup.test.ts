import { describe, expect, it } from "vitest";
import { escapeMarkup } from "./markup";

describe("escapeMarkup", () => {
  it("turns the five characters that end text or an attribute into references, and leaves the rest", () => {
    expect(escapeMarkup(`<a href="x">'Tom' & Jerry</a>`)).toBe(
      "&#60;a href=&#34;x&#34;&#62;&#39;Tom&#39; &#38; Jerry&#60;/a&#62;",
    );
    expect(escapeMarkup("Résidence Ter Beke, € 395.000")).toBe("Résidence Ter Beke, € 395.000");
  });
});
