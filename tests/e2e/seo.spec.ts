import { expect, test } from "@playwright/test";

// What a search engine reads: robots.txt, the sitemaps, and the structured data in a page's head.

test("robots.txt points to the sitemap index, which lists a sitemap per language", async ({ request }) => {
  test.skip(test.info().project.name !== "desktop", "no browser needed");
  const robots = await request.get("/robots.txt");
  expect(await robots.text()).toMatch(/^Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml$/m);
  const index = await (await request.get("/sitemap.xml")).text();
  for (const language of ["nl", "fr", "en", "de"]) expect(index).toContain(`/sitemap/${language}.xml</loc>`);
  const french = await request.get("/sitemap/fr.xml");
  expect(french.headers()["content-type"]).toContain("application/xml");
  const body = await french.text();
  expect(body).toMatch(
    /<loc>http:\/\/127\.0\.0\.1:\d+\/fr\/a-vendre\/[^<]+\/\d+\/<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/,
  );
  expect(body).toContain('hreflang="nl"');
  expect((await request.get("/sitemap/xx.xml")).status()).toBe(404);
});

test("a property's head carries a RealEstateListing with its Offer and accommodation", async ({ page }) => {
  test.skip(test.info().project.name !== "desktop", "the head is the same on every screen");
  await page.goto("/property/4104213/");
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map((script) => JSON.parse(script.textContent ?? "{}") as Record<string, unknown>),
    );
  const listing = blocks.find((block) => block["@type"] === "RealEstateListing");
  expect(listing?.offers).toMatchObject({ "@type": "Offer", priceCurrency: "EUR" });
  expect((listing?.offers as { price?: number }).price).toBeGreaterThan(0);
  expect(listing?.mainEntity).toMatchObject({ "@type": "House", numberOfBedrooms: 3 });
  await page.goto("/nl/");
  const home = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect(JSON.parse(home ?? "{}")).toMatchObject({ "@type": "RealEstateAgent", name: "Immo Zuidrand" });
});
