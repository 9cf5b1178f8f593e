import { describe, expect, it } from "vitest";
import { buildCatalog } from "~/catalog/snapshot";
import { syntheticProperties, syntheticTypes } from "~/catalog/synthetic";
import { site } from "~/content/site.server";
import { sitemapEntries, sitemapIndexXml, sitemapXml } from "./sitemap.server";

const catalog = buildCatalog({ version: 1, properties: syntheticProperties(5), projects: [], types: syntheticTypes });

describe("the sitemaps", () => {
  const entries = sitemapEntries(site(), catalog);

  it("lists the lists, the published pages and articles, and every property once, with a date", () => {
    const paths = entries.map((entry) => entry.alternates.nl);
    expect(paths).toContain("/nl/");
    expect(paths).toContain("/nl/te-koop/");
    expect(paths).toContain("/nl/contact/");
    expect(paths).toContain("/nl/verhuren/kwalitatieve-plaatsbeschrijvingen/");
    for (const record of catalog.properties.values()) expect(paths).toContain(catalog.propertyPaths.get(record.id)?.nl);
    expect(new Set(paths).size).toBe(paths.length);
    expect(entries.every((entry) => /^\d{4}-\d{2}-\d{2}$/.test(entry.lastmod))).toBe(true);
  });

  it("writes one sitemap per language with the other languages as alternates, and an index of them", () => {
    const french = sitemapXml(entries, "fr", ["nl", "fr"], "https://www.immozuidrand.be");
    expect(french).toContain("<loc>https://www.immozuidrand.be/fr/a-vendre/</loc>");
    expect(french).toContain(
      '<xhtml:link rel="alternate" hreflang="nl" href="https://www.immozuidrand.be/nl/te-koop/"/>',
    );
    const index = sitemapIndexXml(["nl", "fr"], "https://www.immozuidrand.be", "2026-11-22");
    expect(index).toContain("<loc>https://www.immozuidrand.be/sitemap/fr.xml</loc>");
  });
});
