import { expect, test } from "@playwright/test";
import { axeViolations } from "../quality/checks";

// The owner's login and statistics (spec §1). The e2e server has an owner of the Ranst house
// (scripts/e2e-server.mjs). Headless Chromium calls itself a bot, and bots are not counted,
// so these visitors use an ordinary browser's name.

const house = "/nl/te-koop/ranst/moderne-nieuwbouwwoning-met-3-slaapkamers-in-een-rustige-straat-in/4104213/";
test.use({
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36",
});

for (const javaScript of [true, false]) {
  test(`an owner logs in ${javaScript ? "with" : "without"} JavaScript, sees today's visit of their house, and logs out`, async ({
    browser,
  }, testInfo) => {
    const context = await browser.newContext({ javaScriptEnabled: javaScript, ...testInfo.project.use });
    const page = await context.newPage();
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": `10.9.${javaScript ? 1 : 2}.${testInfo.workerIndex + 1}` });
    // Signed out, the figures send the visitor to the login.
    await page.goto("/nl/eigenaar/");
    await expect(page).toHaveURL(/\/nl\/login\/$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inloggen voor eigenaars");

    // A visitor looks at the house.
    await page.goto(house);
    await page.goto("/nl/login/");
    await page.getByLabel("E-mailadres").fill("els.peeters@example.be");
    await page.getByLabel("Wachtwoord").fill("verkeerd-wachtwoord");
    const refused = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Inloggen" }).click();
    expect((await refused).status()).toBe(401);
    await expect(page.getByRole("alert")).toHaveText(
      "Inloggen mislukt: het e-mailadres en/of het wachtwoord is niet juist.",
    );
    await expect(page.getByLabel("E-mailadres")).toHaveValue("els.peeters@example.be");

    await page.getByLabel("Wachtwoord").fill("zonnebloem-2650");
    await page.getByRole("button", { name: "Inloggen" }).click();
    await expect(page).toHaveURL(/\/nl\/eigenaar\/$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    const property = page.getByRole("region", {
      name: /Moderne nieuwbouwwoning met 3 slaapkamers in een rustige straat/,
    });
    const today = property.getByRole("definition").first();
    expect(Number(await today.textContent())).toBeGreaterThanOrEqual(1);
    await expect(property.getByRole("img", { name: /bezoeken in de laatste 30 dagen/ })).toBeVisible();
    await expect(property.getByText(/^\d+ foto's$/)).toBeVisible();
    if (javaScript) expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Afmelden" }).click();
    await expect(page).toHaveURL(/\/nl\/login\/$/);
    await page.goto("/nl/eigenaar/");
    await expect(page).toHaveURL(/\/nl\/login\/$/);
    await context.close();
  });
}

test("the login speaks French, and a French owner page needs the login too", async ({ page }) => {
  await page.goto("/fr/proprietaire/");
  await expect(page).toHaveURL(/\/fr\/login\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Connexion propriétaires");
  await page.getByRole("button", { name: "Se connecter" }).click();
  // The browser asks for both fields first; posted empty anyway, the server says so too.
  const empty = await page.request.post("/fr/login/", { form: { email: "", password: "" } });
  expect(empty.status()).toBe(400);
  expect(await empty.text()).toContain("Indiquez votre adresse e-mail et votre mot de passe.");
});
