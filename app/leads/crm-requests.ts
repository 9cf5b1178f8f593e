import type { CrmMethod, SearchAlertCriteria } from "~/db/schema";
import { countryName, homeCountry, isCountryCode } from "~/domain/countries";
import { formatPrice } from "~/domain/format";
import type { Language } from "~/domain/language";
import type { Translate } from "~/i18n/translator";
import type { LeadKind } from "./forms";
import { fieldLabels, goalLabels, isFieldName, titleLabels } from "./field-texts";
import { leadTexts } from "./texts";

// What the agency's CRM is sent (docs/decisions/028-crm-forwarding.md): Omnicasa's request
// fields as the public client libraries name them. Pure: the caller adds the credentials when
// it sends, and gives the words for the agency (the site's main language).

export interface CrmCall {
  method: CrmMethod;
  request: Record<string, unknown>;
}

/** Omnicasa's LanguageId of each site language. */
export const crmLanguageIds: Record<Language, number> = { nl: 1, fr: 2, en: 3, de: 4 };
/** Omnicasa's Goal: 0 sale, 1 rent. */
const crmGoals = { sale: 0, rent: 1 } as const;

/** A testimonial is not a request to be contacted; send-to-friend mails a stranger's address. */
const notForwarded: readonly LeadKind[] = ["send-to-friend", "testimonial"];
/** Forms whose street, number, postal code and town are where the visitor lives. */
const livesAt: readonly LeadKind[] = ["purchase-offer", "rent-application"];
const addressFields = ["street", "houseNumber", "zip", "city", "country"];
/** Fields sent as fields of their own, not repeated in the text. */
const ownFields = ["firstName", "lastName", "email", "phone", "marketing", "message"];

export interface CrmLead {
  kind: LeadKind;
  language: Language;
  propertyId: number | null;
  projectId: number | null;
  fields: Record<string, unknown>;
}

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

function language(lang: Language) {
  // LanguageId is the language of the call; LanguageIdFromParameter the person's, as far as the
  // libraries tell. Both are the visitor's.
  return { LanguageId: crmLanguageIds[lang], LanguageIdFromParameter: crmLanguageIds[lang] };
}

function valueText(key: string, value: unknown, t: Translate, agency: Language): string {
  if (typeof value === "boolean") return t(value ? "forms.yes" : "forms.no");
  if (Array.isArray(value)) return value.join(", ");
  if (key === "title" && Object.hasOwn(titleLabels, String(value)))
    return t(titleLabels[value as keyof typeof titleLabels]);
  if (key === "goal" && Object.hasOwn(goalLabels, String(value)))
    return t(goalLabels[value as keyof typeof goalLabels]);
  if (key === "amount" && typeof value === "number") return formatPrice(value);
  if (key === "country" && isCountryCode(value)) return countryName(value, agency);
  return String(value);
}

/**
 * A lead as ContactOnMe (about a property: its ObjectID; from the contact or valuation page:
 * without one) or ContactOnMeProject (about a project: its ProjectIDs); null for the forms
 * that are not forwarded. `t` gives the agency's words for the subject and the text, in `agency`,
 * their language (Dutch unless told).
 */
export function leadCall(lead: CrmLead, t: Translate, agency: Language = "nl"): CrmCall | null {
  if (notForwarded.includes(lead.kind)) return null;
  const { fields } = lead;
  const ownAddress = livesAt.includes(lead.kind);
  const valuation = lead.kind === "contact-demand";
  const lines = Object.entries(fields)
    .filter(([key, value]) => !ownFields.includes(key) && value !== undefined && value !== "")
    .filter(([key]) => !(ownAddress && addressFields.includes(key)))
    // The valuation's type and goal go as WebIDs and Goal: a WebID alone says nothing in a text.
    .filter(([key]) => !(valuation && key === "propertyType"))
    .filter(([, value]) => !(Array.isArray(value) && value.length === 0))
    .map(([key, value]) => `${isFieldName(key) ? t(fieldLabels[key]) : key}: ${valueText(key, value, t, agency)}`);
  // ContactOnMe has no field for a country: an address abroad says so in the text, first.
  const abroad = ownAddress && isCountryCode(fields.country) && fields.country !== homeCountry;
  if (abroad) lines.unshift(`${t(fieldLabels.country)}: ${valueText("country", fields.country, t, agency)}`);
  const message = text(fields.message);
  const request: Record<string, unknown> = {
    Name: text(fields.lastName),
    FirstName: text(fields.firstName),
    Email: text(fields.email),
    ...(text(fields.phone) ? { PhoneNumber: text(fields.phone) } : {}),
    ...(ownAddress
      ? {
          Address: `${text(fields.street)} ${text(fields.houseNumber)}`.trim(),
          Zip: text(fields.zip),
          City: text(fields.city),
        }
      : {}),
    IsReceivedEmail: fields.marketing === true,
    ...(valuation && (fields.goal === "sale" || fields.goal === "rent") ? { Goal: crmGoals[fields.goal] } : {}),
    ...(valuation && typeof fields.propertyType === "number" ? { WebIDs: [fields.propertyType] } : {}),
    Subject: t(leadTexts[lead.kind].name),
    Content: [lines.join("\n"), message].filter((part) => part !== "").join("\n\n"),
    ...language(lead.language),
  };
  if (lead.projectId !== null)
    return { method: "ContactOnMeProject", request: { ...request, ProjectIDs: [lead.projectId] } };
  if (lead.propertyId !== null) return { method: "ContactOnMe", request: { ...request, ObjectID: lead.propertyId } };
  return { method: "ContactOnMe", request };
}

export interface CrmAlert {
  name: string;
  email: string;
  phone: string;
  language: Language;
  criteria: SearchAlertCriteria;
}

/**
 * A confirmed search alert as DemandRegister: the person and what they look for. The site sends
 * the alert's mails itself, so the CRM is not asked to mail them (IsReceivedEmail false).
 */
export function demandRegisterCall(alert: CrmAlert): CrmCall {
  const { criteria } = alert;
  return {
    method: "DemandRegister",
    request: {
      Name: alert.name.trim(),
      Email: alert.email,
      ...(alert.phone ? { PhoneNumber: alert.phone } : {}),
      Goal: crmGoals[criteria.goal],
      // The site's types are the feed's WebIDs, not Omnicasa's TypeOfPropertyIDs.
      WebIDs: criteria.types,
      Zips: criteria.zips,
      ...(criteria.minPrice !== null ? { PriceMin: criteria.minPrice } : {}),
      ...(criteria.maxPrice !== null ? { PriceMax: criteria.maxPrice } : {}),
      ...(criteria.bedrooms !== null ? { MinRooms: criteria.bedrooms } : {}),
      IsReceivedEmail: false,
      ...language(alert.language),
    },
  };
}

/** The person and demand the CRM named in its answer to DemandRegister, as far as it did. */
export interface CrmDemandIds {
  personId: number | null;
  demandId: number | null;
}

function positive(value: unknown): number | null {
  const number = typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value;
  return typeof number === "number" && Number.isSafeInteger(number) && number > 0 ? number : null;
}

/**
 * DemandRegister's Value: an object with the person's ID (or PersonID) and the DemandID, in
 * any case, or a bare number taken as the person's ID; null when it names neither (`true`).
 */
export function demandIdsOf(value: unknown): CrmDemandIds | null {
  if (typeof value === "object" && value !== null && !Array.isArray(value)) {
    const entries = Object.entries(value).map(([key, inner]) => [key.toLowerCase(), inner] as const);
    const find = (...names: string[]) => positive(entries.find(([key]) => names.includes(key))?.[1]);
    const ids = { personId: find("personid", "id"), demandId: find("demandid") };
    return ids.personId === null && ids.demandId === null ? null : ids;
  }
  const personId = positive(value);
  return personId === null ? null : { personId, demandId: null };
}

/**
 * An unsubscribe as UnsubscribeDemandPerson. The person is erased from the site when they
 * leave, so the address goes with the call until it is sent; the ids of DemandRegister's answer
 * are added when they are known (`withDemandIds`).
 */
export function unsubscribeCall(alert: { email: string; language: Language }): CrmCall {
  return { method: "UnsubscribeDemandPerson", request: { Email: alert.email, ...language(alert.language) } };
}

export function withDemandIds(request: Record<string, unknown>, ids: CrmDemandIds | null): Record<string, unknown> {
  if (!ids) return request;
  return {
    ...request,
    ...(ids.personId !== null ? { ID: ids.personId } : {}),
    ...(ids.demandId !== null ? { DemandID: ids.demandId } : {}),
  };
}

const personFields = ["Name", "FirstName", "Email", "PhoneNumber", "GSM", "Address"];

/** A request with the person taken out: what stays of a left alert's calls once the CRM knows. */
export function withoutPerson(request: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(request).filter(([key]) => !personFields.includes(key)));
}
