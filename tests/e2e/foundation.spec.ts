import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";

// The foundation journeys: server-rendered, translated pages on the demo feed.

function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    // A failed resource is reported below with its URL.
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
      errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("response", (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  return errors;
}

const nlBePrice = /€\s\d{1,3}(\.\d{3})+/;

test("the root sends a first visitor to the home page in the browser's language, else in Dutch", async ({
  browser,
}) => {
  for (const [locale, home] of [
    ["fr-BE", /\/fr\/$/],
    ["de-DE", /\/de\/$/],
    ["es-ES", /\/nl\/$/],
  ] as const) {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page, locale).toHaveURL(home);
    await context.close();
  }
});

test.describe("a Flemish browser", () => {
  test.use({ locale: "nl-BE" });
  test("the root sends a Flemish visitor to the Dutch home page with live counts", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto("/");
    await expect(page).toHaveURL(/\/nl\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(/Ontdek \d+ panden te koop en \d+ te huur/)).toBeVisible();
    await expect(page.getByRole("link", { name: /^Te koop \(\d+\)$/ })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test("the for-sale list shows server-rendered cards with nl-BE prices and the page count", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto("/nl/te-koop/");
  await expect(page.getByRole("heading", { level: 1, name: "Panden te koop" })).toBeVisible();
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(12);
  await expect(cards.first()).toContainText(nlBePrice);
  await expect(page.getByText(/^Pagina 1 van \d+ \[\d+ objecten\]$/)).toBeVisible();
  await page.getByRole("link", { name: "Volgende pagina" }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(page.getByText(/^Pagina 2 van \d+/)).toBeVisible();
  expect(errors).toEqual([]);
});

test("the language switcher leads to the same page in French, and the choice is remembered", async ({
  page,
  isMobile,
}) => {
  await page.goto("/nl/te-huur/");
  // On a phone the switcher sits in the menu drawer.
  if (isMobile) await page.getByRole("banner").locator("summary").click();
  const switcher = page.getByRole("navigation", { name: "Kies uw taal" });
  // Upper-case codes (spec §2), each language named in itself for a screen reader, not in Dutch.
  await expect(switcher.getByRole("link")).toHaveText(["NL Nederlands", "FR Français", "EN English", "DE Deutsch"]);
  await expect(switcher.getByRole("link", { name: "FR Français" }).locator(":scope > :not(.sr-only)")).toHaveCount(0);
  await expect(switcher.getByRole("link", { name: "DE Deutsch" })).toHaveAttribute("title", "Deutsch");
  await switcher.getByRole("link", { name: "FR" }).click();
  await expect(page).toHaveURL(/\/fr\/a-louer\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Biens à louer");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await page.goto("/");
  await expect(page).toHaveURL(/\/fr\/$/);
});

test.describe(() => {
  // The scripts never arrive: the journey does not wait for them.
  test.use({ scripted: false });

  test("a language is remembered as soon as its page is read, before the page's scripts have run", async ({ page }) => {
    // The site's scripts never arrive: the page is read but never hydrated, as on a slow phone
    // whose visitor moves on at once.
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
    await page.goto("/fr/a-louer/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Biens à louer");
    await page.goto("/");
    await expect(page).toHaveURL(/\/fr\/$/);
  });
});

test("a card opens its detail page on the localized detail path", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto("/de/zu-verkaufen/");
  const first = page.getByRole("article").first();
  const title = (await first.getByRole("heading", { level: 2 }).textContent())?.trim() ?? "";
  await first.getByRole("link").click();
  await expect(page).toHaveURL(/\/de\/zu-verkaufen\/[a-z0-9-]+\/[a-z0-9-]+\/\d+\/(\?from=)?$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByRole("heading", { name: "Alle Merkmale" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("the projects page leads to a project and its units", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto("/nl/projecten/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Onze projecten");
  await expect(page.getByRole("article")).toHaveCount(2);
  await expect(page.getByText("€ 599.000 tot € 1.099.000")).toBeVisible();
  await page.getByRole("article").filter({ hasText: "€ 599.000" }).getByRole("link").click();
  await expect(page).toHaveURL(/\/nl\/projecten\/edegem\/[a-z0-9-]+\/10\/$/);
  await page.route(/^https:\/\/tile\.openstreetmap\.org\//, (route) => route.fulfill({ status: 204 }));
  await page.getByRole("button", { name: "Toon de kaart" }).click();
  await expect(page.getByRole("region", { name: "Kaart met 1 pand" }).getByText(/^Vanaf €\s599\.000$/)).toBeVisible();
  const units = page.getByRole("region", { name: "Beschikbare eenheden" });
  // A header and the seven units still on offer; the sold one is listed apart.
  await expect(units.getByRole("row")).toHaveCount(8);
  await expect(page.getByRole("region", { name: "Verkocht of onder optie" }).getByRole("row")).toHaveCount(2);
  const unit = units.getByRole("rowheader").first().getByRole("link");
  await expect(unit).toHaveAttribute("href", /\/nl\/projecten\/edegem\/[a-z0-9-]+\/10\/[a-z0-9-]+\/\d+\/$/);
  await unit.click();
  await expect(page.getByRole("link", { name: /Dit pand maakt deel uit van het project/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test("pages are complete without JavaScript, as a search engine reads them", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/en/for-sale/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Properties for sale");
  await expect(page.getByRole("article")).toHaveCount(12);
  await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute("href", /\/fr\/a-vendre\/$/);
  // The language choice is remembered by the server's cookie, scripts or not.
  await page.goto("/");
  await expect(page).toHaveURL(/\/en\/$/);
  await context.close();
});

test("original paths answer with a 301 to their localized path", async ({ request }) => {
  const forSale = await request.get("/for-sale/?city=Edegem|2650", { maxRedirects: 0 });
  expect(forSale.status()).toBe(301);
  expect(forSale.headers().location).toBe("/nl/te-koop/?city=Edegem%7C2650");
  const thanks = await request.get("/feedback/site-contact/", { maxRedirects: 0 });
  expect(thanks.headers().location).toBe("/nl/bedankt/hoe-kunnen-wij-u-helpen/");
  const inventory = await request.get("/verhuren/plaatsbeschrijvingen/", { maxRedirects: 0 });
  expect(inventory.headers().location).toBe("/nl/verhuren/kwalitatieve-plaatsbeschrijvingen/");
});

test("a page's address typed without its closing slash, with a slash too many or in capitals leads to that page, the list for sale to the one for sale", async ({
  page,
  request,
}) => {
  for (const [typed, target] of [
    ["/nl/te-koop?type=1", "/nl/te-koop/?type=1"],
    ["/fr/a-vendre", "/fr/a-vendre/"],
    ["/de/zu-vermieten", "/de/zu-vermieten/"],
    ["/nl/contact", "/nl/contact/"],
    ["/en", "/en/"],
    // A slash too many showed the list, or a 404.
    ["/nl/te-koop//", "/nl/te-koop/"],
    ["/fr//contact/", "/fr/contact/"],
    // In capitals, the page too: /NL/TE-KOOP/ showed the rentals.
    ["/NL/TE-KOOP/", "/nl/te-koop/"],
    ["/Fr/A-Vendre?type=1", "/fr/a-vendre/?type=1"],
  ] as const) {
    const response = await request.get(typed, { maxRedirects: 0 });
    expect(response.status(), typed).toBe(301);
    expect(response.headers().location, typed).toBe(target);
  }
  await page.goto("/nl/te-koop");
  await expect(page).toHaveURL(/\/nl\/te-koop\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Panden te koop");
});

test("/property/{id}/ answers with a 301 to the detail page", async ({ page, request }) => {
  await page.goto("/nl/te-koop/");
  const href = (await page.getByRole("article").first().getByRole("link").getAttribute("href"))?.split("?")[0];
  const id = href?.match(/\/(\d+)\/$/)?.[1];
  const response = await request.get(`/property/${id}/`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe(href);
});

test("an unknown path gets the translated 404 page with status 404", async ({ page }) => {
  const dutch = await page.goto("/nl/bestaat-niet/");
  expect(dutch?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oeps, deze pagina bestaat niet meer");
  const english = await page.goto("/en/no-such-page/");
  expect(english?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops, this page no longer exists");
  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page).toHaveURL(/\/en\/$/);
});

test("an unknown property id says the property was not found, with status 404", async ({ page }) => {
  const response = await page.goto("/fr/a-vendre/edegem/maison/999999/");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bien introuvable");
});

test("/healthz says the process lives, /readyz that the database answers and the catalog is loaded", async ({
  request,
}) => {
  const live = await request.get("/healthz");
  expect(live.status()).toBe(200);
  expect(await live.text()).toBe("ok\n");
  const ready = await request.get("/readyz");
  expect(ready.status()).toBe(200);
  expect(ready.headers()["cache-control"]).toBe("no-store");
  expect(await ready.text()).toMatch(/^ready: database ok, catalog \d+ properties(, render threads \d of \d)?\n$/);
});
