import { describe, expect, it } from "vitest";
import { crossSite } from "./guard.server";

const origin = "https://www.immozuidrand.be";
const post = (headers: Record<string, string>) => new Request(`${origin}/nl/contact/`, { method: "POST", headers });

describe("crossSite", () => {
  it("accepts a post from the site itself, and one without the headers (older browsers, no script)", () => {
    expect(crossSite(post({ Origin: origin, "Sec-Fetch-Site": "same-origin" }), origin)).toBe(false);
    expect(crossSite(post({}), origin)).toBe(false);
  });

  it("refuses a post from another site, whichever header says so", () => {
    expect(crossSite(post({ Origin: "https://evil.example" }), origin)).toBe(true);
    expect(crossSite(post({ "Sec-Fetch-Site": "cross-site" }), origin)).toBe(true);
    expect(crossSite(post({ "Sec-Fetch-Site": "same-site" }), origin)).toBe(true);
  });
});
