import { describe, expect, it } from "vitest";
import { requestOrigin, resolvedTarget } from "./http";

describe("requestOrigin", () => {
  it("is always a public SITE_URL, whatever Host says", () => {
    for (const host of ["evil.example", "localhost:443", "127.0.0.1", "www.immozuidrand.be:8080", undefined]) {
      expect(requestOrigin("https://www.immozuidrand.be", host)).toBe("https://www.immozuidrand.be");
    }
  });

  it("lets a loopback SITE_URL answer to the machine's other names at the same port only", () => {
    expect(requestOrigin("http://127.0.0.1:3000", "localhost:3000")).toBe("http://localhost:3000");
    expect(requestOrigin("http://127.0.0.1:3000", "[::1]:3000")).toBe("http://[::1]:3000");
    expect(requestOrigin("http://127.0.0.1:3000", "localhost:4000")).toBe("http://127.0.0.1:3000");
    expect(requestOrigin("http://127.0.0.1:3000", "evil.example:3000")).toBe("http://127.0.0.1:3000");
    expect(requestOrigin("http://127.0.0.1:3000", "local host/")).toBe("http://127.0.0.1:3000");
  });
});

describe("resolvedTarget", () => {
  it("leads a path with dot segments, plain or encoded, to the page it stands for, never to another site", () => {
    expect(resolvedTarget("/nl/te-koop/%2e%2e/")).toBe("/nl/");
    expect(resolvedTarget("/nl/te-koop/%2E%2e/?type=1")).toBe("/nl/?type=1");
    expect(resolvedTarget("/nl/./contact/")).toBe("/nl/contact/");
    expect(resolvedTarget("/nl/te-koop/..")).toBe("/nl/");
    expect(resolvedTarget("/nl/.%2e/fr/")).toBe("/fr/");
    expect(resolvedTarget("/.//evil.example/")).toBe("/evil.example/");
    expect(resolvedTarget("/nl/%2e%2e//evil.example/")).toBe("/evil.example/");
    // A backslash is a slash to the URL parser.
    expect(resolvedTarget("/nl/te-koop\\..\\")).toBe("/nl/");
    expect(resolvedTarget("/nl\\.\\contact/")).toBe("/nl/contact/");
  });

  it("leaves a path without one alone, dots within a name included", () => {
    expect(resolvedTarget("/nl/te-koop/")).toBeNull();
    expect(resolvedTarget("/nl/te-koop/.../")).toBeNull();
    expect(resolvedTarget("/nl/pand/st.-niklaas/")).toBeNull();
    expect(resolvedTarget("/sitemap.xml")).toBeNull();
    expect(resolvedTarget("/nl/te-koop/?q=../..")).toBeNull();
  });
});
