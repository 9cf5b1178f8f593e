import type { PropertyCard, ProjectCard } from "~/catalog/snapshot";
import { site } from "~/content/site.server";
import type { MailAddress, OutgoingMail } from "~/db/schema";
import { formatDate, formatPrice, formatPriceWithUnit, priceLabel } from "~/domain/format";
import type { Language } from "~/domain/language";
import { languageNames } from "~/i18n/catalogue";
import { catalogues } from "~/i18n/messages";
import type { Translate } from "~/i18n/translator";
import { createTranslator } from "~/i18n/translator";
import type { MailAgency, MailProperty, MailRow } from "~/mail/templates";
import { AgencyMail, renderMail, VisitorMail } from "~/mail/templates";
import { variantPath } from "~/media/variants";
import { linkDays } from "./documents.server";
import type { LeadKind } from "./forms";
import { fieldLabels, goalLabels, isFieldName, leadTexts, titleLabels } from "./texts";

// The two mails of a lead: the lead itself to the agency, in the site's main language, and a
// confirmation to the visitor in theirs. Rendered before the lead is stored, stored with it.
// A visit request's visitor mail asks to confirm the visit; the agency's waits until then.

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

function valueText(key: string, value: unknown, input: LeadMailInput, t: Translate, language: Language): string {
  if (typeof value === "boolean") return t(value ? "forms.yes" : "forms.no");
  if (Array.isArray(value)) return value.length > 0 ? value.join(", ") : "–";
  if (key === "title" && Object.hasOwn(titleLabels, String(value)))
    return t(titleLabels[value as keyof typeof titleLabels]);
  if (key === "goal" && Object.hasOwn(goalLabels, String(value)))
    return t(goalLabels[value as keyof typeof goalLabels]);
  if (key === "propertyType") return input.typeName(Number(value), language) ?? String(value);
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value, language);
  if (key === "amount") return formatPrice(Number(value));
  return String(value);
}

/** Every field the visitor filled in, labelled in the reader's language. */
function rows(input: LeadMailInput, t: Translate, language: Language): MailRow[] {
  return Object.entries(input.fields)
    .filter(([, value]) => value !== undefined && value !== "")
    .map(([key, value]) => ({
      label: isFieldName(key) ? t(fieldLabels[key]) : key,
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
          rows: rows(input, ta, languageDefault),
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
      subject: visit ? t("mail.visit.subject", { agency: details.name }) : t("mail.subject", { agency: details.name }),
      ...(await renderMail(
        VisitorMail({
          language: input.language,
          agency,
          preview: visitText?.[0] ?? t(leadTexts[input.kind].thanks),
          greeting: t("mail.greeting", { name: visitorName }),
          paragraphs: [
            ...(visitText ?? [t(leadTexts[input.kind].thanks)]),
            t("mail.questions", { phone: details.phone }),
          ],
          summaryTitle: t("mail.summary"),
          rows: rows(input, t, input.language),
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
