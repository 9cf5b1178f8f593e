import type { SubmissionResult } from "@conform-to/react";
import { formatPrice } from "~/domain/format";
import type { Goal } from "~/domain/records";
import type { MessageKey } from "~/i18n/catalogue";
import type { Translate } from "~/i18n/translator";
import type { AlertFrequency, SearchAlertCriteria } from "./criteria";

// The catalogue keys of the alert forms and pages: a key chosen at run time is a literal here.

export const goalLabels = { sale: "alerts.goals.sale", rent: "alerts.goals.rent" } as const satisfies Record<
  Goal,
  MessageKey
>;

export const frequencyLabels = {
  instant: "alerts.frequencies.instant",
  daily: "alerts.frequencies.daily",
  weekly: "alerts.frequencies.weekly",
} as const satisfies Record<AlertFrequency, MessageKey>;

/** What the forms' schemas say, as messages; the person's fields share the lead forms' words. */
const errorMessages = {
  goal: "alerts.errors.goal",
  types: "alerts.errors.types",
  zone: "alerts.errors.zone",
  price: "alerts.errors.price",
  priceRange: "alerts.errors.priceRange",
  frequency: "alerts.errors.frequency",
  choice: "forms.errors.choice",
  required: "forms.errors.required",
  tooLong: "forms.errors.tooLong",
  name: "forms.errors.name",
  email: "forms.errors.email",
  phone: "forms.errors.phone",
  captchaRequired: "forms.errors.captchaRequired",
  captcha: "forms.errors.captcha",
} as const satisfies Record<string, MessageKey>;

export function errorMessage(error: string): MessageKey {
  return Object.hasOwn(errorMessages, error)
    ? errorMessages[error as keyof typeof errorMessages]
    : "forms.errors.choice";
}

/** Why a form came back: the message on top of it. */
export type AlertProblem = "invalid" | "rejected" | "tooMany" | "addressLimit" | "unavailable";

/** A form's answer when it did not go through: why, and the fields' messages and values. */
export interface AlertActionData {
  problem: AlertProblem;
  result: SubmissionResult<string[]> | null;
}

export const problemMessages = {
  invalid: "forms.problems.invalid",
  rejected: "forms.problems.rejected",
  tooMany: "forms.problems.tooMany",
  addressLimit: "alerts.problems.addressLimit",
  unavailable: "alerts.problems.unavailable",
} as const satisfies Record<AlertProblem, MessageKey>;

export interface CriteriaRow {
  label: string;
  value: string;
}

/** The names the rows show: a type by its WebID, a zone by its postal code. */
export interface CriteriaNames {
  type: (webId: number) => string | undefined;
  zone: (zip: string) => string | undefined;
}

function priceRange(criteria: SearchAlertCriteria, t: Translate): string {
  const { minPrice, maxPrice } = criteria;
  if (minPrice !== null && maxPrice !== null)
    return t("alerts.summary.between", { min: formatPrice(minPrice), max: formatPrice(maxPrice) });
  if (minPrice !== null) return t("alerts.summary.from", { min: formatPrice(minPrice) });
  if (maxPrice !== null) return t("alerts.summary.upTo", { max: formatPrice(maxPrice) });
  return t("alerts.summary.any");
}

/** An alert as a person reads it, row by row: for its mails and its pages. */
export function criteriaRows(
  criteria: SearchAlertCriteria,
  frequency: AlertFrequency,
  names: CriteriaNames,
  t: Translate,
): CriteriaRow[] {
  return [
    { label: t("alerts.summary.goal"), value: t(goalLabels[criteria.goal]) },
    {
      label: t("alerts.fields.types"),
      value: criteria.types.map((webId) => names.type(webId) ?? String(webId)).join(", "),
    },
    { label: t("alerts.fields.zips"), value: criteria.zips.map((zip) => names.zone(zip) ?? zip).join(", ") },
    { label: t("alerts.summary.price"), value: priceRange(criteria, t) },
    {
      label: t("alerts.fields.bedrooms"),
      value: criteria.bedrooms === null ? t("alerts.summary.any") : t("filters.atLeast", { count: criteria.bedrooms }),
    },
    { label: t("alerts.summary.frequency"), value: t(frequencyLabels[frequency]) },
  ];
}
