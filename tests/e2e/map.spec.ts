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
  // Filtering on the map view keeps the map.
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
