import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { axeViolations } from "../quality/checks";
import { decoded } from "./support/mail";
import { visitorAddress } from "./support/visitor";

// The owner's login and statistics (spec §1). The e2e server has an owner of the Ranst house
// (scripts/e2e-server.mjs). Headless Chromium calls itself a bot, and bots are not counted,
// so these visitors use an ordinary browser's name.

const mailFolder = path.resolve("tmp/e2e-data/mail");
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
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": visitorAddress() });
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

test("an owner who forgot the password gets a link by mail, chooses a new one and is signed in", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "one account, changed once");
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": visitorAddress() });
  await page.goto("/nl/login/");
  await page.getByRole("link", { name: "Wachtwoord vergeten?" }).click();
  await expect(page).toHaveURL(/\/nl\/login\/wachtwoord\/$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await page.getByLabel("E-mailadres").fill("niemand@example.be");
  await page.getByRole("button", { name: "Stuur mij een link" }).click();
  await expect(page.getByRole("alert")).toHaveText("We vinden geen eigenaar met dit e-mailadres.");
  await page.getByLabel("E-mailadres").fill("jan.janssens@example.be");
  await page.getByRole("button", { name: "Stuur mij een link" }).click();
  await expect(page.getByRole("status")).toContainText("We hebben u een e-mail gestuurd");

  // The mail (a file under the e2e server's data folder) holds the link.
  const mailedLink = () =>
    (existsSync(mailFolder) ? readdirSync(mailFolder) : [])
      .map((file) => decoded(readFileSync(path.join(mailFolder, file), "utf8")))
      .find((message) => message.includes("To: Jan Janssens <jan.janssens@example.be>"))
      ?.match(/http:\/\/127\.0\.0\.1:\d+\/nl\/login\/wachtwoord\/[\w-]+\//)?.[0] ?? "";
  await expect.poll(mailedLink, { timeout: 15_000 }).not.toBe("");
  const link = mailedLink();
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kies een nieuw wachtwoord");
  await page.getByLabel("Nieuw wachtwoord").fill("zomer-in-edegem");
  await page.getByLabel("Bevestig het wachtwoord").fill("zomer-in-hemiksem");
  await page.getByRole("button", { name: "Wachtwoord bewaren" }).click();
  await expect(page.getByRole("alert")).toHaveText("De twee wachtwoorden moeten gelijk zijn.");
  await page.getByLabel("Nieuw wachtwoord").fill("zomer-in-edegem");
  await page.getByLabel("Bevestig het wachtwoord").fill("zomer-in-edegem");
  await page.getByRole("button", { name: "Wachtwoord bewaren" }).click();
  await expect(page).toHaveURL(/\/nl\/eigenaar\/$/);
  await expect(page.getByText("Goeiedag Jan Janssens")).toBeVisible();
  // The link works once.
  const again = await page.goto(new URL(link).pathname);
  expect(again?.status()).toBe(410);
  await expect(page.getByRole("alert")).toContainText("Deze link werkt niet meer");
});
