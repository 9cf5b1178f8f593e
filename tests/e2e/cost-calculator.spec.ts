import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/test";

// The purchase cost calculator on a sale listing (decision 030), as a visitor without
// JavaScript uses it: the form is a GET to the same page, the server answers with the figures.

test.use({ javaScriptEnabled: false });

interface FeedProperty {
  ID: number;
  Goal: number;
  Zip: string;
  Marquee: number;
  Price: number;
  PriceUnit: number;
  PublishPrice: boolean;
  language: string;
}
const feed = JSON.parse(readFileSync("content/feed/demo-feed.json", "utf8")) as { Properties: FeedProperty[] };

/** A sale listing with its price published, not under option or sold, in a postal-code range. */
function saleIn(from: number, to: number, maxPrice = Infinity): FeedProperty {
  const record = feed.Properties.find(
    (property) =>
      property.language === "nl" &&
      property.Goal === 0 &&
      property.Marquee === 0 &&
      property.PriceUnit === 1 &&
      property.PublishPrice &&
      property.Price > 0 &&
      property.Price <= maxPrice &&
      // Round prices, so the expected duty is whole euros.
      property.Price % 1_000 === 0 &&
      Number(property.Zip) >= from &&
      Number(property.Zip) <= to,
  );
  if (!record) throw new Error("the demo feed has no such sale listing");
  return record;
}

const euros = (value: number) =>
  new Intl.NumberFormat("nl-BE", { style: "currency", currency: "EUR", maximumFractionDigits: 0 }).format(value);

/**
 * Ticks the box and sends the form from the keyboard: on a phone the page's sticky contact bar
 * may cover the spot a pointer would scroll to.
 */
async function tickAndSubmit(section: Locator, box: string | RegExp, button: string) {
  await section.getByLabel(box).focus();
  await section.page().keyboard.press("Space");
  await expect(section.getByLabel(box)).toBeChecked();
  await section.getByRole("button", { name: button }).focus();
  await section.page().keyboard.press("Enter");
}

async function open(page: Page, property: FeedProperty, language: "nl" | "fr" = "nl") {
  await page.goto(`/property/${property.ID}/`);
  if (language === "nl") return;
  const href = await page.locator(`link[rel="alternate"][hreflang="${language}"]`).getAttribute("href");
  await page.goto(new URL(href ?? "", page.url()).pathname);
}

test("a Flemish listing: ticking the only own home and submitting shows the 2% duty", async ({ page }) => {
  const property = saleIn(1500, 3999);
  await open(page, property);
  const section = page.getByRole("region", { name: "Wat kost de aankoop?" });
  const duty = section.getByRole("row").filter({ hasText: "Registratiebelasting" });
  await expect(duty).toContainText("12% van de prijs");
  await expect(duty).toContainText(euros(property.Price * 0.12));

  await tickAndSubmit(section, "Dit wordt mijn enige eigen woning en ik ga er zelf wonen", "Bereken");

  await expect(page).toHaveURL(/[?&]own=1(&|#|$)/);
  await expect(page).toHaveURL(/#kosten$/);
  await expect(duty).toContainText("2% van de prijs");
  await expect(duty).toContainText(euros(property.Price * 0.02));
  await expect(section.getByRole("row").filter({ hasText: "Maandelijkse aflossing" })).toContainText("25 jaar");
  // The figures' page is still the listing: its canonical link carries no query.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/$/);
});

test("a Brussels listing in French shows the abatement on the first € 200.000", async ({ page }) => {
  const property = saleIn(1000, 1299, 600_000);
  await open(page, property, "fr");
  const section = page.getByRole("region", { name: "Combien coûte l'achat ?" });
  await tickAndSubmit(section, /habitation propre et unique/, "Calculer");

  const duty = section.getByRole("row").filter({ hasText: "Droits d'enregistrement" });
  await expect(duty).toContainText("après abattement sur les premiers € 200.000");
  await expect(duty).toContainText(euros(Math.max(0, property.Price - 200_000) * 0.125));
});

test("a Walloon listing shows the 3% duty for the only own home", async ({ page }) => {
  const property = saleIn(4000, 7999);
  await open(page, property);
  const section = page.getByRole("region", { name: "Wat kost de aankoop?" });
  await tickAndSubmit(section, "Dit wordt mijn enige eigen woning en ik ga er zelf wonen", "Bereken");
  const duty = section.getByRole("row").filter({ hasText: "Registratiebelasting" });
  await expect(duty).toContainText("3% van de prijs");
  await expect(duty).toContainText(euros(property.Price * 0.03));
});

test("bad input gets a message next to its field, and the page still answers", async ({ page }) => {
  const property = saleIn(1500, 3999);
  await open(page, property);
  const path = new URL(page.url()).pathname;
  const response = await page.goto(`${path}?own=1&contribution=veel&rate=-2&years=12&years=30#kosten`);
  expect(response?.status()).toBe(200);
  await expect(page.getByLabel("Eigen inbreng (€)")).toHaveAccessibleDescription("Vul een getal in.");
  await expect(page.getByLabel("Rentevoet per jaar (%)")).toHaveAccessibleDescription(
    "Vul een bedrag van 0 of meer in.",
  );
  await expect(page.getByLabel("Looptijd (jaren)")).toHaveAccessibleDescription(/meer dan eens in de link/);
  await expect(page.getByText("Verbeter de aangeduide velden om de bedragen te zien.")).toBeVisible();

  const huge = await page.goto(`${path}?contribution=${"9".repeat(300)}`);
  expect(huge?.status()).toBe(200);
  await expect(page.getByLabel("Eigen inbreng (€)")).toHaveAccessibleDescription("Dat bedrag is te groot.");
});

test("on a 360 px phone the calculator does not overflow sideways", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const property = saleIn(1500, 3999);
  await open(page, property);
  await page.goto(`${new URL(page.url()).pathname}?own=1&contribution=1.250.000,50#kosten`);
  const section = page.getByRole("region", { name: "Wat kost de aankoop?" });
  await expect(section).toBeVisible();
  const box = await section.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
  expect(await section.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
});

test.describe("with JavaScript", () => {
  test.use({ javaScriptEnabled: true });

  test("the figures follow the fields as the visitor types, without leaving the page", async ({ page }) => {
    const property = saleIn(1500, 3999);
    await open(page, property);
    await page.waitForLoadState("networkidle");
    const url = page.url();
    const section = page.getByRole("region", { name: "Wat kost de aankoop?" });
    const monthly = section.getByRole("row").filter({ hasText: "Maandelijkse aflossing" });
    await expect(monthly).toContainText("25 jaar aan 3% per jaar");

    await section.getByLabel("Looptijd (jaren)").fill("20");
    await expect(monthly).toContainText("20 jaar aan 3% per jaar");
    await section.getByLabel("Eigen inbreng (€)").fill("5.000.000");
    await expect(section.getByText("Uw eigen inbreng dekt alles: u hoeft niet te lenen.")).toBeVisible();
    await section.getByLabel("Rentevoet per jaar (%)").fill("drie");
    await expect(section.getByLabel("Rentevoet per jaar (%)")).toHaveAccessibleDescription("Vul een getal in.");
    expect(page.url()).toBe(url);
  });

  test("its code comes only once the visitor turns to it, and what they typed while it came counts", async ({
    page,
  }) => {
    // The calculator's code comes with the lead forms' (decision 073), here held until released.
    const code = /\/lead-forms-[\w-]+\.js$/;
    const asked: string[] = [];
    page.on("request", (request) => {
      if (code.test(request.url())) asked.push(request.url());
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(code, async (route) => {
      await held;
      await route.continue();
    });
    await open(page, saleIn(1500, 3999));
    await page.waitForLoadState("networkidle");
    expect(asked).toEqual([]);

    const section = page.getByRole("region", { name: "Wat kost de aankoop?" });
    const monthly = section.getByRole("row").filter({ hasText: "Maandelijkse aflossing" });
    await section.getByLabel("Looptijd (jaren)").fill("20");
    await expect.poll(() => asked.length).toBe(1);
    await expect(monthly).toContainText("25 jaar aan 3% per jaar");
    const arrived = page.waitForResponse(code);
    release();
    await arrived;
    await expect(monthly).toContainText("20 jaar aan 3% per jaar");
    await expect(section.getByLabel("Looptijd (jaren)")).toHaveValue("20");
  });
});
