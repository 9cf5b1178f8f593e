import { expect, test } from "./support/test";

// The home search block (spec §2): an accessible combobox over types, cities and references.

test("typing a municipality suggests it for sale and for rent, and the keyboard alone gets there", async ({ page }) => {
  await page.goto("/nl/");
  const box = page.getByRole("combobox", { name: "Zoek een pand" });
  await box.fill("edeg");
  const panel = page.getByRole("listbox", { name: "Zoekresultaten" });
  await expect(
    panel.getByRole("group", { name: "Gemeente" }).getByRole("option", { name: /^Edegem \(2650\) · Te koop \(\d+\)$/ }),
  ).toBeVisible();
  await box.press("ArrowDown");
  await expect(box).toHaveAttribute("aria-activedescendant", /city-2650-Edegem-sale$/);
  await box.press("Enter");
  await expect(page).toHaveURL(/\/nl\/te-koop\/\?zip=2650$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Panden te koop");
  await expect(page.getByRole("article").filter({ hasNotText: "Edegem" })).toHaveCount(0);
});

test.describe(() => {
  // The journey holds the scripts back itself.
  test.use({ scripted: false });

  test("what a visitor types before the page's scripts have run is kept, and suggested once they run", async ({
    page,
  }) => {
    // The scripts come after the first photo (decision 042); here they are held until the visitor
    // has typed.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/nl/");
    const box = page.getByRole("combobox", { name: "Zoek een pand" });
    await box.fill("edeg");
    release();
    const panel = page.getByRole("listbox", { name: "Zoekresultaten" });
    await expect(
      panel
        .getByRole("group", { name: "Gemeente" })
        .getByRole("option", { name: /^Edegem \(2650\) · Te koop \(\d+\)$/ }),
    ).toBeVisible();
    await expect(box).toHaveValue("edeg");
  });
});

test("an empty box shows the types, with a zero count disabled, and Escape closes the panel", async ({ page }) => {
  await page.goto("/fr/");
  const box = page.getByRole("combobox", { name: "Chercher un bien" });
  await box.focus();
  const types = page.getByRole("group", { name: "Type" });
  await expect(types.getByRole("option", { name: /^Terrain · À vendre \(\d+\)$/ })).toBeVisible();
  await expect(types.getByRole("option", { name: /^Terrain · À louer \(0\)$/ })).toHaveAttribute(
    "aria-disabled",
    "true",
  );
  await box.press("Escape");
  await expect(page.getByRole("listbox")).toBeHidden();
  await expect(box).toHaveAttribute("aria-expanded", "false");
});

test("a reference finds its property, with a picture and a short description", async ({ page }) => {
  await page.goto("/nl/te-koop/");
  const reference =
    (
      await page
        .getByRole("article")
        .first()
        .getByText(/^Ref\. /)
        .textContent()
    )?.replace("Ref. ", "") ?? "";
  await page.goto("/en/");
  const box = page.getByRole("combobox", { name: "Find a property" });
  await box.fill(reference.toLowerCase());
  const option = page.getByRole("group", { name: "Property" }).getByRole("option");
  await expect(option).toHaveCount(1);
  await option.click();
  await expect(page).toHaveURL(/\/en\/for-sale\/.+\/\d+\/$/);
});

test("the for-sale and for-rent buttons show their counts", async ({ page }) => {
  await page.goto("/de/");
  await expect(page.getByRole("link", { name: /^Kaufen \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Mieten \(\d+\)$/ })).toBeVisible();
});

test("without JavaScript the box searches the for-sale list by municipality", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/nl/");
  await page.getByRole("combobox", { name: "Zoek een pand" }).fill("Hemiksem");
  await page.getByRole("button", { name: "Zoeken" }).click();
  await expect(page).toHaveURL(/\/nl\/te-koop\/\?zip=2620$/);
  await expect(page.getByRole("article").first()).toContainText("Hemiksem");
  await context.close();
});

test("without JavaScript the box finds a postal code, the start of a name and a reference", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const search = async (text: string) => {
    await page.goto("/nl/");
    await page.getByRole("combobox", { name: "Zoek een pand" }).fill(text);
    await page.getByRole("button", { name: "Zoeken" }).click();
  };
  await search("2650");
  await expect(page.getByRole("article").first()).toContainText("Edegem");
  await expect(page.getByRole("article").filter({ hasNotText: "Edegem" })).toHaveCount(0);
  await search("edeg");
  await expect(page.getByRole("article").first()).toContainText("Edegem");
  await expect(page.getByRole("article").filter({ hasNotText: "Edegem" })).toHaveCount(0);
  // A detail page shows its reference; typed into the box, it opens that property.
  await page.getByRole("article").first().getByRole("link").first().click();
  const line = await page
    .getByText(/Ref\. \S+/)
    .first()
    .textContent();
  const reference = line?.match(/Ref\. (\S+)/)?.[1];
  expect(reference).toBeTruthy();
  const detail = new URL(page.url()).pathname;
  await search(reference ?? "");
  expect(new URL(page.url()).pathname).toBe(detail);
  // A type word filters by type, and the rest of the text is the place.
  await search("appartement edegem");
  await expect(page).toHaveURL(/\/nl\/te-koop\/\?zip=2650&type=2$/);
  await expect(page.getByRole("article").filter({ hasNotText: "Edegem" })).toHaveCount(0);
  // On a phone the list's filters are folded behind one summary.
  const filters = page.locator("summary", { hasText: /^Zoekfilters/ });
  if (await filters.isVisible()) await filters.click();
  await expect(page.getByRole("group", { name: "Type pand", exact: true }).locator("summary")).toHaveText(
    /Appartement/,
  );
  // Several towns at once.
  await search("Edegem, Mortsel");
  await expect(page).toHaveURL(/\/nl\/te-koop\/\?zip=2650&zip=2640$/);
  await expect(page.getByRole("article").filter({ hasNotText: /Edegem|Mortsel/ })).toHaveCount(0);
  // Text that names nothing finds nothing, and says so.
  await search("Atlantis");
  await expect(page.getByText("Geen gemeente, postcode of referentie gevonden voor „Atlantis”.")).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(0);
  await context.close();
});
