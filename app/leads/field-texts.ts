import type { z } from "zod";
import type { MessageKey } from "~/i18n/catalogue";
import type { captchaFields } from "./captcha";
import type { leadForms, LeadKind, StoredTitle } from "./forms";

// The catalogue keys of the lead forms' fields, salutations, goals and errors: for the forms, whose
// code loads when a visitor turns to one, and the mails. A page that only names a form needs ./texts.ts.

/** A form's fields, and those the server adds to the lead: the offer's amount in letters and its advance. */
export type FieldName =
  | { [Kind in LeadKind]: keyof z.input<(typeof leadForms)[Kind]> }[LeadKind]
  | "amountWords"
  | "advance"
  | (typeof captchaFields)["text"];

export const fieldLabels = {
  captchaText: "forms.fields.captchaText",
  rating: "forms.fields.rating",
  adults: "forms.fields.adults",
  children: "forms.fields.children",
  income: "forms.fields.income",
  employer: "forms.fields.employer",
  cv: "forms.fields.cv",
  amount: "forms.fields.amount",
  amountWords: "forms.fields.amountWords",
  advance: "forms.fields.advance",
  offerDate: "forms.fields.offerDate",
  validUntil: "forms.fields.validUntil",
  place: "forms.fields.place",
  signerA: "forms.fields.signerA",
  signerB: "forms.fields.signerB",
  friendEmail: "forms.fields.friendEmail",
  moment: "forms.fields.moment",
  title: "forms.fields.title",
  firstName: "forms.fields.firstName",
  lastName: "forms.fields.lastName",
  email: "forms.fields.email",
  phone: "forms.fields.phone",
  message: "forms.fields.message",
  slots: "forms.fields.slots",
  street: "forms.fields.street",
  houseNumber: "forms.fields.houseNumber",
  zip: "forms.fields.zip",
  city: "forms.fields.city",
  country: "forms.fields.country",
  propertyType: "forms.fields.propertyType",
  goal: "forms.fields.goal",
  marketing: "forms.fields.marketing",
} as const satisfies Record<FieldName, MessageKey>;

export function isFieldName(name: string): name is FieldName {
  return Object.hasOwn(fieldLabels, name);
}

/** Each salutation's words, MISS included: leads stored before it was withdrawn still show it. */
export const titleLabels = {
  MR: "forms.titles.MR",
  MS: "forms.titles.MS",
  MISS: "forms.titles.MISS",
} as const satisfies Record<StoredTitle, MessageKey>;

/** The neutral choice among the salutations: none, the visitor is addressed by name. */
export const noTitleLabel: MessageKey = "forms.titles.none";

export const goalLabels = {
  sale: "forms.goals.sale",
  rent: "forms.goals.rent",
} as const satisfies Record<"sale" | "rent", MessageKey>;

/** The message of each code a field's check gives: the schemas above, the captcha, the visit moment. */
const fieldErrors = {
  captchaRequired: "forms.errors.captchaRequired",
  captcha: "forms.errors.captcha",
  rating: "forms.errors.rating",
  persons: "forms.errors.persons",
  income: "forms.errors.income",
  cvType: "forms.errors.cvType",
  cvSize: "forms.errors.cvSize",
  amount: "forms.errors.amount",
  date: "forms.errors.date",
  endDate: "forms.errors.endDate",
  friendEmail: "forms.errors.friendEmail",
  moment: "forms.errors.moment",
  required: "forms.errors.required",
  tooLong: "forms.errors.tooLong",
  name: "forms.errors.name",
  email: "forms.errors.email",
  phone: "forms.errors.phone",
  zip: "forms.errors.zip",
  zipLoose: "forms.errors.zipLoose",
  country: "forms.errors.country",
  choice: "forms.errors.choice",
  typeAndGoal: "forms.errors.typeAndGoal",
} as const satisfies Record<string, MessageKey>;

/**
 * The country a postal code's message is about (forms.ts zipErrorCode): the message shows the
 * country's name and an example of its codes.
 */
export function zipErrorCountry(code: string): string | null {
  return /^zip:[A-Z]{2}$/.test(code) ? code.slice(4) : null;
}

/** A code no check gives (Zod's own wording) still says which field to look at. */
export function fieldErrorMessage(code: string): MessageKey {
  if (zipErrorCountry(code)) return "forms.errors.zipCountry";
  return Object.hasOwn(fieldErrors, code) ? fieldErrors[code as keyof typeof fieldErrors] : "forms.problems.invalid";
}
