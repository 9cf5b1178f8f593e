import { expect, test } from "@playwright/test";
import { axeViolations, vnuErrors } from "../quality/checks";
import { auditedLanguages, auditedPages } from "../quality/pages";

// The accessibility and validity budgets of `npm run audit` (issue 6), on every run: axe under
// WCAG 2.2 AA finds nothing on the audited pages at desktop and phone size, and the Nu HTML
// Checker finds no error in what the server sends.

for (const page of auditedPages) {
  for (const language of auditedLanguages) {
    test(`axe finds no WCAG 2.2 AA violation on the ${page.name} page (${language})`, async ({ page: tab }) => {
      await tab.goto(page[language]);
      await tab.waitForLoadState("networkidle");
      expect(await axeViolations(tab)).toEqual([]);
    });
  }
}

test.describe("on a first visit", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("axe finds no WCAG 2.2 AA violation in the cookie dialog, nor in its settings", async ({ page }) => {
    await page.goto("/nl/");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.locator("summary", { hasText: "Instellingen per soort cookie" }).click();
    await expect(dialog.getByRole("checkbox").first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test("the Nu HTML Checker finds no error in the audited pages as the server sends them", async ({ request }) => {
  test.skip(test.info().project.name !== "desktop", "the server sends the same HTML to a phone");
  const documents: Record<string, string> = {};
  for (const page of auditedPages) {
    for (const language of auditedLanguages) {
      const response = await request.get(page[language]);
      expect(response.status()).toBe(200);
      documents[`${page.name} (${language})`] = await response.text();
    }
  }
  const errors = await vnuErrors(documents);
  expect(Object.values(errors).flat()).toEqual([]);
});
