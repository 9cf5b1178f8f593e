import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import { countryCodes, homeCountry, isCountryCode } from "~/domain/countries";
import { isPersonName } from "~/domain/person-name";
import { formatPhone } from "~/domain/phone";
import { checkPostalCode } from "~/domain/postal-code";

/** Why a form came back instead of going through: the form shows the matching message. */
export type LeadProblem =
  | "invalid"
  | "rejected"
  | "tooMany"
  | "friendLimit"
  | "mailboxLimit"
  | "unavailable"
  | "full"
  | "alreadyRequested"
  | "alreadyBooked";

export interface LeadActionData {
  form: LeadKind | null;
  problem: LeadProblem;
  result: SubmissionResult<string[]> | null;
}

// In the browser, Zod is told not to compile its parsers with `new Function`: the page's
// Content-Security-Policy forbids it (decision 016), and Zod's probe for it would be reported
// as a violation. The server keeps the faster compiled parsers.
if (typeof document !== "undefined") z.config({ jitless: true });

// One Zod schema per form (DESIGN.md: Conform on the client, authoritative on the server).
// Messages are keys of `forms.errors` in the catalogues; the field's label fills {{field}}.
// A form's key is its thank-you page's key (app/i18n/paths.ts feedbackPages).

/**
 * The salutations a form offers, none chosen in advance; a visitor may also pick none (the
 * neutral choice) and is then addressed by name. MISS is no longer offered (issue 14).
 */
export const titles = ["MR", "MS"] as const;
/** Every salutation a stored lead can carry: leads from before issue 14 may have MISS. */
export const storedTitles = [...titles, "MISS"] as const;
export type StoredTitle = (typeof storedTitles)[number];

/** A CV may weigh at most 10 MB. */
export const maxCvBytes = 10 * 1024 * 1024;

const required = { error: "required" };
const requiredText = (max: number) => z.string(required).trim().min(1, required).max(max, { error: "tooLong" });
/** A whole number from a text field, between `min` and `max`; anything else gets `message`. */
const wholeNumber = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });
const optionalText = (max: number) => z.string().trim().max(max, { error: "tooLong" }).optional();
/** A person's name: letters, never a link or a message (decision 071). */
const personName = (max: number) => requiredText(max).refine(isPersonName, { error: "name" });

const emailAddress = (message: string) =>
  z
    .string({ error: message === "email" ? "required" : message })
    .trim()
    .max(254, { error: message })
    .pipe(z.email({ error: message }));

/** The marketing opt-in: separate from the form's purpose, never ticked in advance. */
const marketing = z.boolean().default(false);

/** The visitor: spec §3 form fields, with the phone grouped by the domain rule (spec §5). */
const person = {
  title: z.enum(titles, { error: "choice" }).optional(),
  firstName: personName(100),
  lastName: personName(100),
  email: emailAddress("email"),
  phone: z
    .string(required)
    .trim()
    .regex(/^\+?[\d\s./()-]{8,20}$/, { error: "phone" })
    .transform(formatPhone),
  marketing,
};

const message = optionalText(4000);

/**
 * Where the visitor lives (offer, rent application): in Belgium or abroad, spec §3's country.
 * The postal code is checked against the country by `postalCodeOfCountry`, on the whole form.
 */
const homeAddress = {
  street: requiredText(120),
  houseNumber: requiredText(20),
  zip: z.string().trim().max(20, { error: "tooLong" }).optional(),
  city: requiredText(80),
  country: z.enum(countryCodes, { error: "country" }).default(homeCountry),
};

/** The message code of a postal code that does not fit its country: `zip:DE` names the country. */
export function zipErrorCode(country: string): string {
  return `zip:${country}`;
}

/** The postal code as its country writes its codes (app/domain/postal-code.ts). */
function postalCodeOfCountry(value: { zip?: string | undefined; country: string }, ctx: z.RefinementCtx) {
  const { zip, country } = value;
  // Other fields may be wrong (this check runs anyway, so that every message shows at once): an
  // unknown country has its own message, and a postal code that is not text has nothing to check.
  if (!isCountryCode(country) || (zip !== undefined && typeof zip !== "string")) return;
  const check = checkPostalCode(country, zip ?? "");
  if (check.ok) return;
  const message = check.reason === "required" ? "required" : check.example ? zipErrorCode(country) : "zipLoose";
  ctx.addIssue({ code: "custom", message, input: zip, path: ["zip"] });
}
/** Run even when another field is wrong. */
const always = { when: () => true };

/** A date from a date input; spec §5: dates must be complete. */
const day = z
  .string({ error: "date" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "date" })
  .refine((value) => !Number.isNaN(Date.parse(value)), { error: "date" });
const slot = z.string().regex(/^\d\d:\d\d-\d\d:\d\d$/, { error: "choice" });

export const leadForms = {
  /** 'Hoe kunnen wij u helpen': the contact page. */
  "site-contact": z.object({ ...person, message }),
  /** Information about a property ('contact me'), with the contact time slots of spec §9. */
  "contact-me": z.object({ ...person, slots: z.array(slot).max(3).default([]), message }),
  /** A visit at one of the property's visit moments ('online appointment'). */
  "contact-appointment": z.object({
    ...person,
    moment: z.coerce.number({ error: "moment" }).int({ error: "moment" }).positive({ error: "moment" }),
    message,
  }),
  /**
   * Send to a friend: the property card to the friend's address (spec §5: required and valid),
   * with the sender's name but no message of theirs (docs/decisions/018).
   */
  "send-to-friend": z.object({
    firstName: personName(100),
    lastName: personName(100),
    email: emailAddress("email"),
    friendEmail: emailAddress("friendEmail"),
    marketing,
  }),
  /** Request documents: a link per document of the property, mailed to the visitor. */
  "request-documents": z.object({ ...person }),
  /**
   * Purchase offer: the amount (its letters are written by the server, spec §9), the offer's
   * date and the date it stands until, the place and the signers.
   */
  "purchase-offer": z
    .object({
      ...person,
      ...homeAddress,
      amount: wholeNumber(1_000, 100_000_000, "amount"),
      offerDate: day,
      validUntil: day,
      place: requiredText(80),
      signerA: personName(120),
      signerB: optionalText(120).refine((name) => !name || isPersonName(name), { error: "name" }),
      message,
    })
    .refine((offer) => offer.validUntil >= offer.offerDate, { path: ["validUntil"], error: "endDate" })
    .superRefine(postalCodeOfCountry, always),
  /**
   * Rent application: the household, its income, the employer, the current address and a CV
   * (its type is checked by its first bytes on the server).
   */
  "rent-application": z
    .object({
      ...person,
      ...homeAddress,
      adults: wholeNumber(1, 20, "persons"),
      children: wholeNumber(0, 20, "persons").default(0),
      income: wholeNumber(0, 1_000_000, "income"),
      employer: optionalText(120),
      cv: z
        .instanceof(File, { error: "cvType" })
        .refine((file) => file.size <= maxCvBytes, { error: "cvSize" })
        .optional(),
      message,
    })
    .superRefine(postalCodeOfCountry, always),
  /** A testimonial: stored unpublished until the agency approves it. */
  testimonial: z.object({
    firstName: personName(100),
    lastName: personName(100),
    email: emailAddress("email"),
    city: optionalText(80),
    rating: wholeNumber(1, 5, "rating"),
    message: requiredText(2000),
    marketing,
  }),
  /** A question about a new-build project ('construction'). */
  "contact-construction": z.object({ ...person, message }),
  /** Free valuation: the property's address, its type and the owner's goal. */
  "contact-demand": z.object({
    ...person,
    street: requiredText(120),
    houseNumber: requiredText(20),
    zip: z
      .string(required)
      .trim()
      .regex(/^\d{4}$/, { error: "zip" }),
    city: requiredText(80),
    propertyType: z.coerce.number({ error: "typeAndGoal" }).int().positive({ error: "typeAndGoal" }),
    goal: z.enum(["sale", "rent"], { error: "typeAndGoal" }),
    message,
  }),
} as const;

export type LeadKind = keyof typeof leadForms;

/** The forms a site page can show as a module (content/site/menu.json, relation type "form"). */
export const pageForms = ["site-contact", "contact-demand", "testimonial"] as const satisfies readonly LeadKind[];
export type PageFormKind = (typeof pageForms)[number];

export function isPageFormKind(value: string): value is PageFormKind {
  return (pageForms as readonly string[]).includes(value);
}

export function isLeadKind(value: unknown): value is LeadKind {
  return typeof value === "string" && Object.hasOwn(leadForms, value);
}

/** The forms a property's page offers (issue 4 "Contact"): each only where it makes sense. */
export function propertyForms(property: {
  goal: "sale" | "rent";
  marquee: string;
  visitMoments: number;
  documents: number;
}): LeadKind[] {
  return [
    "contact-me",
    ...(property.visitMoments > 0 ? (["contact-appointment"] as const) : []),
    ...(property.documents > 0 ? (["request-documents"] as const) : []),
    ...(property.goal === "sale" && property.marquee !== "sold" ? (["purchase-offer"] as const) : []),
    ...(property.goal === "rent" && property.marquee !== "rented" ? (["rent-application"] as const) : []),
    "send-to-friend",
  ];
}
