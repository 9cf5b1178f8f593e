import { readFileSync } from "node:fs";
import type { Email } from "postal-mime";
import PostalMime from "postal-mime";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { LeadKind } from "~/leads/forms";
import type { LeadPlace } from "~/leads/place.server";
import type * as ActionModule from "~/leads/action.server";
import type * as RouteModule from "~/routes/visit-confirmation";
import type { TestMailbox } from "./support/smtp";
import { testMailbox } from "./support/smtp";
import { siteContent } from "./support/content";
import { siteDataRemover } from "./support/site-data";

// Every form, submitted as a visitor does, and every mail read as it arrives at a real SMTP
// server (issue 14): each mail's subject says what was sent and about which property, the
// agency's copy speaks to the agency, and a confirmed visit's mail names its day, time and
// address with a calendar file. The captcha is off in this copy of the settings: it has its own tests.

const origin = "http://127.0.0.1:3000";
const saleId = 4100070; // Valaarstraat 112, 2610 Wilrijk, with documents
const rentId = 4100001;
const projectId = 10;
const projectUnitId = 4101478;
const momentId = 990_101;
const inAWeek = new Date(Date.now() + 7 * 24 * 3600_000).toISOString().slice(0, 10);
const today = new Date().toISOString().slice(0, 10);
const person = { title: "MR", firstName: "Jan", lastName: "Peeters", phone: "0475 12 34 56" };
const home = { street: "Kerkstraat", houseNumber: "12", zip: "2650", city: "Edegem" };

let ipCounter = 0;
function post(pathname: string, fields: Record<string, string>) {
  ipCounter++;
  return new Request(origin + pathname, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "X-Client-IP": `10.14.${ipCounter >> 8}.${ipCounter & 255}` },
  });
}

describe("the mails of every form, as they arrive", () => {
  let dataDir: string;
  let removeData: () => Promise<void>;
  let mailbox: TestMailbox;
  let action: typeof ActionModule;
  let route: typeof RouteModule;
  let places: Record<"site" | "sale" | "rent" | "project", (kind: LeadKind) => LeadPlace>;
  let paths: Record<"site" | "sale" | "rent" | "project", string>;
  let typeWebId: number;

  beforeAll(async () => {
    mailbox = await testMailbox();
    let contentDir: string;
    ({ dataDir, contentDir } = siteContent("lead-mails-", { captcha: false }));
    vi.stubEnv("DATA_DIR", dataDir);
    vi.stubEnv("CONTENT_DIR", contentDir);
    vi.stubEnv("DATABASE_URL", undefined);
    // The server's own sending loop delivers to the test server, as in production.
    vi.stubEnv("SMTP_URL", mailbox.url);
    removeData = await siteDataRemover(dataDir);

    const { getDatabase } = await import("~/db/database.server");
    const { importFeed } = await import("~/catalog/import.server");
    const feed = JSON.parse(readFileSync("content/feed/demo-feed.json", "utf8"));
    const mine = (entry: { ID: number }) => [saleId, rentId, projectUnitId].includes(entry.ID);
    const { db } = await getDatabase();
    await importFeed(
      db,
      {
        ...feed,
        PropertyList: feed.PropertyList.filter(mine),
        Properties: feed.Properties.filter(mine).map((record: { ID: number }) => ({
          ...record,
          VisitMoments:
            record.ID === saleId ? [{ ID: momentId, Date: inAWeek, Start: "10:00", End: "12:00", Capacity: 5 }] : [],
        })),
        Projects: feed.Projects.filter((project: { ID: number }) => project.ID === projectId),
      },
      { source: "demo" },
    );
    const { getCatalog } = await import("~/catalog/catalog.server");
    const view = (await getCatalog()).views.nl;
    const sale = view.propertyById.get(saleId);
    const rent = view.propertyById.get(rentId);
    const project = view.projectById.get(projectId);
    if (!sale || !rent || !project) throw new Error("the demo feed's properties were not imported");
    typeWebId = [...view.typeByWebId.keys()][0] ?? 0;
    places = {
      site: (kind) => ({ language: "nl", forms: [kind], subject: null }),
      sale: (kind) => ({ language: "nl", forms: [kind], subject: { kind: "property", card: sale } }),
      rent: (kind) => ({ language: "nl", forms: [kind], subject: { kind: "property", card: rent } }),
      project: (kind) => ({ language: "nl", forms: [kind], subject: { kind: "project", card: project } }),
    };
    paths = { site: "/nl/contact/", sale: sale.path, rent: rent.path, project: project.path };
    action = await import("~/leads/action.server");
    route = await import("~/routes/visit-confirmation");
  });
  afterAll(async () => {
    await removeData();
    await mailbox.stop();
  });

  async function submit(where: keyof typeof places, kind: LeadKind, fields: Record<string, string>) {
    const pathname = paths[where];
    const answer = await action.handleLeadPost(post(pathname, { form: kind, ...fields }), new URL(origin + pathname), {
      ...places[where](kind),
      language: (fields.language as "fr" | undefined) ?? "nl",
    });
    expect(answer instanceof Response && answer.status, `${kind}: ${JSON.stringify(answer)}`).toBe(303);
  }

  /** The mails to this address once `count` of them have arrived, parsed as a mail client does. */
  async function mailsTo(address: string, count: number): Promise<Email[]> {
    for (let wait = 0; wait < 200; wait++) {
      const parsed = await Promise.all(mailbox.messages.map((message) => PostalMime.parse(message)));
      const mine = parsed.filter((mail) => mail.to?.some((to) => to.address === address));
      if (mine.length >= count) return mine;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`fewer than ${count} mails reached ${address}`);
  }

  const forms: [keyof typeof places, LeadKind, Record<string, string>][] = [
    ["site", "site-contact", { ...person, message: "Hebt u iets in Edegem?" }],
    ["sale", "contact-me", { ...person, message: "Is er een tuin?" }],
    ["sale", "contact-appointment", { ...person, moment: String(momentId) }],
    ["sale", "request-documents", { ...person }],
    [
      "sale",
      "purchase-offer",
      {
        ...person,
        ...home,
        amount: "350000",
        offerDate: today,
        validUntil: inAWeek,
        place: "Edegem",
        signerA: "Jan Peeters",
      },
    ],
    ["rent", "rent-application", { ...person, ...home, adults: "2", income: "4200" }],
    ["site", "testimonial", { firstName: "Jan", lastName: "Peeters", rating: "5", message: "Vlot verkocht!" }],
    ["project", "contact-construction", { ...person, message: "Wat kost een appartement?" }],
    ["site", "contact-demand", { ...person, ...home, goal: "sale" }],
  ];

  it("gives each form's mail its own subject, naming the property or project, and the agency its own labels", async () => {
    for (const [where, kind, fields] of forms) {
      const extra: Record<string, string> = kind === "contact-demand" ? { propertyType: String(typeWebId) } : {};
      await submit(where, kind, { ...fields, ...extra, email: `${kind}@example.be` });
    }
    const subjects: Record<string, string> = {};
    for (const [, kind] of forms) subjects[kind] = (await mailsTo(`${kind}@example.be`, 1))[0]?.subject ?? "";
    expect(subjects).toEqual({
      "site-contact": "Uw vraag aan Immo Zuidrand",
      "contact-me": "Uw vraag over Valaarstraat 112, Wilrijk",
      "contact-appointment": "Bevestig uw bezoek aan Valaarstraat 112, Wilrijk",
      "request-documents": "Uw documenten voor Valaarstraat 112, Wilrijk",
      "purchase-offer": "Uw bod op Valaarstraat 112, Wilrijk",
      "rent-application": expect.stringMatching(/^Uw kandidatuur voor Fortstraat 131, /),
      testimonial: "Bedankt voor uw getuigenis",
      "contact-construction": expect.stringMatching(/^Uw vraag over het project Residentie Drie Eiken, /),
      "contact-demand": "Uw aanvraag voor een gratis schatting",
    });
    expect(new Set(Object.values(subjects)).size).toBe(forms.length);

    // The agency's copies, in Dutch: its own labels, none of the visitor's "Uw …".
    const agency = await mailsTo("leads@immozuidrand.be", forms.length - 1);
    for (const mail of agency) {
      expect(mail.text).not.toMatch(/^\s*Uw [^:\n]*:/m);
      expect(mail.html).not.toMatch(/<strong>Uw [^<]*:<\/strong>/);
    }
    const question = agency.find((mail) => mail.replyTo?.[0]?.address === "site-contact@example.be");
    expect(question?.text).toContain("Bericht van de bezoeker: Hebt u iets in Edegem?");
    expect(question?.text).toContain("Telefoon: 0475 12 34 56");
    const offer = agency.find((mail) => mail.replyTo?.[0]?.address === "purchase-offer@example.be");
    expect(offer?.text).toContain("Bod: €\u00a0350.000");
    expect(offer?.text).toContain("Land: België");

    // The delay the valuation's mail names is the one its page and thank-you page name.
    const valuation = (await mailsTo("contact-demand@example.be", 1))[0];
    expect(valuation?.text).toContain("We bellen u binnen 2 werkdagen om een afspraak te maken");
  });

  it("mails a confirmed visit's day, time and address with a calendar file, once", async () => {
    const email = "visit@example.be";
    await submit("sale", "contact-appointment", { ...person, email, moment: String(momentId) });
    const [request] = await mailsTo(email, 1);
    // The request's mail promises the mail that follows.
    expect(request?.text).toContain("Daarna krijgt u een e-mail met de datum, het uur en het adres");
    const link = new URL(request?.text?.match(/https?:\/\/\S+\/nl\/bezoek-bevestigen\/[\w-]+\//)?.[0] ?? "");
    const token = link.pathname.split("/").at(-2) ?? "";
    const confirm = () =>
      route.action({
        request: new Request(link, {
          method: "POST",
          body: "confirm=yes",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
        }),
        url: link,
        params: { token },
        context: {},
      } as never);
    await confirm();
    const confirmed = (await mailsTo(email, 2))[1];
    expect(confirmed?.subject).toBe("Uw bezoek aan Valaarstraat 112, Wilrijk is bevestigd");
    const day = new Intl.DateTimeFormat("nl-BE", {
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }).format(new Date(`${inAWeek}T00:00:00Z`));
    expect(confirmed?.text).toContain(`We verwachten u op ${day} om 10:00.`);
    expect(confirmed?.text).toContain(`Wanneer: ${day}, van 10:00 tot 12:00 (Belgische tijd)`);
    expect(confirmed?.text).toContain("Waar: Valaarstraat 112, 2610 Wilrijk");

    const [file] = confirmed?.attachments ?? [];
    expect(file?.filename).toBe("bezoek.ics");
    expect(file?.mimeType).toBe("text/calendar");
    // Its bytes as sent (a parser's text would have its line ends made native).
    const raw = mailbox.messages.find((message) => message.includes("filename=bezoek.ics")) ?? "";
    const base64 = raw.match(/filename=bezoek\.ics\r\n(?:[\w-]+:.*\r\n)*\r\n([\w+/=\r\n]+?)\r\n--/)?.[1] ?? "";
    const ics = Buffer.from(base64.replace(/\r\n/g, ""), "base64").toString("utf8");
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n[^]*END:VCALENDAR\r\n$/);
    expect(ics.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const lines = ics.replace(/\r\n[ \t]/g, "").split("\r\n");
    const value = (name: string) => lines.find((line) => line.startsWith(`${name}:`))?.slice(name.length + 1);
    expect(value("METHOD")).toBe("PUBLISH");
    expect(value("DTSTART;TZID=Europe/Brussels")).toBe(`${inAWeek.replaceAll("-", "")}T100000`);
    expect(value("DTEND;TZID=Europe/Brussels")).toBe(`${inAWeek.replaceAll("-", "")}T120000`);
    expect(value("LOCATION")).toBe("Valaarstraat 112\\, 2610 Wilrijk");
    expect(value("UID")).toMatch(/^visit-\d+@immozuidrand\.be$/);
    expect(lines.find((line) => line.startsWith("ORGANIZER"))).toContain("mailto:info@immozuidrand.be");

    // A second press sends nothing more, to the visitor or the agency.
    await confirm();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await mailsTo(email, 2)).toHaveLength(2);
  });

  it("names a French applicant's country in French, and the agency's in Dutch, greeting by name without a salutation", async () => {
    const email = "candidat@example.be";
    const withoutTitle = { firstName: "Jan", lastName: "Peeters", phone: "0475 12 34 56" };
    await submit("rent", "rent-application", {
      ...withoutTitle,
      street: "Invalidenstraße",
      houseNumber: "4",
      zip: "10115",
      city: "Berlin",
      country: "DE",
      adults: "1",
      income: "3900",
      email,
      language: "fr",
    });
    const [mail] = await mailsTo(email, 1);
    expect(mail?.text).toContain("Bonjour Jan Peeters,");
    expect(mail?.text).toContain("Allemagne");
    expect(mail?.text).not.toContain("undefined");
    const agency = (await mailsTo("leads@immozuidrand.be", 1)).find((entry) => entry.replyTo?.[0]?.address === email);
    expect(agency?.text).toContain("Land: Duitsland");
    expect(agency?.text).not.toContain("Aanspreking");
  });
});
