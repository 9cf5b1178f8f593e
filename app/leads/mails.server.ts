import { currentCatalog } from "~/catalog/catalog.server";
import type { PropertyCard, ProjectCard } from "~/catalog/snapshot";
import { site } from "~/content/site.server";
import { countryName, isCountryCode } from "~/domain/countries";
import type { MailAddress, OutgoingMail } from "~/db/schema";
import { formatDate, formatPrice, formatPriceWithUnit, priceLabel } from "~/domain/format";
import type { Language } from "~/domain/language";
import type { Address, VisitMoment } from "~/domain/records";
import type { MessageKey } from "~/i18n/catalogue";
import { languageNames } from "~/i18n/catalogue";
import { catalogues } from "~/i18n/messages";
import type { Translate } from "~/i18n/translator";
import { createTranslator } from "~/i18n/translator";
import { calendarFile } from "~/mail/ics";
import type { MailAgency, MailProperty, MailRow } from "~/mail/templates";
import { AgencyMail, renderMail, VisitorMail } from "~/mail/templates";
import { variantPath } from "~/media/variants";
import { linkDays } from "./documents.server";
import type { LeadKind } from "./forms";
import type { FieldName } from "./field-texts";
import { fieldLabels, goalLabels, isFieldName, titleLabels } from "./field-texts";
import { leadTexts, thanksText } from "./texts";
import { momentDay } from "./visits";

// The two mails of a lead: the lead itself to the agency, in the site's main language, and a
// confirmation to the visitor in theirs. Rendered before the lead is stored, stored with it.
// A visit request's visitor mail asks to confirm the visit; the agency's waits until then, and
// once confirmed the visitor gets the visit's day, time and place with a calendar file.

export type LeadSubject = { kind: "property"; card: PropertyCard } | { kind: "project"; card: ProjectCard } | null;

export interface LeadMailInput {
  kind: LeadKind;
  language: Language;
  fields: Record<string, unknown>;
  subject: LeadSubject;
  /** The property type names by WebID, in the reader's language. */
  typeName: (webId: number, language: Language) => string | undefined;
  origin: string;
  /** Request documents: the signed download links for the visitor. */
  documents?: { label: string; url: string }[];
  /** A file for the agency's mail only (a rent applicant's CV). */
  attachment?: { filename: string; path: string; contentType: string };
  /** A visit request: the link that confirms the hold, and how long the hold lasts. */
  visit?: { confirmUrl: string; minutes: number };
}

function translator(language: Language): Translate {
  return createTranslator(language, catalogues[language]);
}

/** Each form's mail to the visitor says in its subject what they sent, and about what. */
const visitorSubjects = {
  "site-contact": "mail.subjects.site-contact",
  "contact-me": "mail.subjects.contact-me",
  "contact-appointment": "mail.subjects.contact-appointment",
  "request-documents": "mail.subjects.request-documents",
  "purchase-offer": "mail.subjects.purchase-offer",
  "rent-application": "mail.subjects.rent-application",
  testimonial: "mail.subjects.testimonial",
  "contact-construction": "mail.subjects.contact-construction",
  "contact-demand": "mail.subjects.contact-demand",
} as const satisfies Record<Exclude<LeadKind, "send-to-friend">, MessageKey>;

/** The agency reads the fields under its own labels ("Telefoon"), not the visitor's ("Uw bericht"). */
const agencyFieldLabels = {
  captchaText: "mail.agency.fields.captchaText",
  rating: "mail.agency.fields.rating",
  adults: "mail.agency.fields.adults",
  children: "mail.agency.fields.children",
  income: "mail.agency.fields.income",
  employer: "mail.agency.fields.employer",
  cv: "mail.agency.fields.cv",
  amount: "mail.agency.fields.amount",
  amountWords: "mail.agency.fields.amountWords",
  advance: "mail.agency.fields.advance",
  offerDate: "mail.agency.fields.offerDate",
  validUntil: "mail.agency.fields.validUntil",
  place: "mail.agency.fields.place",
  signerA: "mail.agency.fields.signerA",
  signerB: "mail.agency.fields.signerB",
  friendEmail: "mail.agency.fields.friendEmail",
  moment: "mail.agency.fields.moment",
  title: "mail.agency.fields.title",
  firstName: "mail.agency.fields.firstName",
  lastName: "mail.agency.fields.lastName",
  email: "mail.agency.fields.email",
  phone: "mail.agency.fields.phone",
  message: "mail.agency.fields.message",
  slots: "mail.agency.fields.slots",
  street: "mail.agency.fields.street",
  houseNumber: "mail.agency.fields.houseNumber",
  zip: "mail.agency.fields.zip",
  city: "mail.agency.fields.city",
  country: "mail.agency.fields.country",
  propertyType: "mail.agency.fields.propertyType",
  goal: "mail.agency.fields.goal",
  marketing: "mail.agency.fields.marketing",
} as const satisfies Record<FieldName, MessageKey>;

/**
 * The property as a subject names it: its street and town ("Kerkstraat 12, Edegem"), or its
 * type and town when the agency does not publish the address; a project by its name and town.
 */
export function subjectName(subject: LeadSubject, address: Address | undefined, t: Translate): string {
  if (!subject) return "";
  if (subject.kind === "project") return `${subject.card.name}, ${subject.card.city}`;
  const { card } = subject;
  if (address?.published && address.street) return `${address.street} ${address.houseNumber}, ${card.city}`.trim();
  return t("mail.subjects.typeIn", { type: card.mainTypeName, city: card.city });
}

/** The address the catalog holds for a lead's property, for its subject. */
function propertyAddress(subject: LeadSubject): Address | undefined {
  return subject?.kind === "property" ? currentCatalog()?.properties.get(subject.card.id)?.address : undefined;
}

/** The property's address as a visitor goes to it; only the postcode and town when it is not published. */
export function visitAddress(address: Address, language: Language, t: Translate): string {
  const town = `${address.zip} ${address.city[language]}`;
  if (!address.published || !address.street) return town;
  const box = address.box ? ` ${t("property.box", { box: address.box })}` : "";
  return `${address.street} ${address.houseNumber}${box}, ${town}`;
}

function valueText(key: string, value: unknown, input: LeadMailInput, t: Translate, language: Language): string {
  if (typeof value === "boolean") return t(value ? "forms.yes" : "forms.no");
  if (Array.isArray(value)) return value.length > 0 ? value.join(", ") : "–";
  if (key === "title" && Object.hasOwn(titleLabels, String(value)))
    return t(titleLabels[value as keyof typeof titleLabels]);
  if (key === "goal" && Object.hasOwn(goalLabels, String(value)))
    return t(goalLabels[value as keyof typeof goalLabels]);
  if (key === "country" && isCountryCode(value)) return countryName(value, language);
  if (key === "propertyType") return input.typeName(Number(value), language) ?? String(value);
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value, language);
  if (key === "amount") return formatPrice(Number(value));
  return String(value);
}

/**
 * What the visitor's own mail leaves out of their summary: text they typed freely. Their mail
 * goes to the address typed beside it, so it must not carry a stranger's words to a stranger
 * (decision 071); the agency's mail shows every field.
 */
const typedFreely = new Set(["message", "employer", "street", "houseNumber", "city"]);

/** Every field the visitor filled in, labelled for the reader (the visitor's labels or the agency's). */
function rows(
  input: LeadMailInput,
  labels: Record<FieldName, MessageKey>,
  t: Translate,
  language: Language,
  reader: "agency" | "visitor",
): MailRow[] {
  return Object.entries(input.fields)
    .filter(([key, value]) => value !== undefined && value !== "" && !(reader === "visitor" && typedFreely.has(key)))
    .map(([key, value]) => ({
      label: isFieldName(key) ? t(labels[key]) : key,
      value: valueText(key, value, input, t, language),
    }));
}

function property(subject: LeadSubject, t: Translate, origin: string): MailProperty | null {
  if (!subject) return null;
  const picture = subject.card.picture ? origin + variantPath(subject.card.picture.url, 750, "jpg") : null;
  if (subject.kind === "project") {
    const { card } = subject;
    const price = `${formatPriceWithUnit(card.priceMin, 1, "")} – ${formatPriceWithUnit(card.priceMax, 1, "")}`;
    return { title: card.name, place: `${card.zip} ${card.city}`, price, url: origin + card.path, picture };
  }
  return mailProperty(subject.card, t, origin);
}

/** A property as a mail's card shows it: its photo, title, town and price, and its link on the site. */
export function mailProperty(
  card: Pick<PropertyCard, "title" | "city" | "price" | "priceUnit" | "priceUnitText" | "path" | "picture">,
  t: Translate,
  origin: string,
): MailProperty {
  const picture = card.picture ? origin + variantPath(card.picture.url, 750, "jpg") : null;
  // A rent reads as the page shows it: "€ 950 per maand", "€ 950 par mois".
  const price = priceLabel(
    { price: card.price, unit: card.priceUnit, unitText: card.priceUnitText },
    { onRequest: t("card.priceOnRequest"), startingFrom: t("card.startingFrom") },
  );
  return { title: card.title, place: card.city, price, url: origin + card.path, picture };
}

/** Who a mail of a lead goes to: the agency, and the visitor or, for send-to-friend, the friend. */
export interface LeadMail {
  role: "agency" | "visitor" | "friend";
  mail: OutgoingMail;
}

/** The agency as a mail's footer names it, and the address the site's mails come from. */
export function mailSender(language: Language, origin: string): { agency: MailAgency; from: MailAddress } {
  const { agency: details, forms } = site().settings;
  return {
    agency: {
      name: details.name,
      street: details.street,
      zipCity: `${details.zip} ${details.city[language]}`,
      phone: details.phone,
      email: details.email,
      origin,
    },
    from: { name: details.name, address: forms.mailFrom },
  };
}

export async function leadMails(input: LeadMailInput): Promise<LeadMail[]> {
  const { agency: details, forms, languageDefault } = site().settings;
  const { agency, from: website } = mailSender(input.language, input.origin);
  const visitorName = `${String(input.fields.firstName)} ${String(input.fields.lastName)}`;
  const visitor = { name: visitorName, address: String(input.fields.email) };
  const t = translator(input.language);

  const ta = translator(languageDefault);
  const kindName = ta(leadTexts[input.kind].name);
  const toAgency: LeadMail = {
    role: "agency",
    mail: {
      from: website,
      to: { name: details.name, address: forms.leadsTo },
      replyTo: visitor,
      subject: ta("mail.agency.subject", { kind: kindName, name: visitorName }),
      ...(input.attachment ? { attachments: [input.attachment] } : {}),
      ...(await renderMail(
        AgencyMail({
          language: languageDefault,
          agency,
          heading: ta("mail.agency.heading", { kind: kindName }),
          // A visit's mail to the agency goes out only once the visitor has confirmed it.
          intro: [
            ta("mail.agency.intro", { language: ta(languageNames[input.language]) }),
            ...(input.visit ? [ta("mail.agency.visitConfirmed")] : []),
          ].join(" "),
          rows: rows(input, agencyFieldLabels, ta, languageDefault, "agency"),
          property: property(input.subject, ta, input.origin),
          propertyLink: ta("mail.view"),
          replyHint: ta("mail.agency.reply"),
        }),
      )),
    },
  };

  if (input.kind === "send-to-friend") {
    // The property card for the friend, with the sender's name and the sender as Reply-To: never
    // words of the sender's own, so the agency's address relays no free text to a stranger.
    const title = input.subject?.kind === "property" ? input.subject.card.title : "";
    const toFriend: LeadMail = {
      role: "friend",
      mail: {
        from: website,
        to: { name: "", address: String(input.fields.friendEmail) },
        replyTo: visitor,
        subject: t("mail.friend.subject", { name: visitorName, title }),
        ...(await renderMail(
          VisitorMail({
            language: input.language,
            agency,
            preview: t("mail.friend.intro", { name: visitorName }),
            greeting: t("mail.friend.greeting"),
            paragraphs: [t("mail.friend.intro", { name: visitorName }), t("mail.friend.why", { agency: details.name })],
            summaryTitle: "",
            rows: [],
            property: property(input.subject, t, input.origin),
            propertyLink: t("mail.view"),
            signOff: t("mail.signOff"),
          }),
        )),
      },
    };
    return [toAgency, toFriend];
  }

  // A visit request asks the visitor to confirm: their place is held until then.
  const { visit } = input;
  const moment = String(input.fields.moment ?? "");
  const visitText = visit && [
    t("mail.visit.held", { moment, minutes: visit.minutes }),
    t("mail.visit.confirm", { minutes: visit.minutes }),
  ];
  const toVisitor: LeadMail = {
    role: "visitor",
    mail: {
      from: website,
      to: visitor,
      replyTo: { name: details.name, address: details.email },
      subject: t(visitorSubjects[input.kind], {
        agency: details.name,
        property: subjectName(input.subject, propertyAddress(input.subject), t),
      }),
      // A visit's confirmation link and the documents' download links open something: not kept
      // in the row once the mail is sent.
      ...(visit || input.documents ? { secret: true as const } : {}),
      ...(await renderMail(
        VisitorMail({
          language: input.language,
          agency,
          preview: visitText?.[0] ?? thanksText(input.kind, t),
          greeting: t("mail.greeting", { name: visitorName }),
          paragraphs: [...(visitText ?? [thanksText(input.kind, t)]), t("mail.questions", { phone: details.phone })],
          summaryTitle: t("mail.summary"),
          rows: rows(input, fieldLabels, t, input.language, "visitor"),
          property: property(input.subject, t, input.origin),
          propertyLink: t("mail.view"),
          signOff: t("mail.signOff"),
          links: visit
            ? {
                items: [{ label: t("mail.visit.button"), value: visit.confirmUrl }],
                note: t("mail.visit.note", { minutes: visit.minutes }),
              }
            : input.documents && {
                items: input.documents.map((link) => ({ label: link.label, value: link.url })),
                note: t("mail.documentsValid", { days: linkDays }),
              },
        }),
      )),
    },
  };
  return [toAgency, toVisitor];
}

export interface VisitConfirmedInput {
  /** The visit's lead: its id makes the calendar entry's UID. */
  leadId: number;
  language: Language;
  /** The lead's fields as stored: the visitor's name and address. */
  fields: Record<string, unknown>;
  /** The property's card in the visitor's language, and its address from the catalog. */
  card: PropertyCard;
  address: Address;
  moment: VisitMoment;
  origin: string;
  now: Date;
}

/** The visit as a calendar file: the same UID however often it is made for this visit. */
export function visitCalendar(input: VisitConfirmedInput): { filename: string; content: string } {
  const t = translator(input.language);
  const { agency: details, forms } = site().settings;
  const place = visitAddress(input.address, input.language, t);
  const content = calendarFile(
    {
      uid: `visit-${input.leadId}@${forms.mailFrom.split("@")[1]}`,
      stamp: input.now,
      date: input.moment.date,
      start: input.moment.start,
      end: input.moment.end,
      summary: t("mail.visitConfirmed.event", { property: place }),
      location: place,
      description: [
        t("mail.visitConfirmed.eventDescription", { agency: details.name, phone: details.phone }),
        input.card.title,
        input.origin + input.card.path,
      ].join("\n"),
      url: input.origin + input.card.path,
      organizer: { name: details.name, email: details.email },
    },
    `-//${details.name}//Website//${input.language.toUpperCase()}`,
  );
  return { filename: t("mail.visitConfirmed.file"), content };
}

/**
 * The mail a visitor gets once they confirmed their visit: its day, time (Brussels) and address,
 * the property, and the visit as a calendar file to add with one click.
 */
export async function visitConfirmedMail(input: VisitConfirmedInput): Promise<OutgoingMail> {
  const t = translator(input.language);
  const { agency: details } = site().settings;
  const { agency, from } = mailSender(input.language, input.origin);
  const name = `${String(input.fields.firstName)} ${String(input.fields.lastName)}`;
  const day = momentDay(input.moment, input.language);
  const place = visitAddress(input.address, input.language, t);
  const calendar = visitCalendar(input);
  const subject: LeadSubject = { kind: "property", card: input.card };
  return {
    from,
    to: { name, address: String(input.fields.email) },
    replyTo: { name: details.name, address: details.email },
    subject: t("mail.subjects.visitConfirmed", { property: subjectName(subject, input.address, t) }),
    // The file rides in the row as a data: URL: nothing to keep on disk, the same on every retry.
    attachments: [
      {
        filename: calendar.filename,
        path: `data:text/calendar;charset=utf-8;base64,${Buffer.from(calendar.content).toString("base64")}`,
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
      },
    ],
    ...(await renderMail(
      VisitorMail({
        language: input.language,
        agency,
        preview: t("mail.visitConfirmed.intro", { day, time: input.moment.start }),
        greeting: t("mail.greeting", { name }),
        paragraphs: [
          t("mail.visitConfirmed.intro", { day, time: input.moment.start }),
          ...(input.address.published && input.address.street
            ? []
            : [t("mail.visitConfirmed.addressOnRequest", { phone: details.phone })]),
          t("mail.visitConfirmed.calendar"),
          t("mail.visitConfirmed.cancel"),
          t("mail.questions", { phone: details.phone }),
        ],
        summaryTitle: t("mail.visitConfirmed.heading"),
        rows: [
          {
            label: t("mail.visitConfirmed.when"),
            value: t("mail.visitConfirmed.time", { day, start: input.moment.start, end: input.moment.end }),
          },
          { label: t("mail.visitConfirmed.where"), value: place },
        ],
        property: mailProperty(input.card, t, input.origin),
        propertyLink: t("mail.view"),
        signOff: t("mail.signOff"),
      }),
    )),
  };
}
