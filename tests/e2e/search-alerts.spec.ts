import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./support/test";
import { axeViolations, vnuErrors } from "../quality/checks";
import { fr } from "../../app/i18n/locales/fr";
import { nl } from "../../app/i18n/locales/nl";
import { solvedCaptcha, typeCaptcha } from "./support/captcha";
import { decoded } from "./support/mail";
import { visitorAddress } from "./support/visitor";

// The search alert (decision 026), as a visitor without JavaScript lives it: a list's "save
// this search" opens the form filled in, a mistake is shown, the subscription asks to check
// the mail, the mail's link opens a page whose button confirms, and the signed link in it
// unsubscribes. Then RFC 8058's one-click, as a mail provider's server sends it.

const text = nl.alerts;
const mailFolder = path.resolve("tmp/e2e-data/mail");

function mailsTo(address: string): string[] {
  const files = existsSync(mailFolder) ? readdirSync(mailFolder) : [];
  return files
    .map((file) => readFileSync(path.join(mailFolder, file), "utf8"))
    .filter((message) => message.includes(address))
    .map(decoded);
}

/** The path of the confirmation link in the one mail to this address. */
async function confirmationPath(address: string): Promise<string> {
  await expect.poll(() => mailsTo(address).length, { timeout: 15_000 }).toBe(1);
  const link = mailsTo(address)[0]?.match(/https?:\/\/[^\s"<>\]]+\/hou-mij-op-de-hoogte\/bevestigen\/[\w-]+\//)?.[0];
  if (!link) throw new Error("the mail has no confirmation link");
  return new URL(link).pathname;
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("save a list's search, confirm it from the mail's page, then unsubscribe", async ({ page }, testInfo) => {
    // Six pages, then the Nu HTML Checker's Java start: 17 s of browser and 14 s or more of Java
    // on a busy CI machine, over the default 30 s.
    test.setTimeout(60_000);
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": visitorAddress() });
    const email = `alert.${testInfo.project.name}.${Date.now()}@example.be`;
    /** Each page as the server sent it, for the Nu HTML Checker at the end. */
    const documents: Record<string, string> = {};
    const keep = async (name: string) => void (documents[name] = await page.content());

    // The list of homes for rent in Edegem offers to save its search: the form opens filled in.
    await page.goto("/nl/te-huur/?city=Edegem%7C2650");
    await page.getByRole("link", { name: nl.list.saveSearch }).first().click();
    await expect(page).toHaveURL(/\/nl\/hou-mij-op-de-hoogte\/\?goal=rent&/);
    const form = page.locator("#search-alert");
    await expect(form.getByRole("radio", { name: text.goals.rent })).toBeChecked();
    await expect(form.getByRole("checkbox", { name: "Edegem (2650)" })).toBeChecked();

    // A mistake: no type. The message is the spec's, and what was filled in stays.
    await form.getByLabel(text.fields.name).fill("Lotte Verhaegen");
    await form.getByLabel(nl.forms.fields.email).fill(email);
    await form.getByRole("radio", { name: text.frequencies.weekly }).check();
    await typeCaptcha(form);
    await form.getByRole("button", { name: text.submit }).click();
    await expect(form.getByRole("alert")).toHaveText(nl.forms.problems.invalid);
    await expect(form.getByText("U moet minstens een type pand selecteren")).toBeVisible();
    await expect(form.getByLabel(text.fields.name)).toHaveValue("Lotte Verhaegen");
    await expect(form.getByRole("checkbox", { name: "Edegem (2650)" })).toBeChecked();
    await expect(form.getByRole("radio", { name: text.frequencies.weekly })).toBeChecked();
    await keep("form with its messages");

    await form.getByRole("checkbox", { name: "Appartement" }).check();
    await typeCaptcha(form);
    await form.getByRole("button", { name: text.submit }).click();
    await expect(page).toHaveURL("/nl/bedankt/demand-register/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.sent.title);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await keep("check your mail");

    // The mail's link shows the search and a button; opening it confirmed nothing.
    const confirm = await confirmationPath(email);
    expect(mailsTo(email)[0]).toContain("Subject: Bevestig uw zoekopdracht bij Immo Zuidrand");
    await page.goto(confirm);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.confirm.title);
    await expect(page.getByText("Edegem (2650)")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.confirm.title);
    await keep("confirmation");
    await page.getByRole("button", { name: text.confirm.button }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.confirm.confirmedTitle);
    await expect(page.getByRole("status")).toHaveText(text.confirm.confirmed);

    // The signed link: the search as it is, and one button to stop it.
    await page.getByRole("link", { name: text.confirm.manage }).click();
    await expect(page).toHaveURL(/\/nl\/hou-mij-op-de-hoogte\/beheren\/\d+-[\w-]+\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.manage.title);
    await expect(page.getByText(email)).toBeVisible();
    await keep("manage");
    await page.getByRole("button", { name: text.manage.unsubscribe }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.manage.unsubscribedTitle);
    await expect(page.getByRole("status")).toHaveText(text.manage.unsubscribed);
    // The page no longer knows the address, and starting again keeps the search.
    await expect(page.getByText(email)).toHaveCount(0);
    await expect(page.getByRole("link", { name: text.manage.again })).toHaveAttribute(
      "href",
      /^\/nl\/hou-mij-op-de-hoogte\/\?goal=rent&zip=2650&type=\d+$/,
    );
    expect(mailsTo(email)).toHaveLength(1);
    await keep("unsubscribed");
    expect(Object.values(await vnuErrors(documents)).flat()).toEqual([]);
  });
});

test.describe("with JavaScript", () => {
  test("the form checks its fields as the visitor goes, and subscribes in French", async ({ page }, testInfo) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": visitorAddress() });
    const email = `alert.js.${testInfo.project.name}.${Date.now()}@example.be`;
    await page.goto("/fr/tenez-moi-informe/?goal=sale&zip=2650");
    const form = page.locator("#search-alert");
    await form.getByRole("button", { name: fr.alerts.submit }).click();
    // Checked in the browser: the messages come at once, in French.
    await expect(form.getByText(fr.alerts.errors.types)).toBeVisible();
    await expect(form.getByRole("alert")).toHaveText(fr.forms.problems.invalid);
    expect(await axeViolations(page)).toEqual([]);
    await form.getByRole("checkbox", { name: "Maison" }).check();
    await form.getByLabel(fr.alerts.fields.name).fill("Anne Dubois");
    await form.getByLabel(fr.forms.fields.email).fill(email);
    await expect(form.getByText(fr.alerts.errors.types)).toHaveCount(0);
    await form.getByRole("button", { name: fr.alerts.submit }).click();
    await expect(page).toHaveURL("/fr/merci/recherche-enregistree/", { timeout: 30_000 });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(fr.alerts.sent.title);
    await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBe(1);
    expect(mailsTo(email)[0]).toContain("/fr/tenez-moi-informe/confirmer/");
  });
});

test("RFC 8058 one-click unsubscribes without a cookie or an Origin; another site's POST is refused", async ({
  request,
}, testInfo) => {
  const email = `one-click.${testInfo.project.name}.${Date.now()}@example.be`;
  const headers = { "X-Forwarded-For": visitorAddress() };
  // The form's page, as a visitor opens it first: its captcha makes the server's secret, which solvedCaptcha reads.
  expect((await request.get("/nl/hou-mij-op-de-hoogte/", { headers })).status()).toBe(200);
  const fields = {
    goal: "sale",
    types: "1",
    zips: "2650",
    name: "Jan Peeters",
    email,
    language: "nl",
    frequency: "instant",
    ...solvedCaptcha(),
  };
  // The form from another site: refused, and nothing is mailed.
  const foreign = await request.post("/nl/hou-mij-op-de-hoogte/", {
    headers: { ...headers, Origin: "https://evil.example" },
    form: fields,
    maxRedirects: 0,
  });
  expect(foreign.status()).toBeGreaterThanOrEqual(400);
  expect(foreign.status()).toBeLessThan(500);
  const sent = await request.post("/nl/hou-mij-op-de-hoogte/", {
    headers,
    form: { ...fields, ...solvedCaptcha() },
    maxRedirects: 0,
  });
  expect(sent.status()).toBe(303);
  expect(sent.headers().location).toBe("/nl/bedankt/demand-register/");

  const confirm = await confirmationPath(email);
  expect((await request.post(confirm, { headers, form: { confirm: "yes" }, maxRedirects: 0 })).status()).toBe(303);
  const manage = (await (await request.get(confirm)).text()).match(
    /\/nl\/hou-mij-op-de-hoogte\/beheren\/\d+-[\w-]+\//,
  )?.[0];
  if (!manage) throw new Error("the confirmed page has no manage link");

  // A browser on another site posting the one-click body is refused; the alert stays.
  const forged = await request.post(manage, {
    headers: { Origin: "https://evil.example" },
    form: { "List-Unsubscribe": "One-Click" },
    maxRedirects: 0,
  });
  expect(forged.status()).toBeGreaterThanOrEqual(400);
  expect(forged.status()).toBeLessThan(500);
  expect(await (await request.get(manage)).text()).toContain(email);

  // The mail provider's POST: no cookie, no Origin, the one-click body.
  const oneClick = await request.post(manage, {
    headers: { Cookie: "" },
    multipart: { "List-Unsubscribe": "One-Click" },
    maxRedirects: 0,
  });
  expect(oneClick.status()).toBe(200);
  const after = await (await request.get(manage)).text();
  expect(after).toContain(text.manage.unsubscribedTitle);
  expect(after).not.toContain(email);
});
