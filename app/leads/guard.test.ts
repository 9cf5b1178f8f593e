import { describe, expect, it } from "vitest";
import { crossSite, rateLimit } from "./guard.server";

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

describe("rateLimit", () => {
  it("allows the limit within the window, refuses the next, and forgets after the window", () => {
    const limit = rateLimit(3, 60_000);
    expect([0, 1, 2, 3].map((second) => limit.take("ip:contact", second * 1000))).toEqual([true, true, true, false]);
    expect(limit.take("ip:other-form", 4000)).toBe(true);
    expect(limit.take("ip:contact", 61_000)).toBe(true);
  });

  it("keeps at most the given number of visitors in memory", () => {
    const limit = rateLimit(1, 60_000, 2);
    limit.take("a", 0);
    limit.take("b", 0);
    limit.take("c", 0);
    // "a" was forgotten to make room, so it may post again.
    expect(limit.take("a", 1)).toBe(true);
    expect(limit.take("c", 1)).toBe(false);
  });
});
