import type { Page, Response } from "@playwright/test";
import { test as base } from "@playwright/test";

export { expect } from "@playwright/test";

/**
 * Playwright's test, with one change: with JavaScript on, `page.goto` and `page.reload` resolve
 * once the page's scripts have run (`data-scripted` on the root element, app/root.tsx), as they
 * did when the scripts came before the `load` event. They now come after the first photo
 * (decision 042), and a journey about what they do must not act on the server's page before
 * them. An answer that is not a page (a picture, a feed, a plain-text refusal) has no scripts to
 * wait for. A journey that holds the scripts back itself turns this off: `test.use({ scripted: false })`;
 * one that opens a page in a context of its own waits with `awaitScripts`.
 */
export const test = base.extend<{ scripted: boolean }>({
  scripted: [true, { option: true }],
  page: async ({ page, javaScriptEnabled, scripted }, provide) => {
    await provide(javaScriptEnabled && scripted ? awaitScripts(page) : page);
  },
});

/**
 * The same wait for a page a journey opens itself, in a context of its own with JavaScript on:
 * its `goto` and `reload` resolve once the page's scripts have run.
 */
export function awaitScripts(page: Page): Page {
  const untilScripted = async (response: Response | null) => {
    if (!response?.headers()["content-type"]?.startsWith("text/html")) return;
    // Just after the commit (`waitUntil: "commit"`) the new document may have no root element yet.
    await page.waitForFunction(() => document.documentElement?.hasAttribute("data-scripted") === true, null, {
      timeout: 15_000,
    });
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await untilScripted(response);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await untilScripted(response);
    return response;
  };
  return page;
}
