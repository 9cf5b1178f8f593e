import type { Page } from "@playwright/test";
import { expect } from "@playwright/test";

/**
 * Until a page's scripts have run (they come after its first photo, decision 042), it is the
 * server's page: a tap does what it does without JavaScript. A journey about what the scripts do
 * waits for them: for the first favourites' heart, which only they draw, on a page with cards or a
 * property.
 */
export async function untilScripted(page: Page): Promise<void> {
  await expect(page.getByRole("main").locator("button[aria-pressed]").first()).toBeVisible();
}
