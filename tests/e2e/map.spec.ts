import type { Locator, Page } from "@playwright/test";
import { awaitScripts, expect, test } from "./support/test";

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

test("the map's box is there from the first paint: nothing on the page moves when the map comes", async ({ page }) => {
  await blankTiles(page);
  // Every layout shift the visitor did not cause, as Lighthouse counts them, but the header's: on
  // a phone the map scrolls itself onto the screen, and the header shrinks as on any page scrolled.
  await page.addInitScript(() => {
    const shifts: string[] = [];
    Object.assign(window, { shifts });
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        const moved = entry.sources
          .map((source) => source.node)
          .filter((node) => !node?.parentElement?.closest("header"));
        if (!entry.hadRecentInput && moved.length > 0)
          shifts.push(
            `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.map((node) => node?.nodeName).join(", ")}`,
          );
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto("/nl/te-koop/?view=map");
  const map = page.getByRole("region", { name: /^Kaart met \d+ panden$/ });
  await expect(map.locator(".map-cluster, .map-price").first()).toBeVisible();
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
});

async function blankTiles(page: Page) {
  await page.route(/^https:\/\/tile\.openstreetmap\.org\//, (route) =>
    route.fulfill({ body: blankTile, contentType: "image/png" }),
  );
}

/** The first marker the map shows in its frame (Leaflet also places those outside it), or -1. */
async function inView(map: Locator, selector: string): Promise<number> {
  const frame = await map.boundingBox();
  const boxes = await map
    .locator(selector)
    .evaluateAll((markers) => markers.map((marker) => marker.firstElementChild?.getBoundingClientRect()));
  const index = boxes.findIndex(
    (box) =>
      box !== undefined &&
      frame !== null &&
      box.left >= frame.x &&
      box.right <= frame.x + frame.width &&
      box.top >= frame.y + 60 &&
      box.bottom <= frame.y + frame.height,
  );
  return index;
}

/** Clusters open towards their properties until a price label shows in the frame. */
async function zoomToPrices(page: Page, map: Locator) {
  const shown = async () => (await inView(map, ".map-price")) >= 0;
  for (let step = 0; step < 8 && !(await shown()); step++) {
    await map
      .locator(".map-cluster")
      .nth(Math.max(await inView(map, ".map-cluster"), 0))
      .dispatchEvent("click");
    await page.waitForTimeout(1200);
  }
}

test("a price label opens a popup with a photo, the price and the type, linking to the property", async ({ page }) => {
  await blankTiles(page);
  await page.goto("/nl/te-koop/?zip=2650&view=map");
  const map = page.getByRole("region", { name: /^Kaart met \d+ panden$/ });
  await expect(map.locator(".map-cluster, .map-price").first()).toBeVisible();
  await zoomToPrices(page, map);
  const label = map.locator(".map-price").nth(await inView(map, ".map-price"));
  const price = (await label.textContent()) ?? "";
  expect(price).toMatch(/^€\s[\d.]+$/);
  // Dispatched: a marker may lie under the page's fixed buttons.
  await label.dispatchEvent("click");
  const popup = map.locator(".leaflet-popup-content");
  await expect(popup).toBeVisible();
  // The type, the price, and the title as a link.
  const [type, shownPrice, title] = (await popup.innerText()).split("\n").map((line) => line.trim());
  expect(type).toBeTruthy();
  expect(shownPrice).toBe(price);
  const photo = popup.locator("img");
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(popup.getByRole("link")).toHaveText(title ?? "");
  await popup.getByRole("link").click();
  await expect(page).toHaveURL(/\/nl\/te-koop\/.+\/\d+\/?$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title ?? "");
  // The popup writes the type in capitals (CSS); the page names it too.
  expect((await page.getByRole("main").textContent())?.toLowerCase()).toContain(type?.toLowerCase());
});

test("on a 390 px phone the map takes the screen, and no two price labels overlap at any zoom", async ({
  browser,
  isMobile,
}) => {
  test.skip(isMobile, "it makes its own 390 px phone: once is enough");
  // Six zoom steps, each waiting for the map's flight.
  test.setTimeout(120_000);
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = awaitScripts(await context.newPage());
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
  // From the whole region down to a few streets, following the clusters.
  for (let step = 0; step < 5; step++) {
    const boxes = await map.locator(".map-price span, .map-cluster span").evaluateAll((spans) =>
      spans.map((span) => {
        const { left, top, right, bottom } = span.getBoundingClientRect();
        return { left, top, right, bottom, price: span.closest(".map-price") !== null };
      }),
    );
    labelsSeen += boxes.filter((box) => box.price).length;
    const overlapping = boxes.flatMap((a, index) =>
      boxes
        .slice(index + 1)
        .filter((b) => !(a.left >= b.right || b.left >= a.right || a.top >= b.bottom || b.top >= a.bottom))
        .map((b) => [a, b]),
    );
    expect(overlapping, `zoom step ${step}`).toEqual([]);
    if ((await map.locator(".map-cluster").count()) === 0) break;
    await map
      .locator(".map-cluster")
      .nth(Math.max(await inView(map, ".map-cluster"), 0))
      .dispatchEvent("click");
    await page.waitForTimeout(1200);
  }
  expect(labelsSeen).toBeGreaterThan(0);
  await context.close();
});
