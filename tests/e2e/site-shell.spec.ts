import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { pageType } from "../quality/pages";

// The frame around every page: menu, drawer, header states, scroll-to-top, top bar, footer.

const languages = ["nl", "fr", "en", "de"] as const;
const valuationNames = {
  nl: "Gratis schatting",
  fr: "Estimation gratuite",
  en: "Free valuation",
  de: "Kostenlose Bewertung",
};
const menuNames = { nl: "Hoofdmenu", fr: "Menu principal", en: "Main menu", de: "Hauptmenü" };

test.describe("desktop", () => {
  test.skip(({ isMobile }) => isMobile, "desktop layout");

  for (const language of languages) {
    test(`every menu entry opens a page in ${language}`, async ({ page, request }) => {
      await page.goto(`/${language}/`);
      const menu = page.getByRole("banner").getByRole("navigation", { name: menuNames[language] });
      const hrefs = await menu
        .getByRole("link")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
      expect(hrefs.length).toBeGreaterThanOrEqual(8);
      // The whole header fits a 1280 px window in every language.
      const valuation = await page
        .getByRole("banner")
        .getByRole("link", { name: valuationNames[language] })
        .first()
        .boundingBox();
      expect((valuation?.x ?? Infinity) + (valuation?.width ?? 0)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
      for (const href of hrefs) {
        expect(href.startsWith(`/${language}/`), href).toBe(true);
        const response = await request.get(href);
        expect(response.status(), href).toBe(200);
      }
    });
  }

  test("the header turns solid and fixed past 30 px, and the scroll-to-top button brings the page back up", async ({
    page,
  }) => {
    await page.goto("/nl/verkopen/");
    const header = page.getByRole("banner");
    const toTop = page.getByRole("button", { name: "Terug naar boven" });
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await expect(toTop).toBeHidden();
    await page.mouse.wheel(0, 800);
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect(header).toHaveCSS("position", "fixed");
    await expect(toTop).toBeVisible();
    await toTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 2000 }).toBe(0);
    await expect(header).toHaveAttribute("data-scrolled", "false");
  });

  test("a menu entry with articles shows them in its submenu", async ({ page }) => {
    await page.goto("/nl/");
    const menu = page.getByRole("banner").getByRole("navigation", { name: "Hoofdmenu" });
    await menu.getByRole("link", { name: "Verhuren" }).hover();
    const article = menu.getByRole("link", { name: /plaatsbeschrijving/i });
    await expect(article).toBeVisible();
    // Followed from the keyboard: a click can land while the submenu is still sliding in.
    await article.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/nl\/verhuren\/kwalitatieve-plaatsbeschrijvingen\/$/);
    await expect(page.getByRole("navigation", { name: "Kruimelpad" })).toContainText("Verhuren");
  });
});

test.describe("phone", () => {
  test.skip(({ isMobile }) => !isMobile, "phone layout");

  test("the drawer opens, leads to a page, and closes", async ({ page }) => {
    await page.goto("/fr/");
    const open = page.getByText("Ouvrir le menu");
    await page.getByRole("banner").locator("summary").click();
    const drawer = page.getByRole("banner").getByRole("navigation", { name: "Menu principal" });
    await expect(drawer).toBeVisible();
    await drawer.getByRole("link", { name: "Notre équipe" }).click();
    await expect(page).toHaveURL(/\/fr\/notre-equipe\/$/);
    await expect(drawer).toBeHidden();
    await expect(open).toBeAttached();
  });

  test("Escape closes the drawer", async ({ page }) => {
    await page.goto("/nl/");
    await page.getByRole("banner").locator("summary").click();
    const drawer = page.getByRole("banner").getByRole("navigation", { name: "Hoofdmenu" });
    await expect(drawer).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
  });

  test("the header shrinks when scrolled and the scroll-to-top button appears", async ({ page }) => {
    await page.goto("/nl/ons-team/");
    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await page.getByRole("button", { name: "Terug naar boven" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 2000 }).toBe(0);
  });

  test("nothing is wider than a 320 px screen", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of [
      "/nl/",
      "/nl/te-koop/",
      "/nl/verkopen/",
      "/nl/ons-team/",
      "/nl/contact/",
      "/nl/onze-meerwaarde/",
      // The longest words: "Registrierungsgebühren", "registratiebelasting" in the banner's heading.
      ...Object.values(pageType("article").paths),
    ]) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test("top-bar links that leave the site, call or mail open in a new tab", async ({ page, isMobile }) => {
  test.skip(isMobile, "same markup on phones");
  await page.goto("/nl/");
  const topBar = page.getByRole("navigation", { name: "Snel contact" });
  for (const link of await topBar.getByRole("link").all()) {
    const href = (await link.getAttribute("href")) ?? "";
    if (/^(https?:|tel:|mailto:)/.test(href)) await expect(link).toHaveAttribute("target", "_blank");
  }
  await expect(topBar.getByRole("link", { name: /03 455 12 34/ })).toHaveAttribute("href", "tel:+3234551234");
});

test("every footer link leads to a page", async ({ page, request }) => {
  await page.goto("/de/");
  const footer = page.getByRole("contentinfo");
  const hrefs = await footer
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  for (const href of hrefs.filter((href) => href.startsWith("/"))) {
    expect((await request.get(href)).status(), href).toBe(200);
  }
});

test("the team page shows every agent with portrait and languages", async ({ page }) => {
  await page.goto("/en/our-team/");
  const team = page
    .getByRole("list")
    .filter({ has: page.getByRole("img") })
    .first();
  await expect(team.getByRole("listitem")).toHaveCount(6);
  await expect(team.getByText(/^Speaks /).first()).toBeVisible();
});

test("the 404 page keeps the full layout and offers a search and a way back", async ({ page }) => {
  const response = await page.goto("/nl/verdwenen-pagina/");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await page.getByRole("searchbox", { name: "Zoek een pand per gemeente" }).fill("Edegem");
  await page.getByRole("button", { name: "Zoeken" }).click();
  await expect(page).toHaveURL(/\/nl\/te-koop\/\?zip=2650$/);
  await expect(page.getByRole("article").first()).toContainText("Edegem");
});

/**
 * The page keeps the site's styles and logo: the error page replaces the whole document's tree,
 * which once drew the inline stylesheet and the logo's outline again, empty (app/ui/stylesheet.tsx).
 */
async function expectStyled(page: Page) {
  await expect(page.getByRole("contentinfo")).toHaveCSS("background-color", "rgb(19, 40, 45)");
  await expect(page.locator("#wordmark-immo")).toHaveCount(1);
}

test("a link to a property gone since leads to its not-found page, in the site's styles", async ({ page }) => {
  await page.goto("/nl/te-koop/");
  // The property was withdrawn after the list was loaded: its data answers 404.
  await page.route(/\.data(\?|$)/, (route) =>
    route.continue({ url: new URL("/nl/te-koop/edegem/verkocht/999999/_.data", page.url()).href }),
  );
  await page.locator("main article a").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pand niet gevonden");
  await expectStyled(page);
});

test("a page asked for by a link past the render limit says so in the visitor's language, and trying again shows it", async ({
  page,
}) => {
  await page.goto("/fr/a-vendre/");
  // What the server answers past the limit (decision 072; tests/integration/hostile-http.test.ts):
  // the journeys come from 127.0.0.1, which the limit never counts.
  await page.route(/\.data(\?|$)/, (route) =>
    route.fulfill({ status: 429, contentType: "text/html", headers: { "Retry-After": "10" }, body: "<!doctype html>" }),
  );
  const property = page.locator("main article a").first();
  const title = (await property.textContent())?.trim() ?? "";
  await property.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trop de pages à la suite");
  await expectStyled(page);
  await page.unroute(/\.data(\?|$)/);
  await page.getByRole("link", { name: "Réessayer" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
});

test("a keyboard user can skip straight to the content", async ({ page, isMobile }) => {
  test.skip(isMobile, "keyboard journey");
  await page.goto("/nl/verkopen/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Naar de inhoud" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#content$/);
});

test.describe(() => {
  // One reload holds the page's scripts back: the journey waits for them itself.
  test.use({ scripted: false });

  test("a list read halfway down keeps its place when reloaded, and when the visitor comes back from a property", async ({
    page,
  }) => {
    const scripted = page.locator("html[data-scripted]");
    const scrolled = () => page.evaluate(() => Math.round(window.scrollY));
    await page.goto("/nl/te-koop/");
    await expect(scripted).toBeAttached();
    await page.evaluate(() => window.scrollTo(0, 1400));
    await expect.poll(scrolled).toBe(1400);
    // Back at its place before the page's scripts run: here they never do, as on a slow line.
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
    await page.reload();
    await expect.poll(scrolled).toBe(1400);
    await page.unroute(/\/assets\/.+\.js$/);
    await page.reload();
    await expect(scripted).toBeAttached();
    await expect.poll(scrolled).toBe(1400);
    // A card below the fold, opened and left again with the browser's back button.
    const card = page.getByRole("article").nth(4);
    await card.scrollIntoViewIfNeeded();
    const before = await scrolled();
    expect(before).toBeGreaterThan(0);
    await card.getByRole("link").first().click();
    await expect(page).toHaveURL(/\/nl\/te-koop\/[a-z0-9-]+\/[a-z0-9-]+\/\d+\//);
    await expect.poll(scrolled).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/nl\/te-koop\/$/);
    await expect.poll(scrolled).toBe(before);
    // A list opened afresh, in a new tab, starts at its top.
    const fresh = await page.context().newPage();
    await fresh.goto("/nl/te-koop/");
    expect(await fresh.evaluate(() => window.scrollY)).toBe(0);
  });
});
