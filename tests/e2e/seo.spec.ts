import { expect, test } from "./support/test";

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
  const property = blocks.find((block) => block["@type"] === "RealEstateListing");
  expect(property?.offers).toMatchObject({ "@type": "Offer", priceCurrency: "EUR" });
  expect((property?.offers as { price?: number }).price).toBeGreaterThan(0);
  expect(property?.mainEntity).toMatchObject({ "@type": "House", numberOfBedrooms: 3 });
  await page.goto("/nl/");
  const home = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect(JSON.parse(home ?? "{}")).toMatchObject({ "@type": "RealEstateAgent", name: "Immo Zuidrand" });
});

test("a shared property shows its photo, price and place", async ({ page, request }) => {
  test.skip(test.info().project.name !== "desktop", "the head is the same on every screen");
  await page.goto("/property/4104213/");
  const meta = (key: string) =>
    page.locator(`meta[property="${key}"], meta[name="${key}"]`).first().getAttribute("content");
  expect(await meta("og:title")).toMatch(/^Moderne nieuwbouwwoning .+ · €\s615\.000$/);
  expect(await meta("twitter:title")).toBe(await meta("og:title"));
  expect(await meta("og:description")).toMatch(/^2520 Ranst: /);
  const image = (await meta("og:image")) ?? "";
  expect(image).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/images\/\w+\/1050\.jpg$/);
  expect(await meta("og:image:width")).toBe("1050");
  expect(await meta("twitter:card")).toBe("summary_large_image");
  expect(await meta("og:image:alt")).toBeTruthy();
  // The picture is there for whoever fetches it, made now if it was not yet.
  const picture = await request.get(new URL(image).pathname);
  expect(picture.ok()).toBe(true);
});

test("every page's footer carries the mentions the BIV requires, in the page's language", async ({ page }) => {
  await page.goto("/nl/te-koop/");
  const notice = page.getByRole("region", { name: "Wettelijke vermeldingen" });
  await expect(notice).toContainText("Immo Zuidrand BV · Prins Boudewijnlaan 187, 2650 Edegem · 03 455 12 34");
  await expect(notice).toContainText("Ondernemingsnummer 0712.345.678 · Btw BE 0712.345.678");
  await expect(notice).toContainText("Erkend vastgoedmakelaar-bemiddelaar, BIV-nummer 512.345");
  await expect(notice).toContainText("Toezichthoudende autoriteit: BIV, Luxemburgstraat 16B, 1000 Brussel");
  await expect(notice).toContainText("Land van erkenning: België");
  await expect(notice).toContainText("Beroepsaansprakelijkheid en borgstelling: AXA Belgium, polis 730.390.160");
  await expect(notice.getByRole("link", { name: /Deontologische code van het BIV/ })).toHaveAttribute(
    "href",
    "https://www.biv.be/deontologie",
  );
  await page.goto("/fr/contact/");
  await expect(page.getByRole("region", { name: "Mentions légales" })).toContainText(
    "Autorité de contrôle : IPI, rue de Luxembourg 16B, 1000 Bruxelles",
  );
});

test("search engines are told to leave preview paths out", async ({ request }) => {
  test.skip(test.info().project.name !== "desktop", "no browser needed");
  const preview = await request.get("/nl/preview/te-koop/");
  expect(preview.headers()["x-robots-tag"]).toBe("noindex");
  expect((await request.get("/nl/te-koop/")).headers()["x-robots-tag"]).toBeUndefined();
});

test("a page names its canonical address, its four languages and x-default, and its title for sharing", async ({
  page,
}) => {
  test.skip(test.info().project.name !== "desktop", "the head is the same on every screen");
  await page.goto("/fr/contact/");
  const head = page.locator("head");
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    /^http:\/\/127\.0\.0\.1:\d+\/fr\/contact\/$/,
  );
  const alternates = await head
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      links.map((link) => `${link.getAttribute("hreflang")} ${new URL(link.getAttribute("href") ?? "").pathname}`),
    );
  expect(alternates).toEqual([
    "nl /nl/contact/",
    "fr /fr/contact/",
    "en /en/contact/",
    "de /de/kontakt/",
    "x-default /nl/contact/",
  ]);
  const title = await page.title();
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
  await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute("content", "fr_BE");
  await expect(head.locator('meta[name="twitter:title"]')).toHaveAttribute("content", title);
  await expect(head.locator('meta[name="description"]')).toHaveAttribute("content", /.{20,}/);
});
