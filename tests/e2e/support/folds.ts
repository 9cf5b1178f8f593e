import type { Locator } from "@playwright/test";

/**
 * Opens a folded lead form as a visitor does, with a click on its title. Its fields come with the
 * forms' code; without JavaScript the open fold links to the page with the form open, and the
 * visitor follows that link.
 */
export async function unfold(section: Locator, javaScript: boolean): Promise<void> {
  await section.locator("summary").click();
  if (!javaScript) await section.locator('a[href*="?form="]').click();
}
