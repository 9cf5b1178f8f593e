// Shared pieces of the property texts: the writer interface, variant choice and HTML helpers.

import type { Plan } from "./plan";
import type { Lang } from "./vocabulary";

export interface TextContext {
  lang: Lang;
  /** Municipality name in the record's language. */
  city: string;
  manager: string;
  /** Project name in the record's language, for project units. */
  project?: string;
}

export interface Writer {
  title(plan: Plan, ctx: TextContext): string;
  /** A deliberately long headline (more than 90 characters). */
  longTitle(plan: Plan, ctx: TextContext): string;
  description(plan: Plan, ctx: TextContext): string;
}

export const cap = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
export const uncap = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

/** A variant index in [0, count), the same for every language of a property. */
export function choose(plan: Plan, salt: number, count: number): number {
  return (Math.imul(plan.variant + salt * 7919, 2654435761) >>> 0) % count;
}

export function one<T>(plan: Plan, salt: number, options: readonly T[]): T {
  const option = options[choose(plan, salt, options.length)];
  if (option === undefined) throw new Error("no text options");
  return option;
}

/** Whether an optional part of the description is included; same decision in every language. */
export const include = (plan: Plan, salt: number, percent: number): boolean => choose(plan, salt, 100) < percent;

type Part = string | false | 0 | null | undefined;

export const p = (...sentences: Part[]): string =>
  `<p>${sentences.filter((sentence): sentence is string => Boolean(sentence)).join(" ")}</p>`;
export const ul = (items: Part[]): string =>
  `<ul>${items
    .filter((item): item is string => Boolean(item))
    .map((item) => `<li>${item}</li>`)
    .join("")}</ul>`;

/** Thousands grouped with `separator`: 65.000 (nl, de), 65 000 (fr), 65,000 (en). */
export function grouped(value: number, separator: string): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** A plot size the Flemish way: 7 a 20 ca. */
export function ares(m2: number): string {
  const a = Math.floor(m2 / 100);
  const ca = m2 % 100;
  if (a >= 100) return `${Math.floor(a / 100)} ha ${a % 100} a${ca ? ` ${ca} ca` : ""}`;
  return ca ? `${a} a ${ca} ca` : `${a} a`;
}

/** Puts the optional paragraphs together: 2 to 4 paragraphs and maybe a list. */
export function assemble(
  plan: Plan,
  parts: { intro: string; layout: string; list?: string; location?: string; closing?: string },
): string {
  const withList = parts.list !== undefined && include(plan, 11, 60);
  const withLocation = parts.location !== undefined && include(plan, 12, 70);
  const mustClose = plan.goal === 1 || plan.viager !== undefined || plan.projectId !== null;
  const withClosing = parts.closing !== undefined && (mustClose || include(plan, 13, 55));
  return [
    parts.intro,
    parts.layout,
    withList ? parts.list : "",
    withLocation ? parts.location : "",
    withClosing ? parts.closing : "",
  ]
    .filter(Boolean)
    .join("");
}
