import { createHmac } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { awaitScripts, expect, test } from "./support/test";
import { de } from "../../app/i18n/locales/de";
import { fr } from "../../app/i18n/locales/fr";
import { nl } from "../../app/i18n/locales/nl";
import { createTranslator } from "../../app/i18n/translator";
import { thanksText } from "../../app/leads/texts";
import { solvedCaptcha, typeCaptcha, widgetSolved } from "./support/captcha";
import { unfold } from "./support/folds";
import { decoded } from "./support/mail";
import { visitorAddress } from "./support/visitor";

// Every lead form, in Dutch and French, with JavaScript and without: a mistake first (the
// message sits next to its field, the form says to check the fields in red, the input stays),
// then a correct submission that lands on the form's thank-you page and is mailed.

const catalogues = { nl, fr };

interface FeedProperty {
  ID: number;
  Goal: number;
  language: string;
  Marquee: number;
  VisitMoments: { ID: number; Date: string; Capacity: number }[];
  Documents: { Name: string }[];
}
const feed = JSON.parse(readFileSync("content/feed/demo-feed.json", "utf8")) as { Properties: FeedProperty[] };
const today = new Date().toISOString().slice(0, 10);
/** Properties for rent that are not rented yet. */
const rentable = feed.Properties.filter(
  (record) => record.language === "nl" && record.Goal === 1 && record.Marquee < 3,
);
/** Available properties with documents to request. */
const documented = feed.Properties.filter(
  (record) => record.language === "nl" && record.Marquee < 3 && record.Documents.length > 0,
);
/** Available properties with visit moments to come, fewest places first. */
const visitable = feed.Properties.filter(
  (record) =>
    record.language === "nl" && record.Marquee < 3 && record.VisitMoments.some((moment) => moment.Date > today),
)
  .map((record) => ({ ...record, moments: record.VisitMoments.filter((moment) => moment.Date > today) }))
  .sort(
    (a, b) => a.moments.reduce((sum, m) => sum + m.Capacity, 0) - b.moments.reduce((sum, m) => sum + m.Capacity, 0),
  );
type Language = keyof typeof catalogues;

/**
 * A property of its own for each visit journey (language, with or without JavaScript,
 * project), each repeat and each retry, among those with the most places: no two journeys,
 * and no journey and its retry, ever take the same place. The first of `visitable` is the
 * full-moments journey's.
 */
function ownVisitable(language: Language): (typeof visitable)[number] {
  const info = test.info();
  const variant =
    (info.titlePath.includes("without JavaScript") ? 1 : 0) +
    (language === "fr" ? 2 : 0) +
    (info.project.name === "phone" ? 4 : 0);
  const slot = (variant + 8 * (info.repeatEachIndex + 4 * info.retry)) % (visitable.length - 1);
  const property = visitable.at(-1 - slot);
  if (!property) throw new Error("the demo feed has no property with visit moments to come");
  return property;
}
const mailFolder = path.resolve("tmp/e2e-data/mail");

interface FormCase {
  kind: keyof typeof nl.forms.titlesOfForms;
  /** Folded away behind its title until opened. */
  folded?: boolean;
  /** Asks for title and phone (the person of spec §3 form fields). */
  person?: boolean;
  /** Further wrong input for the mistake, and what it must say. */
  mistake?: (section: Locator, language: Language) => Promise<void>;
  /** Where the form is, per language. */
  open: (page: Page, language: Language) => Promise<void>;
  thanks: Record<Language, string | RegExp>;
  /** The form's own fields beyond the person's. */
  fill?: (page: Page, language: Language, javaScript: boolean) => Promise<void>;
  /** What the thank-you page shows beyond its text. */
  after?: (page: Page, language: Language) => Promise<void>;
  /** What the visitor does with their mail before the agency hears of the lead. */
  confirm?: (page: Page, language: Language, email: string) => Promise<void>;
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
    kind: "contact-appointment",
    open: (page, language) => openInLanguage(page, `/property/${ownVisitable(language).ID}/`, language),
    thanks: { nl: "/nl/bedankt/contact-appointment/", fr: "/fr/merci/rendez-vous/" },
    fill: async (page) => {
      await form(page, "contact-appointment").getByRole("radio", { disabled: false }).first().check();
    },
    confirm: confirmVisit,
  },
  {
    kind: "send-to-friend",
    folded: true,
    person: false,
    open: (page, language) => openInLanguage(page, "/property/4104213/", language),
    thanks: { nl: "/nl/bedankt/send-to-friend/", fr: "/fr/merci/envoyer-a-un-ami/" },
    mistake: async (section, language) => {
      await field(section, catalogues[language].forms.fields.friendEmail).fill("vriend@");
    },
    fill: async (page, language) => {
      await field(form(page, "send-to-friend"), catalogues[language].forms.fields.friendEmail).fill(
        "friend@example.be",
      );
    },
  },
  {
    kind: "request-documents",
    folded: true,
    open: (page, language) => openInLanguage(page, `/property/${documented[0]?.ID}/`, language),
    thanks: { nl: "/nl/bedankt/documenten-aangevraagd/", fr: "/fr/merci/documents-demandes/" },
  },
  {
    kind: "purchase-offer",
    folded: true,
    open: (page, language) => openInLanguage(page, "/property/4104213/", language),
    thanks: {
      nl: /\/nl\/bedankt\/bod\/\?offer=\d+\.\d+\.[\w-]+$/,
      fr: /\/fr\/merci\/offre\/\?offer=\d+\.\d+\.[\w-]+$/,
    },
    fill: async (page, language, javaScript) => {
      const text = catalogues[language].forms.fields;
      const section = form(page, "purchase-offer");
      await field(section, text.amount).fill("435000");
      if (javaScript) {
        await expect(section.locator("output")).toHaveText(
          language === "nl" ? "vierhonderdvijfendertigduizend euro" : "quatre cent trente-cinq mille euros",
        );
        await expect(section.getByText(catalogues[language].forms.offerAdvance)).toContainText("43.500");
      }
      await field(section, text.offerDate).fill("2026-12-01");
      await field(section, text.validUntil).fill("2026-12-15");
      await field(section, text.street).fill("Kerkstraat");
      await field(section, text.houseNumber).fill("12");
      await field(section, text.zip).fill("2640");
      await field(section, text.city).fill("Mortsel");
      await field(section, text.place).fill("Mortsel");
      await field(section, text.signerA).fill("Ann Peeters");
    },
    after: async (page, language) => {
      const summary = page.getByRole("region", { name: catalogues[language].thanks.offer.title });
      await expect(summary).toContainText(
        language === "nl" ? "vierhonderdvijfendertigduizend euro" : "quatre cent trente-cinq mille euros",
      );
      await expect(summary).toContainText("Ann Peeters");
      await expect(summary.getByRole("button", { name: catalogues[language].thanks.offer.print })).toBeAttached();
    },
  },
  {
    kind: "rent-application",
    folded: true,
    open: (page, language) => openInLanguage(page, `/property/${rentable[0]?.ID}/`, language),
    thanks: { nl: "/nl/bedankt/huuraanvraag/", fr: "/fr/merci/candidature-location/" },
    fill: async (page, language) => {
      const text = catalogues[language].forms.fields;
      const section = form(page, "rent-application");
      await field(section, text.street).fill("Kerkstraat");
      await field(section, text.houseNumber).fill("12");
      await field(section, text.zip).fill("2640");
      await field(section, text.city).fill("Mortsel");
      await field(section, text.adults).fill("2");
      await field(section, text.income).fill("3900");
      await field(section, text.cv).setInputFiles({
        name: "cv-ann-peeters.pdf",
        mimeType: "application/pdf",
        buffer: readFileSync("content/feed/documents/4100070-epc.pdf"),
      });
    },
    after: async () => {
      // The CV goes to the agency as an attachment of the lead.
      await expect.poll(() => mailsTo("cv-ann-peeters.pdf").length, { timeout: 15_000 }).toBeGreaterThan(0);
    },
  },
  {
    kind: "testimonial",
    person: false,
    open: async (page, language) =>
      void (await page.goto(language === "nl" ? "/nl/onze-meerwaarde/" : "/fr/notre-valeur-ajoutee/")),
    thanks: { nl: "/nl/bedankt/getuigenis/", fr: "/fr/merci/temoignage/" },
    fill: async (page, language) => {
      const section = form(page, "testimonial");
      await section
        .getByLabel(catalogues[language].forms.stars_other.replace("{{count}}", "5"), { exact: true })
        .check();
      await field(section, catalogues[language].forms.fields.message).fill("Vlot verkocht, en altijd bereikbaar.");
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
/** A field by its label, which has " *" after it when the field is required. */
function field(scope: Locator, label: string) {
  return scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( \\*)?$`));
}

function form(page: Page, kind: string) {
  return page.locator(`#${kind}`);
}

/**
 * The visit is only held: the visitor's mail asks to confirm it, and the agency hears nothing
 * yet. Opening the link shows the visit and a button; the button confirms it.
 */
async function confirmVisit(page: Page, language: Language, email: string) {
  const text = catalogues[language].visit;
  await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBe(1);
  const mail = decoded(mailsTo(email)[0] ?? "");
  expect(mail).toContain(catalogues[language].mail.visit.button);
  const link = mail.match(/https?:\/\/[^\s"<>\]]+\/(?:bezoek-bevestigen|confirmer-la-visite)\/[\w-]+\//)?.[0];
  if (!link) throw new Error("the mail has no confirmation link");
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.title);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  // Opening the link confirmed nothing: still no mail to the agency.
  expect(mailsTo(email)).toHaveLength(1);
  await page.getByRole("button", { name: text.button }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.confirmedTitle);
  await expect(page.getByRole("status")).toContainText(/\d{4}, \d\d:\d\d–\d\d:\d\d/);
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
          // Each form is filled in both languages, with and without JavaScript, on a desktop and
          // on a phone: each pair of language and JavaScript once, on one of them.
          const desktop = testInfo.project.name === "desktop";
          test.skip(
            desktop !== (javaScript === (language === "nl")),
            "this language and JavaScript on the other device",
          );
          // Two sends, a mail and the lead's record: up to 19 s in CI, close to the default 30 s.
          test.setTimeout(60_000);
          // Each journey is its own visitor for the rate limit (the server trusts the loopback proxy).
          await page.setExtraHTTPHeaders({
            "X-Forwarded-For": visitorAddress(),
          });
          const text = catalogues[language].forms;
          const email = `${formCase.kind}.${language}.${javaScript ? "js" : "nojs"}.${testInfo.project.name}.${Date.now()}@example.be`;
          await formCase.open(page, language);
          const section = form(page, formCase.kind);
          const person = formCase.person ?? true;
          await expect(section.getByRole("heading", { name: text.titlesOfForms[formCase.kind] })).toBeVisible();
          if (formCase.folded) await unfold(section, javaScript);
          // GDPR: the privacy statement is linked, and the marketing opt-in is its own box, never ticked.
          await expect(section.getByRole("link", { name: text.privacyLink })).toHaveAttribute(
            "href",
            /privac|confidentialite/,
          );
          await expect(section.getByRole("checkbox", { name: text.marketing })).not.toBeChecked();

          // The mistake: no last name, and an e-mail address without a domain.
          if (person) await section.getByLabel(text.titles.MS, { exact: true }).check();
          await field(section, text.fields.firstName).fill("Ann");
          await field(section, text.fields.email).fill("ann@");
          if (person) await field(section, text.fields.phone).fill("0475123456");
          await formCase.mistake?.(section, language);
          await section.getByRole("button", { name: text.send }).click();
          await expect(section.getByRole("alert")).toHaveText(text.problems.invalid);
          await expect(
            section.getByText(text.errors.required.replace("{{field}}", text.fields.lastName)),
          ).toBeVisible();
          await expect(section.getByText(text.errors.email)).toBeVisible();
          // What was typed is still there.
          await expect(field(section, text.fields.firstName)).toHaveValue("Ann");
          if (person) await expect(section.getByLabel(text.titles.MS, { exact: true })).toBeChecked();

          await field(section, text.fields.lastName).fill("Peeters");
          await field(section, text.fields.email).fill(email);
          await formCase.fill?.(page, language, javaScript);
          // With JavaScript the ALTCHA widget solves the captcha, and the form waits for it;
          // without, the visitor types it.
          if (!javaScript) await typeCaptcha(section);
          await section.getByRole("button", { name: text.send }).click();
          await expect(page).toHaveURL(formCase.thanks[language], { timeout: 30_000 });
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(catalogues[language].thanks.title);
          await expect(
            page.getByText(thanksText(formCase.kind, createTranslator(language, catalogues[language]))),
          ).toBeVisible();
          await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
          await formCase.after?.(page, language);
          await formCase.confirm?.(page, language, email);

          // Two mails: the lead to the agency (Reply-To the visitor), and the confirmation or the friend's;
          // a confirmed visit adds a third, with its day, time, address and calendar file.
          const mails = formCase.kind === "contact-appointment" ? 3 : 2;
          await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBe(mails);
          expect(
            mailsTo(email).filter((message) => message.includes("To: Immo Zuidrand <leads@immozuidrand.be>")),
          ).toHaveLength(1);
        });
      }
    }
  });
}

// Issue 14: a buyer living abroad, on a phone, in German, who gives no salutation.
for (const javaScript of [true, false]) {
  test.describe(`a German buyer on a phone, ${javaScript ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled: javaScript, viewport: { width: 390, height: 844 } });

    test("makes an offer from a Berlin address without a salutation, the postal code checked for Germany", async ({
      page,
    }, testInfo) => {
      await page.setExtraHTTPHeaders({ "X-Forwarded-For": visitorAddress() });
      const text = de.forms;
      const email = `berlin.${javaScript ? "js" : "nojs"}.${testInfo.project.name}.${Date.now()}@example.de`;
      await page.goto("/property/4104213/");
      const german = await page.locator('link[rel="alternate"][hreflang="de"]').getAttribute("href");
      await page.goto(new URL(german ?? "", page.url()).pathname);
      const section = form(page, "purchase-offer");
      await unfold(section, javaScript);

      // The salutation is optional: none is chosen, and "no salutation" is one of the choices; Fräulein is not.
      const salutations = section.getByRole("group", { name: text.fields.title });
      await expect(salutations.getByRole("radio")).toHaveCount(3);
      for (const radio of await salutations.getByRole("radio").all()) await expect(radio).not.toBeChecked();
      await expect(salutations.getByLabel(text.titles.none, { exact: true })).toBeVisible();
      await expect(salutations.getByText(text.titles.MISS)).toHaveCount(0);

      // Belgium first, then its neighbours, named in German.
      const country = field(section, text.fields.country);
      await expect(country).toHaveValue("BE");
      const names = await country.locator("option").allTextContents();
      expect(names.slice(0, 5)).toEqual(["Belgien", "Niederlande", "Frankreich", "Deutschland", "Luxemburg"]);

      await field(section, text.fields.amount).fill("435000");
      await field(section, text.fields.offerDate).fill("2026-12-01");
      await field(section, text.fields.validUntil).fill("2026-12-15");
      await field(section, text.fields.firstName).fill("Jonas");
      await field(section, text.fields.lastName).fill("Becker");
      await field(section, text.fields.email).fill(email);
      await field(section, text.fields.phone).fill("+49 30 1234567");
      await field(section, text.fields.street).fill("Invalidenstraße");
      await field(section, text.fields.houseNumber).fill("117");
      await field(section, text.fields.zip).fill("1234");
      await field(section, text.fields.city).fill("Berlin");
      await country.selectOption({ label: "Deutschland" });
      await field(section, text.fields.place).fill("Berlin");
      await field(section, text.fields.signerA).fill("Jonas Becker");
      if (!javaScript) await typeCaptcha(section);
      await section.getByRole("button", { name: text.send }).click();

      // A Belgian-looking postal code is no German one: the message says what one looks like.
      await expect(section.getByRole("alert")).toHaveText(text.problems.invalid);
      await expect(
        section.getByText(text.errors.zipCountry.replace("{{country}}", "Deutschland").replace("{{example}}", "10115")),
      ).toBeVisible();
      await expect(field(section, text.fields.city)).toHaveValue("Berlin");
      await expect(field(section, text.fields.country)).toHaveValue("DE");
      // Nothing is wider than the phone's screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      await field(section, text.fields.zip).fill("10115");
      if (!javaScript) await typeCaptcha(section);
      await section.getByRole("button", { name: text.send }).click();
      await expect(page).toHaveURL(/\/de\/danke\/kaufangebot\/\?offer=\d+\.\d+\.[\w-]+$/, { timeout: 30_000 });
      const summary = page.getByRole("region", { name: de.thanks.offer.title });
      await expect(summary).toContainText("Jonas Becker");
      await expect(summary).toContainText("10115 Berlin");

      // The buyer's confirmation and the agency's mail both go out.
      await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBe(2);
      for (const mail of mailsTo(email).map(decoded)) expect(mail).toContain("10115");
    });
  });
}

test("a post from another site is refused, and nothing is mailed", async ({ request }) => {
  const email = `cross-site.${Date.now()}@example.be`;
  // A valid captcha and valid fields: only the cross-site check can refuse it. The browser of a
  // visitor on another site says so in Sec-Fetch-Site (with an Origin of another host, React
  // Router's own check answers 400 before ours). The page is asked first, as a visitor would:
  // its captcha makes the server's secret, which solvedCaptcha reads.
  expect((await request.get("/nl/contact/")).ok()).toBe(true);
  const response = await request.post("/nl/contact/", {
    headers: { "Sec-Fetch-Site": "cross-site", "X-Forwarded-For": visitorAddress() },
    form: {
      form: "site-contact",
      title: "MR",
      firstName: "Jan",
      lastName: "Peeters",
      email,
      phone: "0475123456",
      ...solvedCaptcha(),
    },
  });
  expect(response.status()).toBe(403);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(mailsTo(email)).toEqual([]);
});

test("the sixth submission of a form in ten minutes from one visitor is refused with a translated message", async ({
  request,
}) => {
  test.skip(test.info().project.name !== "desktop", "one visitor, one run");
  const visitor = visitorAddress();
  const post = () =>
    request.post("/fr/contact/", { headers: { "X-Forwarded-For": visitor }, form: { form: "site-contact" } });
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 5; attempt++) statuses.push((await post()).status());
  expect(statuses).toEqual([400, 400, 400, 400, 400]);
  const refused = await post();
  expect(refused.status()).toBe(429);
  expect(await refused.text()).toContain(fr.forms.problems.tooMany.replace(/'/g, "&#x27;"));
});

test("when every place of every moment is taken, a late booking is refused and the page says the appointments are full", async ({
  page,
}) => {
  test.skip(test.info().project.name !== "desktop", "one property, one run");
  // Its own property (no other journey books it), filled with holds it makes itself: a run
  // again within the holds' 30 minutes finds them held and fills nothing more.
  const property = visitable[0];
  if (!property) throw new Error("the demo feed has no property with visit moments to come");
  await page.goto(`/property/${property.ID}/`);
  const section = form(page, "contact-appointment");
  const first = property.moments[0];
  if (!first) throw new Error("no moment");
  const left = new Map<number, number>();
  for (const moment of property.moments) {
    const option = section.locator(`input[value="${moment.ID}"]`);
    const label = (await option.count()) > 0 ? await option.locator("xpath=..").innerText() : "";
    left.set(moment.ID, Number(/nog (\d+) plaats/.exec(label)?.[1] ?? 0));
    expect(left.get(moment.ID)).toBeLessThanOrEqual(moment.Capacity);
  }

  // Every place left of every moment, each held by another visitor.
  let visitor = 0;
  for (const moment of property.moments) {
    for (let place = 0; place < (left.get(moment.ID) ?? 0); place++) {
      visitor++;
      const answer = await page.request.post(page.url(), {
        headers: { "X-Forwarded-For": visitorAddress() },
        form: {
          ...solvedCaptcha(),
          form: "contact-appointment",
          moment: String(moment.ID),
          title: "MR",
          firstName: "Piet",
          lastName: "Janssens",
          email: `piet.${visitor}.${Date.now()}@example.be`,
          phone: "0475123456",
        },
        maxRedirects: 0,
      });
      expect(answer.status()).toBe(303);
    }
  }
  const late = await page.request.post(page.url(), {
    headers: { "X-Forwarded-For": visitorAddress() },
    form: {
      ...solvedCaptcha(),
      form: "contact-appointment",
      moment: String(first.ID),
      title: "MS",
      firstName: "Els",
      lastName: "Laat",
      email: "els@example.be",
      phone: "0475123456",
    },
    maxRedirects: 0,
  });
  expect(late.status()).toBe(409);
  // What the visitor reads on the page that comes back: no moment is left.
  expect(await late.text()).toContain(nl.forms.appointmentsFull);

  await page.reload();
  await expect(section.getByText(nl.forms.appointmentsFull)).toBeVisible();
  await expect(section.getByRole("radio")).toHaveCount(0);
});

test("a visitor who asks again to visit the same property holds one place: the first mail's link says the later request took over", async ({
  page,
}) => {
  test.skip(test.info().project.name !== "desktop", "one property, one run");
  // Its own property: the full-moments journey takes the first, the visit journeys the last ones.
  const property = visitable[1];
  const [first, second] = property?.moments ?? [];
  if (!property || !first || !second) throw new Error("the demo feed has no property with two moments to come");
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": visitorAddress() });
  await page.goto(`/property/${property.ID}/`);
  const email = `els.${Date.now()}@example.be`;
  for (const moment of [first, second]) {
    const answer = await page.request.post(page.url(), {
      form: {
        ...solvedCaptcha(),
        form: "contact-appointment",
        moment: String(moment.ID),
        title: "MS",
        firstName: "Els",
        lastName: "Opnieuw",
        email,
        phone: "0475123456",
      },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(303);
  }
  await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBe(2);
  const links = mailsTo(email).map(
    (mail) => decoded(mail).match(/https?:\/\/[^\s"<>\]]+\/bezoek-bevestigen\/[\w-]+\//)?.[0] ?? "",
  );
  // One link holds the place; the other says why it no longer does, and offers no button.
  const pages = [];
  for (const link of links) {
    await page.goto(new URL(link).pathname);
    pages.push(await page.getByRole("heading", { level: 1 }).innerText());
    if ((pages.at(-1) ?? "") === nl.visit.expiredTitle) {
      await expect(page.getByText(nl.visit.replaced)).toBeVisible();
      await expect(page.getByRole("button", { name: nl.visit.button })).toHaveCount(0);
    }
  }
  expect([...pages].sort()).toEqual([nl.visit.title, nl.visit.expiredTitle].sort());
  const holding = links[pages.indexOf(nl.visit.title)] ?? "";
  await page.goto(new URL(holding).pathname);
  await page.getByRole("button", { name: nl.visit.button }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(nl.visit.confirmedTitle);
});

test("one sender mails at most ten friends a day; the eleventh is refused with a translated message", async ({
  page,
}, testInfo) => {
  test.skip(test.info().project.name !== "desktop", "one sender, one run");
  const sender = `sender.${testInfo.repeatEachIndex}.${testInfo.retry}.${Date.now()}@example.be`;
  await openInLanguage(page, "/property/4104213/", "fr");
  const send = (index: number) =>
    page.request.post(page.url(), {
      headers: { "X-Forwarded-For": visitorAddress() },
      form: {
        ...solvedCaptcha(),
        form: "send-to-friend",
        firstName: "Jean",
        lastName: "Dupont",
        email: sender,
        friendEmail: `ami.${index}.${Date.now()}@example.be`,
      },
      maxRedirects: 0,
    });
  const statuses: number[] = [];
  for (let index = 0; index < 10; index++) statuses.push((await send(index)).status());
  expect(statuses).toEqual(Array.from({ length: 10 }, () => 303));
  const refused = await send(10);
  expect(refused.status()).toBe(429);
  expect(await refused.text()).toContain(fr.forms.problems.friendLimit.replace(/'/g, "&#x27;"));
});

test("requested documents arrive as links that download the file, once per week and address; an expired link leads back", async ({
  page,
}) => {
  test.skip(test.info().project.name !== "desktop", "one request, one run");
  const property = documented[1];
  if (!property) throw new Error("the demo feed has no second property with documents");
  const email = `documents.${Date.now()}@example.be`;
  const fields = {
    form: "request-documents",
    title: "MS",
    firstName: "Ann",
    lastName: "Peeters",
    email,
    phone: "0475123456",
  };
  await page.goto(`/property/${property.ID}/`);
  const documentsVisitor = visitorAddress();
  const ask = () =>
    page.request.post(page.url(), {
      headers: { "X-Forwarded-For": documentsVisitor },
      form: { ...fields, ...solvedCaptcha() },
      maxRedirects: 0,
    });
  expect((await ask()).status()).toBe(303);

  await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBe(2);
  const confirmation = mailsTo(email)
    .map(decoded)
    .find((message) => message.includes("/documents/"));
  const links = [...new Set(confirmation?.match(/http:\/\/127\.0\.0\.1:\d+\/documents\/[\w.-]+/g) ?? [])];
  expect(links).toHaveLength(property.Documents.length);
  const download = await page.request.get(links[0] ?? "");
  expect(download.status()).toBe(200);
  expect(download.headers()["content-type"]).toBe("application/pdf");
  expect(download.headers()["content-disposition"]).toMatch(/^attachment; filename=".+\.pdf"$/);
  expect((await download.body()).subarray(0, 5).toString()).toBe("%PDF-");

  // The same address again within the week: 'documents already requested for this property'.
  const again = await ask();
  expect(again.status()).toBe(409);
  expect(await again.text()).toContain(nl.forms.problems.alreadyRequested);

  // A link signed with the server's secret but expired leads back to the property, which says so.
  const secret = readFileSync("tmp/e2e-data/document-links-secret", "utf8").trim();
  const payload = Buffer.from(JSON.stringify({ p: property.ID, d: 0, e: 1_700_000_000, l: "nl" })).toString(
    "base64url",
  );
  const signature = createHmac("sha256", secret).update(payload).digest("base64url");
  await page.goto(`/documents/${payload}.${signature}`);
  await expect(page).toHaveURL(/\?documents=expired#request-documents$/);
  await expect(page.getByText(nl.detail.documentsExpired)).toBeVisible();
  expect((await page.request.get(`/documents/${payload}.forged`)).status()).toBe(404);
});

for (const javaScript of [true, false]) {
  test(`a renamed executable is refused as a CV, ${javaScript ? "with" : "without"} JavaScript`, async ({
    browser,
  }) => {
    test.skip(test.info().project.name !== "desktop", "one file, one run");
    const context = await browser.newContext({ javaScriptEnabled: javaScript });
    const page = javaScript ? awaitScripts(await context.newPage()) : await context.newPage();
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": visitorAddress() });
    const text = nl.forms;
    await page.goto(`/property/${rentable[1]?.ID}/`);
    const section = form(page, "rent-application");
    await unfold(section, javaScript);
    await section.getByLabel(text.titles.MR, { exact: true }).check();
    for (const [name, value] of [
      [text.fields.firstName, "Jan"],
      [text.fields.lastName, "Peeters"],
      [text.fields.email, "jan.exe@example.be"],
      [text.fields.phone, "0475123456"],
      [text.fields.street, "Kerkstraat"],
      [text.fields.houseNumber, "1"],
      [text.fields.zip, "2650"],
      [text.fields.city, "Edegem"],
      [text.fields.adults, "1"],
      [text.fields.income, "2500"],
    ] as const) {
      await field(section, name).fill(value);
    }
    await field(section, text.fields.cv).setInputFiles({
      name: "cv.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("MZ\x90\x00\x03This program cannot be run in DOS mode."),
    });
    if (!javaScript) await typeCaptcha(section);
    await section.getByRole("button", { name: text.send }).click();
    await expect(section.getByText(text.errors.cvType)).toBeVisible();
    await expect(field(section, text.fields.firstName)).toHaveValue("Jan");
    await context.close();
  });
}

test("with JavaScript, the captcha's code loads only when the visitor turns to a form, and the widget solves it", async ({
  page,
}) => {
  test.skip(test.info().project.name !== "desktop", "one run");
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": visitorAddress() });
  const challenges: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/captcha-challenge")) challenges.push(request.url());
  });
  await page.goto("/nl/contact/");
  const section = form(page, "site-contact");
  await page.waitForLoadState("networkidle");
  // Nothing of the captcha before the visitor starts: no widget, no challenge, no picture.
  await expect(section.locator("altcha-widget")).toHaveCount(0);
  await expect(section.getByRole("img", { name: nl.forms.captchaPicture })).toHaveCount(1);
  expect(challenges).toEqual([]);
  await section.getByLabel(nl.forms.titles.MR, { exact: true }).check();
  await field(section, nl.forms.fields.firstName).fill("Jan");
  await widgetSolved(section);
  expect(challenges).toHaveLength(1);
  await expect(section.getByText(nl.forms.altcha.verified)).toBeVisible();
  // The picture gave way to the widget.
  await expect(section.getByRole("img", { name: nl.forms.captchaPicture })).toHaveCount(0);
  await field(section, nl.forms.fields.lastName).fill("Peeters");
  await field(section, nl.forms.fields.email).fill(`widget.${Date.now()}@example.be`);
  await field(section, nl.forms.fields.phone).fill("0475123456");
  await section.getByRole("button", { name: nl.forms.send }).click();
  await expect(page).toHaveURL("/nl/bedankt/hoe-kunnen-wij-u-helpen/", { timeout: 30_000 });
});

test("with JavaScript, a visitor who sends before the captcha is solved waits for it and is sent on", async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": visitorAddress() });
  await page.goto("/nl/contact/");
  await page.waitForLoadState("networkidle");
  const section = form(page, "site-contact");
  // A password manager's pace: every field at once, and the button at once after.
  await section.getByLabel(nl.forms.titles.MR, { exact: true }).check();
  await field(section, nl.forms.fields.firstName).fill("Jan");
  await field(section, nl.forms.fields.lastName).fill("Peeters");
  await field(section, nl.forms.fields.email).fill(`quick.${Date.now()}@example.be`);
  await field(section, nl.forms.fields.phone).fill("0475123456");
  await section.getByRole("button", { name: nl.forms.send }).click();
  await expect(page).toHaveURL("/nl/bedankt/hoe-kunnen-wij-u-helpen/", { timeout: 30_000 });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the captcha is a picture of characters: missing or wrong, it says so in the visitor's language", async ({
    page,
  }) => {
    test.skip(test.info().project.name !== "desktop", "one run");
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": visitorAddress() });
    await page.goto("/fr/contact/");
    const section = form(page, "site-contact");
    const picture = section.getByRole("img", { name: fr.forms.captchaPicture });
    const source = await picture.getAttribute("src");
    const answer = await page.request.get(source ?? "");
    expect(answer.headers()["content-type"]).toBe("image/png");
    await section.getByLabel(fr.forms.titles.MR, { exact: true }).check();
    await field(section, fr.forms.fields.firstName).fill("Jean");
    await field(section, fr.forms.fields.lastName).fill("Dupont");
    await field(section, fr.forms.fields.email).fill("jean.dupont@example.be");
    await field(section, fr.forms.fields.phone).fill("0475123456");
    await section.getByRole("button", { name: fr.forms.send }).click();
    await expect(section.getByText(fr.forms.errors.captchaRequired)).toBeVisible();
    await field(section, fr.forms.fields.captchaText).fill("ZZZZZ");
    await section.getByRole("button", { name: fr.forms.send }).click();
    await expect(section.getByText(fr.forms.errors.captcha)).toBeVisible();
    await expect(field(section, fr.forms.fields.lastName)).toHaveValue("Dupont");
    await typeCaptcha(section);
    await section.getByRole("button", { name: fr.forms.send }).click();
    await expect(page).toHaveURL("/fr/merci/comment-pouvons-nous-vous-aider/");
  });
});
