import { describe, expect, it } from "vitest";
import { buildCatalog } from "~/catalog/snapshot";
import { syntheticProperties, syntheticTypes } from "~/catalog/synthetic";
import type { Address } from "~/domain/records";
import { catalogues } from "~/i18n/messages";
import { createTranslator } from "~/i18n/translator";
import type { LeadKind } from "./forms";
import { leadMails, mailProperty, subjectName, visitAddress, visitCalendar, visitConfirmedMail } from "./mails.server";
import { leadTexts } from "./texts";

// A property as a mail's card shows it: the price reads as on the site, rents per month.

const card = {
  title: "Appartement met 2 slaapkamers",
  city: "Mortsel",
  price: 950,
  priceUnit: 2,
  priceUnitText: "per maand",
  path: "/nl/te-huur/mortsel/appartement/4100100/",
  picture: {
    url: "/media/feed/apartment-02.jpg?v=1",
    width: 1600,
    height: 1067,
    alt: "Woonkamer",
  },
};
const origin = "https://www.immozuidrand.be";

describe("a property in a mail", () => {
  it("reads a rent per month in the mail's language, a hidden price as on request, and links on the site", () => {
    const nl = createTranslator("nl", catalogues.nl);
    expect(mailProperty(card, nl, origin)).toMatchObject({
      price: "€\u00a0950 per maand",
      url: `${origin}/nl/te-huur/mortsel/appartement/4100100/`,
      place: "Mortsel",
    });
    const fr = createTranslator("fr", catalogues.fr);
    expect(mailProperty({ ...card, priceUnitText: "par mois" }, fr, origin).price).toBe("€\u00a0950 par mois");
    expect(mailProperty({ ...card, price: null }, nl, origin).price).toBe(nl("card.priceOnRequest"));
    expect(mailProperty(card, nl, origin).picture).toMatch(/^https:\/\/www\.immozuidrand\.be\/images\//);
  });
});

// Each form's mail says in its subject what the visitor sent, and about which property.

const catalog = buildCatalog({ version: 1, properties: syntheticProperties(2), projects: [], types: syntheticTypes });
const record = catalog.properties.values().next().value ?? expect.unreachable("no synthetic property");
const address: Address = {
  ...record.address,
  published: true,
  street: "Kerkstraat",
  houseNumber: "12",
  box: "3",
  zip: "2650",
  city: { nl: "Edegem", fr: "Edegem", en: "Edegem", de: "Edegem" },
};
const kinds = Object.keys(leadTexts).filter((kind) => kind !== "send-to-friend") as LeadKind[];

describe("the subject of a visitor's mail", () => {
  it("names the property by its street and town, by its type and town when the address is hidden", () => {
    const view = catalog.views.nl.propertyById.get(record.id) ?? expect.unreachable("no card");
    const card = { ...view, city: "Edegem" };
    const nl = createTranslator("nl", catalogues.nl);
    expect(subjectName({ kind: "property", card }, address, nl)).toBe("Kerkstraat 12, Edegem");
    expect(subjectName({ kind: "property", card }, { ...address, published: false }, nl)).toBe(
      `${card.mainTypeName} te Edegem`,
    );
    const fr = createTranslator("fr", catalogues.fr);
    expect(subjectName({ kind: "property", card }, undefined, fr)).toBe(`${card.mainTypeName} à Edegem`);
  });

  it("differs from form to form in every language", async () => {
    const card = catalog.views.nl.propertyById.get(record.id) ?? expect.unreachable("no card");
    for (const language of ["nl", "fr", "en", "de"] as const) {
      const subjects = await Promise.all(
        kinds.map(async (kind) => {
          const mails = await leadMails({
            kind,
            language,
            fields: { firstName: "Jan", lastName: "Peeters", email: "jan@example.be", moment: "x" },
            subject: { kind: "property", card },
            typeName: () => undefined,
            origin,
            ...(kind === "contact-appointment" ? { visit: { confirmUrl: `${origin}/x/`, minutes: 30 } } : {}),
          });
          return mails.find((mail) => mail.role === "visitor")?.mail.subject ?? "";
        }),
      );
      expect(new Set(subjects).size, `${language}: ${subjects.join(" | ")}`).toBe(kinds.length);
      expect(subjects.every((subject) => subject.length > 0 && !subject.includes("{{"))).toBe(true);
    }
  });
});

describe("a visit's address", () => {
  it("is the street, number, box, postcode and town, or only the postcode and town when not published", () => {
    const nl = createTranslator("nl", catalogues.nl);
    expect(visitAddress(address, "nl", nl)).toBe("Kerkstraat 12 bus 3, 2650 Edegem");
    expect(visitAddress({ ...address, published: false }, "nl", nl)).toBe("2650 Edegem");
  });
});

describe("a confirmed visit's mail", () => {
  const view = catalog.views.de.propertyById.get(record.id) ?? expect.unreachable("no card");
  const card = { ...view, city: "Edegem" };
  const input = {
    leadId: 7,
    language: "de" as const,
    fields: { firstName: "Anna", lastName: "Schmidt", email: "anna@example.de" },
    card,
    address,
    moment: { id: 1, date: "2026-12-05", start: "10:00", end: "12:00", capacity: 4 },
    origin,
    now: new Date("2026-11-24T06:00:00Z"),
  };

  it("names the day, the time in Brussels and the address, in the visitor's language, with the calendar file", async () => {
    const mail = await visitConfirmedMail(input);
    expect(mail.subject).toBe("Besichtigung bestätigt: Kerkstraat 12, Edegem");
    expect(mail.text).toContain("Wir erwarten Sie am Samstag, 5. Dezember 2026 um 10:00 Uhr.");
    expect(mail.text).toContain("von 10:00 bis 12:00 Uhr (belgische Zeit)");
    expect(mail.text).toContain("Kerkstraat 12 Bus 3, 2650 Edegem");
    expect(mail.attachments?.[0]).toMatchObject({
      filename: "besichtigung.ics",
      contentType: expect.stringMatching(/^text\/calendar/),
    });
    const ics = Buffer.from(mail.attachments?.[0]?.path.split(",")[1] ?? "", "base64").toString();
    expect(ics).toContain("UID:visit-7@immozuidrand.be\r\n");
    expect(ics).toContain("DTSTART;TZID=Europe/Brussels:20261205T100000\r\n");
  });

  it("says only the town when the address is not published, and how to learn it", async () => {
    const mail = await visitConfirmedMail({ ...input, address: { ...address, published: false } });
    expect(mail.text).not.toContain("Kerkstraat");
    expect(mail.text).toContain("2650 Edegem");
    expect(mail.text).toContain("Die genaue Adresse dieser Immobilie steht nicht auf unserer Website");
    expect(visitCalendar({ ...input, address: { ...address, published: false } }).content).toContain(
      "LOCATION:2650 Edegem\r\n",
    );
  });
});
