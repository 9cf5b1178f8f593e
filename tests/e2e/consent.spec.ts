import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";

// Cookie consent (spec §4, issue 6) from a fresh profile: nothing leaves for another host
// before a choice; each choice closes the dialog, updates Consent Mode and loads only what it
// allows. The e2e server has analytics ids configured (scripts/e2e-server.mjs); the tags'
// hosts are intercepted, so nothing really goes out.

test.use({ storageState: { cookies: [], origins: [] } });

function watchForeignRequests(page: Page): string[] {
  const foreign: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).hostname !== "127.0.0.1") foreign.push(request.url());
  });
  return foreign;
}

async function interceptTags(page: Page) {
  await page.route(/googletagmanager\.com|facebook\.net/, (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: "" }),
  );
}

/** The data layer's entries, as arrays of their arguments. */
const dataLayer = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)));

test("before any choice nothing goes to another host, and Consent Mode starts denied", async ({ page }) => {
  const foreign = watchForeignRequests(page);
  await page.goto("/nl/");
  const dialog = page.getByRole("dialog", { name: "Wij gebruiken cookies" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toBeFocused();
  await page.getByRole("link", { name: "Te koop" }).first().click();
  await expect(page).toHaveURL(/\/nl\/te-koop\/$/);
  await page.goto("/fr/contact/");
  await expect(page.getByRole("dialog", { name: "Nous utilisons des cookies" })).toBeVisible();
  expect(foreign).toEqual([]);
  expect(await dataLayer(page)).toContainEqual([
    "consent",
    "default",
    {
      analytics_storage: "denied",
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      wait_for_update: 500,
    },
  ]);
});

test("accepting all closes the dialog, grants Consent Mode, loads the tags and sends page views", async ({ page }) => {
  const foreign = watchForeignRequests(page);
  await interceptTags(page);
  await page.goto("/nl/");
  await page.getByRole("button", { name: "Alles aanvaarden" }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect.poll(() => foreign.some((url) => url.includes("gtag/js?id=G-E2E0000001"))).toBe(true);
  await expect.poll(() => foreign.some((url) => url.includes("gtm.js?id=GTM-E2E0003"))).toBe(true);
  await expect.poll(() => foreign.some((url) => url.includes("fbevents.js"))).toBe(true);
  const layer = await dataLayer(page);
  expect(layer).toContainEqual([
    "consent",
    "update",
    { analytics_storage: "granted", ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted" },
  ]);
  const views = () => dataLayer(page).then((entries) => entries.filter((entry) => entry[1] === "page_view").length);
  const before = await views();
  expect(before).toBeGreaterThan(0);
  await page.getByRole("link", { name: "Te huur" }).first().click();
  await expect(page).toHaveURL(/\/nl\/te-huur\/$/);
  await expect.poll(views).toBe(before + 1);
});

test("declining is one click, keeps every tag away and is remembered; setcookies asks again", async ({ page }) => {
  const foreign = watchForeignRequests(page);
  await interceptTags(page);
  await page.goto("/nl/");
  const dialog = page.getByRole("dialog", { name: "Wij gebruiken cookies" });
  // From the keyboard: the dialog takes focus once the page runs; past the policy link, the
  // first button declines all.
  await expect(dialog).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("link", { name: "Lees ons cookiebeleid" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Alles weigeren" })).toBeFocused();
  // The choice is saved by the answer to its post: wait for it before leaving the page.
  const saved = page.waitForResponse((response) => response.url().includes("/api/consent"));
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await saved;
  await page.goto("/nl/te-koop/");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(foreign).toEqual([]);
  expect(await dataLayer(page)).toContainEqual([
    "consent",
    "update",
    { analytics_storage: "denied", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" },
  ]);
  // The footer's "Cookie-instellingen" link opens the choice again.
  await page.getByRole("link", { name: "Cookie-instellingen" }).click();
  await expect(page.getByRole("dialog", { name: "Wij gebruiken cookies" })).toBeVisible();
});

test("per category nothing is ticked, and analytics alone loads analytics but no pixel", async ({ page }) => {
  const foreign = watchForeignRequests(page);
  await interceptTags(page);
  await page.goto("/nl/contact/");
  const dialog = page.getByRole("dialog", { name: "Wij gebruiken cookies" });
  await dialog.locator("summary", { hasText: "Instellingen per soort cookie" }).click();
  for (const name of ["Analytisch", "Marketing", "Sociale media", "Niet-geclassificeerd"]) {
    await expect(dialog.getByRole("checkbox", { name: new RegExp(`^${name}`) })).not.toBeChecked();
  }
  await expect(dialog.getByRole("checkbox", { name: /^Strikt noodzakelijk/ })).toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: /^Strikt noodzakelijk/ })).toBeDisabled();
  await dialog.getByRole("checkbox", { name: /^Analytisch/ }).check();
  await dialog.getByRole("button", { name: "Mijn keuze bewaren" }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => foreign.some((url) => url.includes("gtag/js?id=G-E2E0000001"))).toBe(true);
  expect(foreign.some((url) => url.includes("fbevents.js"))).toBe(false);
  expect(await dataLayer(page)).toContainEqual([
    "consent",
    "update",
    { analytics_storage: "granted", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" },
  ]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the choice is a form that takes the visitor back to the page", async ({ page }) => {
    await page.goto("/fr/a-vendre/?type=1");
    await page.getByRole("button", { name: "Tout refuser" }).click();
    await expect(page).toHaveURL(/\/fr\/a-vendre\/\?type=1$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test("no dialog on a preview path", async ({ page }) => {
  await page.goto("/nl/preview/voorbeeld/");
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
