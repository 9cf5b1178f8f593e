import type { Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { awaitScripts, expect, test } from "./support/test";

// Filtering the lists: every choice ends up in the URL, with or without JavaScript.

async function prices(page: Page): Promise<number[]> {
  // A card's first amount is its price (the price per m² follows it; a hidden price has neither).
  const texts = await page.getByRole("article").allTextContents();
  return texts.flatMap((text) => {
    // Thousands in groups of three: the text runs on into the price per m² without a space.
    const amount = /€\s?(\d{1,3}(?:\.\d{3})*)/.exec(text)?.[1];
    return amount ? [Number(amount.replaceAll(".", ""))] : [];
  });
}

/** On a phone the filters fold behind one summary once a search is made: open it. */
async function openFilters(page: Page) {
  const panel = page.locator("summary", { hasText: /^(Zoekfilters|Filtres|Filters?)( ·|$)/ });
  if (await panel.isVisible()) await panel.click();
}

test("choosing towns and a type, then sorting by price, is a shareable URL with postal codes", async ({ page }) => {
  await page.goto("/nl/te-koop/");
  await openFilters(page);
  const towns = page.getByRole("group", { name: "Gemeente", exact: true });
  await expect(towns.locator("summary")).toHaveText(/Alle gemeenten/);
  await towns.locator("summary").click();
  await towns.getByRole("checkbox", { name: /^Edegem \(\d+\)$/ }).check();
  await towns.getByRole("checkbox", { name: /^Mortsel \(\d+\)$/ }).check();
  await expect(towns.locator("summary")).toHaveText(/Edegem, Mortsel/);
  const types = page.getByRole("group", { name: "Type pand", exact: true });
  await types.locator("summary").click();
  await types.getByRole("checkbox", { name: /^Appartement \(\d+\)$/ }).check();
  // The open list lies over the fields below it, as a select's would: Escape closes it.
  await page.keyboard.press("Escape");
  await page.getByLabel("Sorteren", { exact: true }).selectOption("price-asc");
  await page.getByRole("button", { name: "Toon resultaten" }).click();
  await expect(page).toHaveURL(/\/nl\/te-koop\/\?zip=2650&zip=2640&type=2&sort=price-asc$/);
  const cards = page.getByRole("article");
  await expect(cards.first()).toBeVisible();
  // Retried until the new results are on the page: every card is in one of the two towns.
  await expect(cards.filter({ hasNotText: /Edegem|Mortsel/ })).toHaveCount(0);
  const found = await prices(page);
  expect(found).toEqual([...found].sort((a, b) => a - b));

  // The shared link gives the same page to someone else, towns ticked.
  const shared = awaitScripts(await page.context().newPage());
  await shared.goto(page.url());
  await openFilters(shared);
  const sharedTowns = shared.getByRole("group", { name: "Gemeente", exact: true });
  await expect(sharedTowns.locator("summary")).toHaveText(/Edegem, Mortsel/);
  await sharedTowns.locator("summary").click();
  await expect(sharedTowns.getByRole("checkbox", { name: /^Edegem/ })).toBeChecked();
  await expect(shared.getByRole("article")).toHaveCount(await cards.count());
});

test("a radius widens the zone to the towns around it", async ({ page }) => {
  await page.goto("/nl/te-koop/?zip=2650");
  const inTown = Number((await page.getByRole("status").textContent())?.replace(/\D/g, ""));
  await openFilters(page);
  // On a phone the finer filters, the radius among them, are folded away.
  const more = page.locator("summary", { hasText: "Verfijn uw zoekopdracht" });
  if (await more.isVisible()) await more.click();
  await page.getByLabel("Straal", { exact: true }).selectOption("10");
  await page.getByRole("button", { name: "Toon resultaten" }).click();
  await expect(page).toHaveURL(/\?zip=2650&km=10$/);
  await expect(page.getByRole("article").filter({ hasNotText: "Edegem" }).first()).toBeVisible();
  const around = Number((await page.getByRole("status").textContent())?.replace(/\D/g, ""));
  expect(around).toBeGreaterThan(inTown);
});

test("a new filter fetches the list's data alone: the frame's data (menus, footer, translations) stays", async ({
  page,
}) => {
  await page.goto("/nl/te-koop/");
  const fetched: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith(".data")) fetched.push(url.searchParams.get("_routes") ?? "");
  });
  await openFilters(page);
  const types = page.getByRole("group", { name: "Type pand", exact: true });
  await types.locator("summary").click();
  await types.getByRole("checkbox", { name: /^Appartement/ }).check();
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Toon resultaten" }).click();
  await expect(page).toHaveURL(/type=2/);
  await expect(page.getByRole("article").first()).toBeVisible();
  expect(fetched).toHaveLength(1);
  expect(fetched[0]).toBe("for-sale-nl");
});

test("the French list filters by bedrooms and garden, and says when nothing matches", async ({ page }) => {
  await page.goto("/fr/a-louer/");
  await openFilters(page);
  // On a phone the finer filters are folded away.
  const more = page.locator("summary", { hasText: "Affinez votre recherche" });
  if (await more.isVisible()) await more.click();
  await page.getByLabel("Chambres", { exact: true }).selectOption("3");
  await page.getByLabel("Jardin", { exact: true }).check();
  await page.getByRole("button", { name: "Afficher les résultats" }).click();
  await expect(page).toHaveURL(/bedrooms=3&garden=1/);
  await expect(page.getByRole("status")).toHaveText(/^\d+ biens? trouvés?$/);
  await page.goto("/fr/a-louer/?maxPrice=10");
  await expect(page.getByText("Aucun résultat ne correspond à votre recherche")).toBeVisible();
});

test("the search form works without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/en/for-sale/");
  await openFilters(page);
  const more = page.locator("summary", { hasText: "Refine your search" });
  if (await more.isVisible()) await more.click();
  await page.getByLabel("Maximum price", { exact: true }).selectOption("300000");
  await page.getByRole("button", { name: "Show results" }).click();
  await expect(page).toHaveURL(/maxPrice=300000/);
  for (const price of await prices(page)) expect(price).toBeLessThanOrEqual(300000);
  await context.close();
});

test("the suggestion endpoint answers from the catalog, and shrugs off odd input", async ({ request, page }) => {
  const cities = await (await request.get("/api/suggestions?language=fr&q=EDEG")).json();
  expect(cities.cities.map((city: { name: string }) => city.name)).toEqual(["Edegem"]);
  await page.goto("/nl/te-koop/");
  const reference =
    (
      await page
        .getByRole("article")
        .first()
        .getByText(/^Ref\. /)
        .textContent()
    )?.replace("Ref. ", "") ?? "";
  const found = await (await request.get(`/api/suggestions?language=de&q=${encodeURIComponent(reference)}`)).json();
  expect(found.properties[0].path).toMatch(/^\/de\/zu-verkaufen\//);
  const odd = await request.get(`/api/suggestions?language=xx&q=${"a".repeat(5000)}`);
  expect(odd.status()).toBe(200);
  const empty = await (await request.get("/api/suggestions")).json();
  expect(empty.types.length).toBeGreaterThan(0);
});

test("a rent search in Brussels switched to French keeps the whole search and finds Bruxelles; an old city link still works", async ({
  page,
  isMobile,
}) => {
  await page.goto("/nl/te-huur/?city=Brussel%7C1000");
  // An old link is the same search, by postal code.
  await expect(page).toHaveURL(/\/nl\/te-huur\/\?zip=1000$/);
  await page.goto("/nl/te-huur/?zip=1000&bedrooms=1&sort=price-asc");
  const cards = page.getByRole("article");
  await expect(cards.first()).toContainText("Brussel");
  const found = await cards.count();
  if (isMobile) await page.getByRole("banner").locator("summary").click();
  await page.getByRole("navigation", { name: "Kies uw taal" }).getByRole("link", { name: "FR" }).click();
  await expect(page).toHaveURL(/\/fr\/a-louer\/\?zip=1000&bedrooms=1&sort=price-asc$/);
  await expect(cards.first()).toContainText("Bruxelles");
  await expect(cards).toHaveCount(found);
  await expect(page.getByLabel("Trier", { exact: true })).toHaveValue("price-asc");
});

test("the page numbers lead straight to page 3, without JavaScript too", async ({ browser, isMobile }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    ...(isMobile ? { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  await page.goto("/nl/te-koop/?sort=price-asc");
  const pages = page.getByRole("navigation", { name: "Paginering" });
  await expect(pages.getByRole("link", { name: "Pagina 1", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(pages.getByRole("link", { name: "Volgende pagina" })).toBeVisible();
  const first = await page.getByRole("article").first().getByRole("heading").textContent();
  // Page 3 is shown from page 2 on: 1 2 3 … 17.
  await pages.getByRole("link", { name: "Pagina 2", exact: true }).click();
  await pages.getByRole("link", { name: "Pagina 3", exact: true }).click();
  await expect(page).toHaveURL(/\/nl\/te-koop\/\?sort=price-asc&page=3$/);
  await expect(pages.getByRole("link", { name: "Pagina 3", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(pages.getByText(/^Pagina 3 van \d+ \[\d+ objecten\]$/)).toBeVisible();
  // Other properties than page 1's.
  await expect(page.getByRole("article").first().getByRole("heading")).not.toHaveText(first ?? "");
  // Every number is a target a thumb can hit (axe target-size), even at 360 px; axe runs as a script.
  const scripted = await browser.newContext({
    ...(isMobile ? { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } : {}),
  });
  const checked = await scripted.newPage();
  await checked.goto(page.url());
  const axe = await new AxeBuilder({ page: checked })
    .include("nav[aria-label='Paginering']")
    .withRules(["target-size"])
    .analyze();
  expect(axe.violations).toEqual([]);
  await scripted.close();
  for (const link of await pages.getByRole("link").all()) {
    const box = await link.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(box?.width).toBeGreaterThanOrEqual(40);
  }
  await context.close();
});

test("sorting by price per m² puts the lowest price per m² of living area first", async ({ page }) => {
  await page.goto("/de/zu-verkaufen/?zip=2650&zip=2640&zip=2550");
  await openFilters(page);
  await page.getByLabel("Sortieren", { exact: true }).selectOption({ label: "Preis pro m² aufsteigend" });
  await page.getByRole("button", { name: "Ergebnisse anzeigen" }).click();
  await expect(page).toHaveURL(/sort=price-per-m2-asc$/);
  await expect(page.getByLabel("Sortieren", { exact: true })).toHaveValue("price-per-m2-asc");
  const perSquareMetre = async () => {
    const values: number[] = [];
    for (const text of await page.getByRole("article").allTextContents()) {
      const price = /€\s?([\d.]+)/.exec(text)?.[1];
      const area = /([\d.,]+)\sm²\sWohnfläche/.exec(text)?.[1];
      // A "from" price (a project's unit) has no price per m²: those come last.
      if (!price || !area || /Ab\s€/.test(text)) break;
      values.push(Number(price.replaceAll(".", "")) / Number(area.replaceAll(".", "").replace(",", ".")));
    }
    return values;
  };
  // Rounded as the cards show them: a difference under a euro is the rounding's.
  const ascending = (values: number[]) => values.every((value, index) => value > (values[index - 1] ?? 0) - 1);
  // The address changes before the list is drawn again (on a busy machine, for a while): read
  // until the new order is on the page; the old one, newest first, is not by price per m².
  await expect
    .poll(async () => {
      const values = await perSquareMetre();
      return values.length > 3 && ascending(values);
    })
    .toBe(true);
});

test("a sold property is shown after those on offer but counts neither in the list's total nor on the home page", async ({
  page,
}) => {
  await page.goto("/nl/te-koop/?sort=price-desc");
  const total = Number((await page.getByRole("status").textContent())?.replace(/\D/g, ""));
  const pages = page.getByRole("navigation", { name: "Paginering" });
  const last = Number(/van (\d+)/.exec((await pages.getByText(/^Pagina 1 van/).textContent()) ?? "")?.[1]);
  // The references fill the last pages, after every property on offer: count them back from the end.
  let sold = 0;
  for (let number = last; number > 0; number--) {
    await page.goto(`/nl/te-koop/?sort=price-desc&page=${number}`);
    const references = page.getByRole("region", { name: "Recent verkocht en verhuurd" }).getByRole("article");
    const onPage = await references.count();
    sold += onPage;
    if (onPage < (await page.getByRole("article").count())) break;
  }
  expect(sold).toBeGreaterThan(0);
  await page.goto(`/nl/te-koop/?sort=price-desc&page=${last}`);
  const shown = (last - 1) * 12 + (await page.getByRole("article").count());
  // Every card on the pages, less the sold ones, is the total the list says.
  expect(shown - sold).toBe(total);
  await page.goto("/nl/");
  await expect(page.getByText(`Ontdek ${total} panden te koop`)).toBeVisible();
});

test("an empty result offers a wider search that finds something, and an alert", async ({ page }) => {
  await page.goto("/nl/te-koop/?zip=2650&maxPrice=150000&type=2");
  await expect(page.getByRole("status")).toHaveText("0 panden gevonden");
  await expect(page.getByText("Er werden geen resultaten gevonden voor uw zoekopdracht")).toBeVisible();
  await expect(page.getByRole("link", { name: "Bewaar deze zoekopdracht" })).toBeVisible();
  const wider = page.getByRole("heading", { name: "Zoek wat ruimer" }).locator("xpath=following-sibling::ul[1]");
  const withoutLimit = wider.getByRole("link", { name: /^Zonder prijsgrens \((\d+)\)$/ });
  const promised = Number(/\((\d+)\)/.exec((await withoutLimit.textContent()) ?? "")?.[1]);
  expect(promised).toBeGreaterThan(0);
  await withoutLimit.click();
  await expect(page).toHaveURL(/\/nl\/te-koop\/\?zip=2650&type=2$/);
  await expect(page.getByRole("status")).toHaveText(`${promised} panden gevonden`);
  await expect(page.getByRole("article").first()).toBeVisible();
});

for (const scripted of [true, false])
  test(`on a phone, applying the filters folds them away so the results come first${scripted ? "" : ", without JavaScript"}`, async ({
    browser,
    isMobile,
  }) => {
    test.skip(!isMobile, "the panel folds on phones only");
    const context = await browser.newContext({
      javaScriptEnabled: scripted,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto("/nl/te-koop/");
    // Folded at first too: the photos come first.
    const apply = page.getByRole("button", { name: "Toon resultaten" });
    await expect(apply).toBeHidden();
    await expect(page.getByRole("article").first()).toBeInViewport();
    await page.locator("summary", { hasText: "Zoekfilters" }).click();
    await expect(apply).toBeVisible();
    const towns = page.getByRole("group", { name: "Gemeente", exact: true });
    await towns.locator("summary").click();
    await towns.getByRole("checkbox", { name: /^Edegem/ }).check();
    await apply.click();
    await expect(page).toHaveURL(/zip=2650/);
    await expect(apply).toBeHidden();
    await expect(page.locator("summary", { hasText: "Zoekfilters · 1 actief" })).toBeVisible();
    const card = page.getByRole("article").first();
    await expect(card).toBeVisible();
    const box = await card.boundingBox();
    // The first result starts in the top half of the screen, its photo in view.
    expect(box?.y ?? 844).toBeLessThan(422);
    await context.close();
  });
