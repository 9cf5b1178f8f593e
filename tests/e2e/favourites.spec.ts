import { expect, test } from "./support/test";

// Favourites: a heart on cards and detail pages, kept in this browser, listed on their page.

test("a visitor keeps properties as favourites and finds them on the favourites page", async ({ page }) => {
  await page.goto("/nl/te-koop/");
  const first = page.getByRole("article").first();
  const title = (await first.getByRole("heading").textContent())?.trim() ?? "";
  const heart = first.getByRole("button", { name: `Bewaar ${title} als favoriet` });
  await heart.click();
  await expect(first.getByRole("button", { name: `Verwijder ${title} uit uw favorieten` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  await page.goto("/nl/favorieten/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mijn favorieten");
  await expect(page.getByRole("article")).toHaveCount(1);
  await expect(page.getByRole("article").getByRole("heading")).toHaveText(title);

  // The same favourite in French, and taken off again.
  await page.goto("/fr/favoris/");
  const card = page.getByRole("article");
  await expect(card).toHaveCount(1);
  await card.getByRole("button", { name: /^Retirer .* de vos favoris$/ }).click();
  await expect(page.getByText("Vous n'avez pas encore de favoris.", { exact: false })).toBeVisible();
});
