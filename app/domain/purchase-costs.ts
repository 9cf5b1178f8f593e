import type { Language } from "./language";
import type { Region } from "./region";
import { writePercent } from "./numerals";

// What buying a property costs on top of its price, and what the loan costs a month
// (decision 030, its sources and their dates). The registration duty follows the regions'
// rules for deeds from 1 January 2025; the notary's and the mortgage deed's costs are estimates.

/** The duty's rate, on the price less the abatement (Brussels' first €200,000, else 0). */
export interface DutyRule {
  rate: number;
  abatement: number;
}

/** Brussels' abatement, and the highest price that still gets it. */
export const brusselsAbatement = 200_000;
export const brusselsAbatementCeiling = 600_000;

export function dutyRule(region: Region, price: number, onlyOwnHome: boolean): DutyRule {
  switch (region) {
    case "flanders":
      return { rate: onlyOwnHome ? 0.02 : 0.12, abatement: 0 };
    case "wallonia":
      return { rate: onlyOwnHome ? 0.03 : 0.125, abatement: 0 };
    case "brussels":
      return {
        rate: 0.125,
        abatement: onlyOwnHome && price <= brusselsAbatementCeiling ? brusselsAbatement : 0,
      };
  }
}

const cents = (value: number) => Math.round(value * 100) / 100;

export function registrationDuty(price: number, rule: DutyRule): number {
  return cents(rule.rate * Math.max(0, price - rule.abatement));
}

/** A degressive scale: each band's rate applies to the part of the amount within it. */
type Scale = readonly (readonly [upTo: number, rate: number])[];

// KB 16 December 1950, the notary's fee on a sale by private treaty.
const saleScale: Scale = [
  [7_500, 0.0456],
  [17_500, 0.0285],
  [30_000, 0.0228],
  [45_495, 0.0171],
  [64_095, 0.0114],
  [250_095, 0.0057],
  [Infinity, 0.00057],
];

// The same KB, the fee on a credit secured by a mortgage (decision 030: not checked against the text).
const creditScale: Scale = [
  [7_500, 0.01425],
  [17_500, 0.0114],
  [30_000, 0.00684],
  [45_495, 0.0057],
  [64_095, 0.00456],
  [250_095, 0.00228],
  [Infinity, 0.000456],
];

function scaleFee(amount: number, scale: Scale): number {
  let fee = 0;
  let from = 0;
  for (const [upTo, rate] of scale) {
    if (amount <= from) break;
    fee += (Math.min(amount, upTo) - from) * rate;
    from = upTo;
  }
  return cents(fee);
}

export const saleFee = (price: number) => scaleFee(price, saleScale);
export const creditFee = (loan: number) => scaleFee(loan, creditScale);

const vat = 0.21;
/** Writ duty (recht op geschriften), per deed. */
const writDuty = 50;
/** Estimates: a sale deed's administrative costs and expenses; a credit deed's fixed costs and expenses. */
const saleDeedCosts = 1_000;
const creditDeedCosts = 550 + 40;
/** Estimate: the Legal Certainty office's fee for registering the mortgage. */
const mortgageOfficeFee = 230;

/** The sale deed: the scale's fee, administrative costs and the writ duty, with VAT. */
export function saleDeed(price: number): number {
  return cents((saleFee(price) + saleDeedCosts + writDuty) * (1 + vat));
}

/**
 * The mortgage deed: 1% registration duty and 0.3% mortgage duty on the loan, the office's fee,
 * and the scale's fee, fixed costs and writ duty with VAT. No loan, no deed.
 */
export function mortgageDeed(loan: number): number {
  if (loan <= 0) return 0;
  return cents(
    loan * 0.01 + loan * 0.003 + mortgageOfficeFee + (creditFee(loan) + creditDeedCosts + writDuty) * (1 + vat),
  );
}

/** Belgian practice: the monthly rate equivalent to the yearly one, (1 + r)^(1/12) − 1. */
export function monthlyRate(yearlyPercent: number): number {
  return (1 + yearlyPercent / 100) ** (1 / 12) - 1;
}

/** The annuity that repays the loan in `years` of monthly payments; without interest, equal parts. */
export function monthlyPayment(loan: number, yearlyPercent: number, years: number): number {
  if (loan <= 0) return 0;
  const months = years * 12;
  const rate = monthlyRate(yearlyPercent);
  if (rate === 0) return cents(loan / months);
  return cents((loan * rate) / (1 - (1 + rate) ** -months));
}

export interface CostInput {
  price: number;
  region: Region;
  onlyOwnHome: boolean;
  contribution: number;
  yearlyPercent: number;
  years: number;
}

export interface PurchaseCosts {
  rule: DutyRule;
  duty: number;
  saleDeed: number;
  mortgageDeed: number;
  /** Price, duty and both deeds. */
  total: number;
  loan: number;
  monthly: number;
}

/**
 * The loan pays what the own contribution does not: price + costs − contribution, never negative.
 * The mortgage deed's cost grows with the loan it secures, so the loan is found by repeating
 * the sum; each round changes it by under 2% of the previous change, so a few rounds settle it.
 */
export function purchaseCosts(input: CostInput): PurchaseCosts {
  const rule = dutyRule(input.region, input.price, input.onlyOwnHome);
  const duty = registrationDuty(input.price, rule);
  const sale = saleDeed(input.price);
  const beforeLoan = input.price + duty + sale;
  let loan = Math.max(0, beforeLoan - input.contribution);
  for (let round = 0; round < 50 && loan > 0; round += 1) {
    const next = Math.max(0, beforeLoan + mortgageDeed(loan) - input.contribution);
    const settled = Math.abs(next - loan) < 0.005;
    loan = next;
    if (settled) break;
  }
  loan = cents(loan);
  const mortgage = mortgageDeed(loan);
  return {
    rule,
    duty,
    saleDeed: sale,
    mortgageDeed: mortgage,
    total: cents(beforeLoan + mortgage),
    loan,
    monthly: monthlyPayment(loan, input.yearlyPercent, input.years),
  };
}

// The calculator's query: ?own=1&contribution=…&rate=…&years=… (typed by hand, or edited).

export const costBounds = { contribution: 100_000_000, rate: 20, yearsMin: 1, yearsMax: 40 } as const;
export const costDefaults = { yearlyPercent: 3, years: 25 } as const;

export type CostField = "own" | "contribution" | "rate" | "years";
export type CostError = "choice" | "number" | "negative" | "tooLarge" | "rateRange" | "yearsRange" | "repeated";

export interface CostValues {
  onlyOwnHome: boolean;
  contribution: number;
  yearlyPercent: number;
  years: number;
}

export interface CostQuery {
  values: CostValues;
  /** What the visitor typed, to show back in the fields. */
  typed: { contribution: string; rate: string; years: string };
  errors: Partial<Record<CostField, CostError>>;
}

/** Any space (a typed one, or the no-break spaces Intl writes), the euro sign, "EUR". */
const noise = /[\s\u00a0\u202f€]|eur/gi;

/**
 * An amount as Belgians and others type it: "50.000", "50 000", "50,000", "50000,50", "€ 50.000".
 * A separator before a group of three digits groups thousands; before one or two it marks cents.
 */
export function parseAmount(text: string): number | "number" | "negative" {
  const compact = text.replace(noise, "");
  const negative = /^[-−]/.test(compact);
  const unsigned = compact.replace(/^[-−+]/, "");
  let value: number;
  if (/^\d{1,3}([.,]\d{3})+([.,]\d{1,2})?$/.test(unsigned)) {
    // "1.250.000" or "50.000,50": everything but the last separator groups thousands.
    const last = unsigned.search(/[.,]\d{1,2}$/);
    value =
      last === -1
        ? Number(unsigned.replace(/[.,]/g, ""))
        : Number(`${unsigned.slice(0, last).replace(/[.,]/g, "")}.${unsigned.slice(last + 1)}`);
  } else if (/^\d+([.,]\d{1,2})?$/.test(unsigned)) {
    value = Number(unsigned.replace(",", "."));
  } else {
    return "number";
  }
  if (!Number.isFinite(value)) return "number";
  return negative && value > 0 ? "negative" : value;
}

/** A rate in percent: "3", "3,25", "3.25", "3,25 %"; comma and point both mark decimals. */
export function parseRate(text: string): number | "number" | "negative" {
  const compact = text.replace(/[\s\u00a0\u202f%]/g, "");
  const match = /^([-−+]?)(\d+(?:[.,]\d+)?)$/.exec(compact);
  if (!match?.[2]) return "number";
  const value = Number(match[2].replace(",", "."));
  return match[1] && match[1] !== "+" && value > 0 ? "negative" : value;
}

export function parseCostQuery(params: URLSearchParams, defaultContribution: number): CostQuery {
  const errors: Partial<Record<CostField, CostError>> = {};
  const one = (name: CostField): string | null => {
    const all = params.getAll(name);
    if (all.length > 1) errors[name] = "repeated";
    return all.length === 1 ? (all[0] ?? null) : null;
  };

  const own = one("own");
  if (own !== null && own !== "1" && own !== "0" && own !== "") errors.own = "choice";
  const onlyOwnHome = own === "1";

  const contributionText = one("contribution");
  let contribution = defaultContribution;
  if (contributionText !== null && contributionText.trim() !== "") {
    const parsed = parseAmount(contributionText.slice(0, 40));
    if (typeof parsed === "string") errors.contribution = parsed;
    else if (parsed > costBounds.contribution) errors.contribution = "tooLarge";
    else contribution = parsed;
  } else if (contributionText !== null) {
    contribution = 0;
  }

  const rateText = one("rate");
  let yearlyPercent: number = costDefaults.yearlyPercent;
  if (rateText !== null) {
    const parsed = parseRate(rateText.slice(0, 40));
    if (typeof parsed === "string") errors.rate = parsed;
    else if (parsed > costBounds.rate) errors.rate = "rateRange";
    else yearlyPercent = parsed;
  }

  const yearsText = one("years");
  let years: number = costDefaults.years;
  if (yearsText !== null) {
    const compact = yearsText.trim();
    const value = /^\d{1,3}$/.test(compact) ? Number(compact) : NaN;
    if (/^[-−]\d/.test(compact)) errors.years = "negative";
    else if (!/^\d+([.,]\d+)?$/.test(compact)) errors.years = "number";
    else if (!(value >= costBounds.yearsMin && value <= costBounds.yearsMax)) errors.years = "yearsRange";
    else years = value;
  }

  return {
    values: { onlyOwnHome, contribution, yearlyPercent, years },
    typed: {
      contribution: (contributionText ?? String(defaultContribution)).slice(0, 40),
      rate: (rateText ?? String(costDefaults.yearlyPercent)).slice(0, 40),
      years: (yearsText ?? String(costDefaults.years)).slice(0, 40),
    },
    errors,
  };
}

/** The default own contribution: a fifth of the price, in whole thousands. */
export function defaultContribution(price: number): number {
  return Math.round((price * 0.2) / 1_000) * 1_000;
}

/** A rate as the page's language writes it: "2%" in Dutch, "12,5 %" in French, "12,5%" in English. */
export function formatRate(rate: number, language: Language): string {
  return writePercent(rate, language, 3);
}
