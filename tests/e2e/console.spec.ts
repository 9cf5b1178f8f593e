import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { pageType, pageTypes, qualityLanguages } from "../quality/pages";

// Issue 14: a visitor's browser logs no error on any page. The lead forms' code loads while
// the page hydrates or once the visitor turns to a form (app/leads/components/deferred-forms.tsx),
// and that race once broke hydration on about half of the loads on a phone (React #520 after
// #467): on a phone each page with forms is loaded twice per language, and the second time a
// field is tapped while it hydrates.

const loadsOfFormPages = 2;

function watchErrors(page: Page, expectedStatus = 200): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    // The not-found page answers 404 on purpose, and the browser logs that status as an error.
    if (
      expectedStatus === 404 &&
      message.text() === "Failed to load resource: the server responded with a status of 404 (Not Found)"
    )
      return;
    errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(`${error.name}: ${error.message}`));
  return errors;
}

for (const type of pageTypes) {
  test(`the ${type.name} page logs no error in any language`, async ({ page }) => {
    // A phone loads a detail page with forms eight times, waiting each time until all is in.
    test.setTimeout(180_000);
    const errors = watchErrors(page, type.status);
    const loads = type.forms && test.info().project.name === "phone" ? loadsOfFormPages : 1;
    for (const language of qualityLanguages) {
      for (let load = 0; load < loads; load++) {
        const response = await page.goto(type.paths[language], { waitUntil: "commit" });
        expect(response?.status(), type.paths[language]).toBe(type.status ?? 200);
        if (type.forms && load % 2 === 1) {
          // The visitor turns to a form while the page is still hydrating.
          await page.locator("main form input:not([type=hidden]):visible").first().focus();
        }
        await page.waitForLoadState("networkidle");
        expect(errors, `${type.paths[language]}, load ${load + 1}`).toEqual([]);
      }
    }
  });
}

test("a form page reached by a link in the site logs no error", async ({ page }) => {
  test.setTimeout(60_000);
  const errors = watchErrors(page);
  for (const language of qualityLanguages) {
    await page.goto(pageType("for sale").paths[language]);
    await page.waitForLoadState("networkidle");
    const property = pageType("property").paths[language];
    await page.locator(`main a[href^="${property}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${property}`));
    await expect(page.locator("main form input:not([type=hidden])").first()).toBeAttached();
    await page.waitForLoadState("networkidle");
    expect(errors, property).toEqual([]);
  }
});
