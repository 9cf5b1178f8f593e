import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";

// The map view shows exactly the filtered results, clustered, and leads back to the list.
// Tiles come from the configured tile server; here they are answered locally.

const blankTile = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

test("the map shows every filtered result and goes back to the list", async ({ page }) => {
  await page.route(/^https:\/\/tile\.openstreetmap\.org\//, (route) =>
    route.fulfill({ body: blankTile, contentType: "image/png" }),
  );
  await page.goto("/nl/te-koop/?type=1");
  const total = Number((await page.getByRole("status").textContent())?.match(/\d+/)?.[0]);
  await page.getByRole("link", { name: "Kaart", exact: true }).click();
  await expect(page).toHaveURL(/\/nl\/te-koop\/\?type=1&view=map$/);
  const map = page.getByRole("region", { name: `Kaart met ${total} panden` });
  await expect(map).toBeVisible();
  // Clusters show their count; single properties their price. Together they are all results.
  await expect(map.locator(".map-cluster, .map-price").first()).toBeVisible();
  const clustered = (await map.locator(".map-cluster").allTextContents()).reduce((sum, text) => sum + Number(text), 0);
  expect(clustered + (await map.locator(".map-price").count())).toBe(total);
  // Filtering on the map view keeps the map. On a phone the filters are folded first.
  const panel = page.locator("summary", { hasText: /^Zoekfilters/ });
  if (await panel.isVisible()) await panel.click();
  const towns = page.getByRole("group", { name: "Gemeente", exact: true });
  await towns.locator("summary").click();
  await towns.getByRole("checkbox", { name: /^Edegem/ }).check();
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Toon resultaten" }).click();
  await expect(page).toHaveURL(/zip=2650.*view=map|view=map.*zip=2650/);
  await expect(page.getByRole("region", { name: /^Kaart met \d+ panden$/ })).toBeVisible();
  await page.goto("/nl/te-koop/?type=1&view=map");
  await page.getByRole("link", { name: "Lijst", exact: true }).click();
  await expect(page).toHaveURL(/\/nl\/te-koop\/\?type=1$/);
  await expect(page.getByRole("article").first()).toBeVisible();
});

async function blankTiles(page: Page) {
  await page.route(/^https:\/\/tile\.openstreetmap\.org\//, (route) =>
    route.fulfill({ body: blankTile, contentType: "image/png" }),
  );
}

test("a price label opens a popup with a photo, the price and the type, linking to the property", async ({ page }) => {
  await blankTiles(page);
  await page.goto("/nl/te-koop/");
  const typeNames = (await page.getByRole("group", { name: "Type pand", exact: true }).getByRole("checkbox").all()).map(
    async (box) => ((await box.evaluate((input) => input.parentElement?.textContent)) ?? "").replace(/ \(\d+\)$/, ""),
  );
  const types = await Promise.all(typeNames);
  await page.goto("/nl/te-koop/?zip=2650&view=map");
  const map = page.getByRole("region", { name: /^Kaart met \d+ panden$/ });
  await expect(map.locator(".map-cluster, .map-price").first()).toBeVisible();
  // Clusters open towards their properties until a price label shows.
  for (let step = 0; step < 6 && (await map.locator(".map-price").count()) === 0; step++) {
    await map.locator(".map-cluster").first().click();
    await page.waitForTimeout(700);
  }
  const label = map.locator(".map-price").first();
  const price = (await label.textContent()) ?? "";
  expect(price).toMatch(/€/);
  await label.click();
  const popup = map.locator(".leaflet-popup");
  await expect(popup).toBeVisible();
  await expect(popup).toContainText(price);
  const text = (await popup.textContent()) ?? "";
  expect(types.filter((type) => text.includes(type))).not.toHaveLength(0);
  const photo = popup.locator("img");
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const link = popup.getByRole("link");
  const title = (await link.textContent()) ?? "";
  await link.click();
  await expect(page).toHaveURL(/\/nl\/te-koop\/.+\/\d+\/?$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
});

test("on a 390 px phone the map takes the screen, and no two price labels overlap at any zoom", async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await blankTiles(page);
  await page.goto("/nl/te-koop/?view=map");
  const map = page.getByRole("region", { name: /^Kaart met \d+ panden$/ });
  await expect(map.locator(".map-cluster, .map-price").first()).toBeVisible();
  const frame = await map.boundingBox();
  expect(frame?.height).toBeGreaterThan(844 - 100);
  // Scrolled to it: the whole map is on the screen.
  expect(frame?.y).toBeGreaterThanOrEqual(0);
  expect((frame?.y ?? 0) + (frame?.height ?? 0)).toBeLessThanOrEqual(845);
  let labelsSeen = 0;
  for (let zoom = 0; zoom < 4; zoom++) {
    const boxes = (
      await map.locator(".map-price span, .map-cluster span").evaluateAll((spans) =>
        spans.map((span) => {
          const { left, top, right, bottom } = span.getBoundingClientRect();
          return { left, top, right, bottom, price: span.closest(".map-price") !== null };
        }),
      )
    ).filter((box) => box.right > (frame?.x ?? 0) && box.left < (frame?.x ?? 0) + (frame?.width ?? 0));
    labelsSeen += boxes.filter((box) => box.price).length;
    for (const [index, a] of boxes.entries())
      for (const b of boxes.slice(index + 1))
        expect(a.left >= b.right || b.left >= a.right || a.top >= b.bottom || b.top >= a.bottom).toBe(true);
    await map.getByRole("button", { name: "Zoom in" }).click();
    await page.waitForTimeout(600);
  }
  expect(labelsSeen).toBeGreaterThan(0);
  await context.close();
});
