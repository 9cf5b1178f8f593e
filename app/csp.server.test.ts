import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, newNonce, tileSource } from "./csp.server";

const none = { analyticsId: "", adsId: "", tagManagerId: "", socialPixelId: "" };

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split("; ").map((directive) => {
      const [name = "", ...values] = directive.split(" ");
      return [name, values];
    }),
  );
}

describe("the Content-Security-Policy", () => {
  it("runs scripts only with the response's nonce, and names no analytics host when none is configured", () => {
    const nonce = newNonce();
    // 128 bits, base64url: a value that needs no escaping wherever the page carries it (decision 034).
    expect(nonce).toMatch(/^[\w-]{22}$/);
    expect(newNonce()).not.toBe(nonce);
    const policy = directives(
      contentSecurityPolicy({
        nonce,
        analytics: none,
        tileUrl: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
        pictureOrigins: [],
        videoOrigins: [],
      }),
    );
    expect(policy.get("script-src")).toEqual([`'nonce-${nonce}'`, "'strict-dynamic'", "'self'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'none'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    expect(policy.get("img-src")).toEqual(["'self'", "data:", "https://tile.openstreetmap.org"]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
    expect(policy.get("frame-src")).toContain("https://www.youtube-nocookie.com");
    expect(policy.get("frame-src")).toContain("https://*.matterport.com");
    expect(policy.get("frame-src")).not.toContain("https://td.doubleclick.net");
  });

  it("allows each configured tag's hosts, and the feed's picture and video hosts", () => {
    const policy = directives(
      contentSecurityPolicy({
        nonce: "abc",
        analytics: { ...none, analyticsId: "G-1", socialPixelId: "42" },
        tileUrl: "https://{s}.tiles.example.be/{z}/{x}/{y}.png",
        pictureOrigins: ["https://media.crm.example"],
        videoOrigins: ["https://video.crm.example"],
      }),
    );
    expect(policy.get("script-src")).toEqual([
      "'nonce-abc'",
      "'strict-dynamic'",
      "'self'",
      "https://www.googletagmanager.com",
      "https://connect.facebook.net",
    ]);
    expect(policy.get("img-src")).toContain("https://*.tiles.example.be");
    expect(policy.get("img-src")).toContain("https://media.crm.example");
    expect(policy.get("img-src")).toContain("https://*.google-analytics.com");
    expect(policy.get("img-src")).toContain("https://www.facebook.com");
    expect(policy.get("img-src")).not.toContain("https://googleads.g.doubleclick.net");
    expect(policy.get("media-src")).toEqual(["'self'", "https://video.crm.example"]);
    expect(policy.get("connect-src")).toContain("https://*.analytics.google.com");
  });

  it("turns a tile template's placeholder label into a wildcard", () => {
    expect(tileSource("https://tile.openstreetmap.org/{z}/{x}/{y}.png")).toBe("https://tile.openstreetmap.org");
    expect(tileSource("https://{s}.tile.openstreetmap.fr/hot/{z}/{x}/{y}.png")).toBe("https://*.tile.openstreetmap.fr");
    expect(tileSource("https://tiles-{s}.example.be:8443/{z}/{x}/{y}.png")).toBe("https://*.example.be:8443");
  });
});
