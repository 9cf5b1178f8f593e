import { readFileSync } from "node:fs";
import { expect, test } from "./support/test";

// The property detail page: facts, what the law requires an ad to show, availability,
// previous/next within the results, and the print view.

interface FeedProperty {
  ID: number;
  PublishAddress: boolean;
  VideoUrl?: string;
  Goal: number;
  Zip: string;
  WebID: number;
  Marquee: number;
  language: string;
  ConstructionYear?: number;
  AsbestosCertificate?: string;
  EPCLabelText: string;
}
const feed = JSON.parse(readFileSync("content/feed/demo-feed.json", "utf8")) as { Properties: FeedProperty[] };
const dutch = feed.Properties.filter((record) => record.language === "nl");
const flemish = (record: FeedProperty) => Number(record.Zip) >= 1500 && Number(record.Zip) <= 3999;
function find(match: (record: FeedProperty) => boolean): number {
  const record = dutch.find(match);
  if (!record) throw new Error("the demo feed has no such property");
  return record.ID;
}

test("a Flemish house lists the legal items, and says plainly which one the seller did not provide", async ({
  page,
}) => {
  const id = find(
    (record) =>
      flemish(record) &&
      record.Goal === 0 &&
      record.WebID === 1 &&
      record.Marquee === 0 &&
      (record.ConstructionYear ?? 2026) < 2001 &&
      !record.AsbestosCertificate,
  );
  const response = await page.goto(`/property/${id}/`);
  expect(response?.status()).toBe(200);
  const legal = page.getByRole("region", { name: "Stedenbouw en wettelijke info" });
  for (const item of [
    "P-score (perceel)",
    "G-score (gebouw)",
    "Stedenbouwkundige vergunning",
    "Stedenbouwkundige bestemming",
    "Dagvaarding of rechterlijke herstelmaatregel",
    "Voorkooprecht",
    "Verkavelingsvergunning",
  ]) {
    await expect(legal.getByText(item, { exact: true })).toBeVisible();
  }
  const asbestos = legal.locator("div", { has: page.getByText("Asbestattest", { exact: true }) });
  await expect(asbestos).toContainText("Niet meegedeeld, vraag het ons");
  await expect(page.getByRole("region", { name: "Energie" }).getByText("EPC-kengetal")).toBeVisible();
  await expect(page.locator('[aria-current="true"]').filter({ hasText: /^[A-G][+-]?$/ })).toHaveCount(1);
});

test("the renovation notice speaks of 5 years in Dutch and 6 in German", async ({ page }) => {
  const id = find(
    (record) =>
      flemish(record) && record.Goal === 0 && [1, 2].includes(record.WebID) && /^[EF]$/.test(record.EPCLabelText),
  );
  await page.goto(`/property/${id}/`);
  await expect(page.getByText(/binnen 5 jaar na de aankoop/)).toBeVisible();
  const german = await page.locator('link[rel="alternate"][hreflang="de"]').getAttribute("href");
  await page.goto(german ?? "");
  await expect(page.getByText(/innerhalb von 6 Jahren nach dem Kauf/)).toBeVisible();
});

test("sold and rented properties keep their page, with status 200, and say so", async ({ page }) => {
  const sold = await page.goto(`/property/${find((record) => record.Marquee === 3)}/`);
  expect(sold?.status()).toBe(200);
  await expect(page.getByRole("status")).toHaveText("Pand verkocht");
  const rented = await page.goto(`/property/${find((record) => record.Marquee === 4)}/`);
  expect(rented?.status()).toBe(200);
  await expect(page.getByRole("status")).toHaveText("Het gevraagde pand werd verhuurd");
});

test("previous and next follow the visitor's filtered results", async ({ page }) => {
  await page.goto("/nl/te-koop/?zip=2650&sort=price-asc");
  const cards = page.getByRole("article");
  const second = (await cards.nth(1).getByRole("heading").textContent())?.trim() ?? "";
  await cards.first().getByRole("link").click();
  await expect(page.getByRole("link", { name: "Vorig pand" })).toHaveCount(0);
  await page.getByRole("link", { name: "Volgend pand" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(second);
  await expect(page).toHaveURL(/\?from=zip%3D2650%26sort%3Dprice-asc$/);
  await page.getByRole("link", { name: "Terug naar de resultaten" }).click();
  await expect(page).toHaveURL(/\/nl\/te-koop\/\?zip=2650&sort=price-asc$/);
});

test("the print view leaves out the site's frame and adds the agency's details", async ({ page }) => {
  await page.goto(`/property/${find((record) => record.Marquee === 0)}/`);
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByText(/^Immo Zuidrand · Prins Boudewijnlaan 187, 2650 Edegem · 03 455 12 34/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Afdrukken" })).toBeHidden();
});

test("sharing offers links that work without scripts, and copy and print with them", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/property/${find((record) => record.Marquee === 0)}/`);
  await expect(page.getByRole("link", { name: /Deel via WhatsApp/ })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/\?text=/,
  );
  await expect(page.getByRole("button", { name: "Link kopiëren" })).toHaveCount(0);
  await context.close();
});

test("the photos open in a lightbox that works with the keyboard", async ({ page }) => {
  await page.goto(`/property/${find((record) => record.Marquee === 0 && record.WebID === 1)}/`);
  await page.getByRole("link", { name: /^Foto 1 van \d+ vergroten$/ }).click();
  const viewer = page.getByRole("dialog", { name: "Fotoweergave" });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText(/^1 \/ \d+$/)).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(viewer.getByText(/^2 \/ \d+$/)).toBeVisible();
  await expect(viewer.getByRole("button", { name: "Inzoomen" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
});

test("a video loads nothing from the video site until the visitor presses play", async ({ page }) => {
  const outside: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith("http://127.0.0.1")) outside.push(request.url());
  });
  await page.route(/^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//, (route) =>
    route.fulfill({ body: "<!doctype html><title>video</title>", contentType: "text/html" }),
  );
  await page.goto(
    `/property/${find((record) => Boolean(record.VideoUrl) && /youtube|vimeo/.test(record.VideoUrl ?? ""))}/`,
  );
  const media = page.getByRole("region", { name: "Video en virtuele rondgang" });
  await expect(media.getByRole("link", { name: /Bekijk de video/ })).toBeVisible();
  expect(outside).toEqual([]);
  await media.getByRole("link", { name: /Bekijk de video/ }).click();
  await expect(media.locator("iframe")).toHaveAttribute(
    "src",
    /^https:\/\/(www\.youtube-nocookie\.com\/embed\/[\w-]{11}|player\.vimeo\.com\/video\/\d+)$/,
  );
});

test("a published address shows the property on a map with a Street View link; a hidden one does not", async ({
  page,
}) => {
  await page.route(/^https:\/\/tile\.openstreetmap\.org\//, (route) => route.fulfill({ status: 204 }));
  await page.goto(`/property/${find((record) => record.PublishAddress && record.Marquee === 0)}/`);
  const location = page.getByRole("region", { name: "Kaart", exact: true });
  await location.getByRole("button", { name: "Toon de kaart" }).click();
  await expect(location.getByRole("region", { name: "Kaart met 1 pand" })).toBeVisible();
  await expect(location.locator(".map-price")).toHaveCount(1);
  await expect(location.getByRole("link", { name: /Bekijk in Street View/ })).toHaveAttribute(
    "href",
    /viewpoint=5\d\.\d+,\d\.\d+$/,
  );
  await page.goto(`/property/${find((record) => !record.PublishAddress)}/`);
  await expect(page.getByRole("heading", { name: "Alle kenmerken" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Kaart", exact: true })).toHaveCount(0);
});

test("photos come as responsive variants: a phone gets a small AVIF, cached for a year", async ({ page }) => {
  // In a fresh checkout the image worker is still making variants when the journeys start.
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/nl/te-koop/");
  const photo = page.getByRole("article").first().locator("img");
  await expect(photo).toHaveAttribute("width", /^\d+$/);
  await expect(photo).toHaveAttribute("height", /^\d+$/);
  const chosen = await photo.evaluate((image: HTMLImageElement) => image.currentSrc);
  // 390 px wide at the device's pixel ratio: never the 1600 px variant.
  expect(chosen).toMatch(/\/images\/[0-9a-f]{14}\/(500|750|1050)\.avif$/);
  await expect
    .poll(async () => (await page.request.get(chosen, { maxRedirects: 0 })).status(), { timeout: 150_000 })
    .toBe(200);
  const answer = await page.request.get(chosen);
  expect(answer.headers()["content-type"]).toBe("image/avif");
  expect(answer.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(answer.headers()["content-length"]).not.toBe(undefined);
});

test("the detail page's first photo loads at once with high priority, the others lazily", async ({ page }) => {
  await page.goto(`/property/${find((record) => record.Marquee === 0 && record.WebID === 1)}/`);
  const first = page.locator('a[aria-label^="Foto 1 van"] img');
  await expect(first).toHaveAttribute("fetchpriority", "high");
  await expect(first).toHaveAttribute("loading", "eager");
  await expect(page.locator('a[aria-label^="Foto 2 van"] img')).toHaveAttribute("loading", "lazy");
});
