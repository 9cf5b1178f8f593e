import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { pageType } from "../quality/pages";

// Issue 14: on a phone, the floating call, mail and back-to-top buttons never cover a field,
// an error message, a heart or a share button, wherever the visitor scrolls.

const widths = [360, 390, 412, 430];
const path = (name: string) => pageType(name).paths.fr;

/** Boxes of visible floating buttons that overlap something they must not cover, as text. */
function coverings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return (
        box.width > 0 &&
        box.height > 0 &&
        box.bottom > 0 &&
        box.top < window.innerHeight &&
        element.checkVisibility({ visibilityProperty: true, opacityProperty: true })
      );
    };
    const buttons = [...document.querySelectorAll("[data-fixed-buttons] > *")].filter(visible);
    const guarded = [
      ...document.querySelectorAll(
        [
          "input:not([type=hidden])",
          "select",
          "textarea",
          "[role=alert]",
          "[id$='-error']",
          "button[aria-pressed]",
          "a[href^='https://wa.me/']",
          "a[href*='facebook.com/sharer']",
        ].join(","),
      ),
      // The share row's own buttons: share, copy link, print.
      ...[...document.querySelectorAll("main button")].filter((button) =>
        /partager|copier|imprimer/i.test(button.textContent ?? ""),
      ),
    ].filter(visible);
    const found: string[] = [];
    for (const button of buttons) {
      const a = button.getBoundingClientRect();
      for (const element of guarded) {
        const b = element.getBoundingClientRect();
        if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
          found.push(`${button.outerHTML.slice(0, 60)} covers ${element.outerHTML.slice(0, 120)} at y ${scrollY}`);
      }
    }
    return found;
  });
}

async function settle(page: Page) {
  // The buttons check their place once a frame.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** Scrolls from the top to the bottom by half a screen, checking at every step. */
async function scrollThrough(page: Page): Promise<string[]> {
  const found: string[] = [];
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = await page.evaluate(() => Math.round(window.innerHeight / 2));
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await settle(page);
    found.push(...(await coverings(page)));
  }
  return found;
}

const floating = (page: Page) => page.locator("[data-fixed-buttons]");

test.beforeEach(() => test.skip(test.info().project.name !== "phone", "phone widths"));

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    // A check at every half screen down the whole page: under CI's load the list once took over 30 s.
    test.beforeEach(() => test.setTimeout(90_000));

    test("the floating buttons cover nothing on the list, and show where nothing is under them", async ({ page }) => {
      await page.goto(path("for sale"));
      await page.waitForLoadState("networkidle");
      // The hearts show once scripts run.
      await expect(page.locator("main button[aria-pressed]").first()).toBeVisible();
      expect(await scrollThrough(page)).toEqual([]);
      // At the very bottom the footer leaves room for them: they show.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await settle(page);
      await expect(floating(page).getByRole("link").first()).toBeVisible();
    });

    test("the floating buttons cover no field nor error on the contact page, and step aside for a field with focus", async ({
      page,
    }) => {
      await page.goto(path("contact"));
      await page.waitForLoadState("networkidle");
      expect(await scrollThrough(page)).toEqual([]);
      // Sent empty: the errors show under the fields.
      const form = page
        .locator("main form")
        .filter({ has: page.locator("textarea") })
        .first();
      await form.locator("button[type=submit]").click();
      await expect(form.locator("[aria-invalid=true]").first()).toBeFocused();
      await expect(floating(page)).toBeHidden();
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      expect(await scrollThrough(page)).toEqual([]);
    });

    test("the floating buttons cover no heart, share button nor field on a property's page", async ({ page }) => {
      await page.goto(path("property"));
      await page.waitForLoadState("networkidle");
      await expect(page.locator("main button[aria-pressed]").first()).toBeVisible();
      expect(await scrollThrough(page)).toEqual([]);
      // The page's own contact bar replaces them on a phone.
      if ((await page.locator("[data-contact-bar]").count()) > 0) await expect(floating(page)).toBeHidden();
    });
  });
}
