import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import { fr } from "../../app/i18n/locales/fr";
import { nl } from "../../app/i18n/locales/nl";

// Every lead form, in Dutch and French, with JavaScript and without: a mistake first (the
// message sits next to its field, the form says to check the fields in red, the input stays),
// then a correct submission that lands on the form's thank-you page and is mailed.

const catalogues = { nl, fr };
type Language = keyof typeof catalogues;
const mailFolder = path.resolve("tmp/e2e-data/mail");

interface FormCase {
  kind: "site-contact" | "contact-me" | "contact-construction" | "contact-demand";
  /** Where the form is, per language. */
  open: (page: Page, language: Language) => Promise<void>;
  thanks: Record<Language, string>;
  /** The form's own fields beyond the person's. */
  fill?: (page: Page, language: Language) => Promise<void>;
}

async function openInLanguage(page: Page, original: string, language: Language) {
  await page.goto(original);
  if (language === "nl") return;
  const french = await page.locator('link[rel="alternate"][hreflang="fr"]').getAttribute("href");
  await page.goto(new URL(french ?? "", page.url()).pathname);
}

const cases: FormCase[] = [
  {
    kind: "site-contact",
    open: async (page, language) => void (await page.goto(language === "nl" ? "/nl/contact/" : "/fr/contact/")),
    thanks: { nl: "/nl/bedankt/hoe-kunnen-wij-u-helpen/", fr: "/fr/merci/comment-pouvons-nous-vous-aider/" },
  },
  {
    kind: "contact-me",
    open: (page, language) => openInLanguage(page, "/property/4104213/", language),
    thanks: { nl: "/nl/bedankt/contact-me/", fr: "/fr/merci/contactez-moi/" },
    fill: async (page, language) => {
      await form(page, "contact-me")
        .getByLabel(language === "nl" ? "13:00-16:00" : "14:00-16:00")
        .check();
    },
  },
  {
    kind: "contact-construction",
    open: (page, language) => openInLanguage(page, "/project/10/", language),
    thanks: { nl: "/nl/bedankt/contact-construction/", fr: "/fr/merci/projet-neuf/" },
  },
  {
    kind: "contact-demand",
    open: async (page, language) =>
      void (await page.goto(language === "nl" ? "/nl/gratis-schatting/" : "/fr/estimation-gratuite/")),
    thanks: { nl: "/nl/bedankt/gratis-schatting/", fr: "/fr/merci/estimation-gratuite/" },
    fill: async (page, language) => {
      const fields = catalogues[language].forms.fields;
      const section = form(page, "contact-demand");
      await field(section, fields.street).fill("Kontichstraat");
      await field(section, fields.houseNumber).fill("48");
      await field(section, fields.zip).fill("2650");
      await field(section, fields.city).fill("Edegem");
      await field(section, fields.propertyType).selectOption({ index: 1 });
      await section.getByLabel(catalogues[language].forms.goals.sale, { exact: true }).check();
    },
  },
];

/** A made-up address per journey, from its id. */
function visitorAddress(seed: string): string {
  let hash = 0;
  for (const character of seed) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${hash & 255}`;
}

/** A field by its label, which has " *" after it when the field is required. */
function field(scope: Locator, label: string) {
  return scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( \\*)?$`));
}

function form(page: Page, kind: string) {
  return page.locator(`section#${kind}`);
}

function mailsTo(address: string): string[] {
  const files = existsSync(mailFolder) ? readdirSync(mailFolder) : [];
  return files
    .map((file) => readFileSync(path.join(mailFolder, file), "utf8"))
    .filter((message) => message.includes(address));
}

for (const javaScript of [true, false]) {
  test.describe(javaScript ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: javaScript });

    for (const language of ["nl", "fr"] as const) {
      for (const formCase of cases) {
        test(`${formCase.kind} in ${language}: a mistake is shown and kept, then the lead is stored and mailed`, async ({
          page,
        }, testInfo) => {
          // Each journey is its own visitor for the rate limit (the server trusts the loopback proxy).
          await page.setExtraHTTPHeaders({
            "X-Forwarded-For": visitorAddress(testInfo.testId + testInfo.project.name),
          });
          const text = catalogues[language].forms;
          const email = `${formCase.kind}.${language}.${javaScript ? "js" : "nojs"}.${testInfo.project.name}.${Date.now()}@example.be`;
          await formCase.open(page, language);
          const section = form(page, formCase.kind);
          await expect(section.getByRole("heading", { name: text.titlesOfForms[formCase.kind] })).toBeVisible();

          // The mistake: no last name, and an e-mail address without a domain.
          await section.getByLabel(text.titles.MS, { exact: true }).check();
          await field(section, text.fields.firstName).fill("Ann");
          await field(section, text.fields.email).fill("ann@");
          await field(section, text.fields.phone).fill("0475123456");
          await section.getByRole("button", { name: text.send }).click();
          await expect(section.getByRole("alert")).toHaveText(text.problems.invalid);
          await expect(
            section.getByText(text.errors.required.replace("{{field}}", text.fields.lastName)),
          ).toBeVisible();
          await expect(section.getByText(text.errors.email)).toBeVisible();
          // What was typed is still there.
          await expect(field(section, text.fields.firstName)).toHaveValue("Ann");
          await expect(section.getByLabel(text.titles.MS, { exact: true })).toBeChecked();

          await field(section, text.fields.lastName).fill("Peeters");
          await field(section, text.fields.email).fill(email);
          await formCase.fill?.(page, language);
          await section.getByRole("button", { name: text.send }).click();
          await expect(page).toHaveURL(formCase.thanks[language]);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(catalogues[language].thanks.title);
          await expect(page.getByText(catalogues[language].thanks.text[formCase.kind])).toBeVisible();
          await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

          // Two mails: the lead to the agency (Reply-To the visitor) and the confirmation.
          await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBe(2);
          expect(
            mailsTo(email).filter((message) => message.includes("To: Immo Zuidrand <leads@immozuidrand.be>")),
          ).toHaveLength(1);
        });
      }
    }
  });
}

test("a post from another site is refused, and nothing is mailed", async ({ request }) => {
  const email = `cross-site.${Date.now()}@example.be`;
  const response = await request.post("/nl/contact/", {
    headers: { Origin: "https://evil.example", "X-Forwarded-For": "203.0.113.50" },
    form: { form: "site-contact", title: "MR", firstName: "Jan", lastName: "Peeters", email, phone: "0475123456" },
  });
  expect(response.status()).toBeGreaterThanOrEqual(400);
  expect(response.status()).toBeLessThan(500);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(mailsTo(email)).toEqual([]);
});

test("the sixth submission of a form in ten minutes from one visitor is refused with a translated message", async ({
  request,
}) => {
  test.skip(test.info().project.name !== "desktop", "one visitor, one run");
  const post = () =>
    request.post("/fr/contact/", { headers: { "X-Forwarded-For": "203.0.113.77" }, form: { form: "site-contact" } });
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 5; attempt++) statuses.push((await post()).status());
  expect(statuses).toEqual([400, 400, 400, 400, 400]);
  const refused = await post();
  expect(refused.status()).toBe(429);
  expect(await refused.text()).toContain(fr.forms.problems.tooMany.replace(/'/g, "&#x27;"));
});
