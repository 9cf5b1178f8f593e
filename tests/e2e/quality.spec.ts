import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import type { AxeFinding } from "../quality/checks";
import { axeViolations, vnuErrors } from "../quality/checks";
import { auditedLanguages, auditedPages, pageType, pageTypes, qualityLanguages, sampledWidths } from "../quality/pages";

// The accessibility and validity budgets of `npm run audit` (issues 6 and 14), on every run:
// axe under WCAG 2.2 AA finds nothing on a page of every type in the four languages, at
// desktop size and at phone widths from 360 to 430 px, and the Nu HTML Checker finds no error
// in what the server sends.

/**
 * Waits until the page has reacted to a scroll or a resize: the scroll handler runs at most
 * every 100 ms, and the header's colours then fade for 300 ms (axe would measure the contrast
 * of a colour halfway).
 */
async function settled(page: Page) {
  await page.waitForTimeout(150);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== "running"),
  );
}

pageTypes.forEach((type, typeIndex) => {
  qualityLanguages.forEach((language, languageIndex) => {
    test(`axe finds no WCAG 2.2 AA violation on the ${type.name} page (${language}), nor anything wider than a phone`, async ({
      page,
    }) => {
      const phone = test.info().project.name === "phone";
      test.skip(!phone && !auditedPages.includes(type), "on a desktop, the pages Lighthouse measures");
      const response = await page.goto(type.paths[language]);
      expect(response?.status()).toBe(type.status ?? 200);
      await page.waitForLoadState("networkidle");
      if (!phone) {
        expect(await axeViolations(page)).toEqual([]);
        return;
      }
      test.setTimeout(60_000);
      const found: (AxeFinding & { width: number })[] = [];
      for (const [index, width] of sampledWidths(typeIndex, languageIndex).entries()) {
        await page.setViewportSize({ width, height: 800 });
        await page.evaluate((end) => window.scrollTo(0, end ? document.documentElement.scrollHeight : 0), index === 1);
        await settled(page);
        found.push(...(await axeViolations(page)).map((finding) => ({ ...finding, width })));
        // Nothing wider than the phone (WCAG 1.4.10): a long German word in a heading once was.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
      }
      expect(found).toEqual([]);
    });
  });
});

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

  test("axe finds no WCAG 2.2 AA violation with the cookie dialog open at any phone width, in any language", async ({
    page,
  }) => {
    test.skip(test.info().project.name !== "phone", "phone widths");
    test.setTimeout(90_000);
    const found: (AxeFinding & { width: number; language: string })[] = [];
    for (const language of qualityLanguages) {
      await page.goto(pageType("home").paths[language]);
      await expect(page.getByRole("dialog")).toBeVisible();
      for (const width of [360, 430]) {
        await page.setViewportSize({ width, height: 800 });
        found.push(...(await axeViolations(page)).map((finding) => ({ ...finding, width, language })));
      }
    }
    expect(found).toEqual([]);
  });
});

test("the Nu HTML Checker finds no error in the pages as the server sends them", async ({ request }) => {
  test.skip(test.info().project.name !== "desktop", "the server sends the same HTML to a phone");
  test.setTimeout(120_000);
  const documents: Record<string, string> = {};
  for (const type of pageTypes) {
    const languages = auditedPages.includes(type) ? qualityLanguages : auditedLanguages;
    for (const language of languages) {
      const response = await request.get(type.paths[language]);
      expect(response.status()).toBe(type.status ?? 200);
      documents[`${type.name} (${language})`] = await response.text();
    }
  }
  const errors = await vnuErrors(documents);
  expect(Object.values(errors).flat()).toEqual([]);
});
