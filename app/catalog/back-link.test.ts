import { describe, expect, it } from "vitest";
import { backToResults } from "./back-link";
import { pageSize, parsePropertyQuery } from "./search";

const query = parsePropertyQuery(new URLSearchParams("zip=2650&sort=price-asc"), "sale");

describe("back to the results", () => {
  it("returns to the page that holds the property, with the search", () => {
    expect(backToResults("/nl/te-koop/", query, 2 * pageSize + 1)).toBe("/nl/te-koop/?zip=2650&sort=price-asc&page=3");
    expect(backToResults("/nl/te-koop/", query, 3 * pageSize)).toBe("/nl/te-koop/?zip=2650&sort=price-asc&page=3");
  });

  it("leaves page 1 out of the link", () => {
    expect(backToResults("/nl/te-koop/", query, pageSize)).toBe("/nl/te-koop/?zip=2650&sort=price-asc");
  });

  it("without a search, or when the property is no longer in it, goes to the list's first page", () => {
    expect(backToResults("/nl/te-koop/", null, null)).toBe("/nl/te-koop/");
    expect(backToResults("/nl/te-koop/", parsePropertyQuery(new URLSearchParams(""), "sale"), null)).toBe(
      "/nl/te-koop/",
    );
    expect(backToResults("/nl/te-koop/", query, null)).toBe("/nl/te-koop/?zip=2650&sort=price-asc");
  });
});
