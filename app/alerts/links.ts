import type { Language } from "~/domain/language";
import type { SearchAlertCriteria } from "~/db/schema";
import type { Goal } from "~/domain/records";
import { pagePath } from "~/i18n/links";
import { alertSegments } from "./segments";

// The search alert's paths, under the keep-me-informed page (spec §2 /nl/hou-mij-op-de-hoogte/):
// the confirmation link of the mail and the signed link to change or stop an alert. Both are
// personal: their pages are noindex and never cached (decision 026).

/** The page a confirmation mail links to; its button confirms the alert. */
export function alertConfirmPath(language: Language, token: string): string {
  return `${pagePath("demandRegister", language)}${alertSegments.confirm[language]}/${token}/`;
}

/** The page where the holder of the signed link changes the alert or unsubscribes. */
export function alertManagePath(language: Language, token: string): string {
  return `${pagePath("demandRegister", language)}${alertSegments.manage[language]}/${token}/`;
}

/** What a list page's query says that an alert can keep: the towns (`zip`, or `city=Name|zip` of older links), the types, the prices, the bedrooms. */
const kept = ["zip", "city", "type", "minPrice", "maxPrice", "bedrooms"] as const;

/** "Bewaar deze zoekopdracht": the alert form, prefilled with a list page's goal and filters. */
export function saveSearchHref(language: Language, goal: Goal, listQuery: string): string {
  const list = new URLSearchParams(listQuery);
  const search = new URLSearchParams({ goal });
  for (const name of kept) for (const value of list.getAll(name)) search.append(name, value);
  return `${pagePath("demandRegister", language)}?${search.toString()}`;
}

/** The alert form, prefilled with an alert's criteria: to start again after unsubscribing. */
export function alertFormHref(language: Language, criteria: SearchAlertCriteria): string {
  const search = new URLSearchParams({ goal: criteria.goal });
  for (const zip of criteria.zips) search.append("zip", zip);
  for (const type of criteria.types) search.append("type", String(type));
  if (criteria.minPrice !== null) search.append("minPrice", String(criteria.minPrice));
  if (criteria.maxPrice !== null) search.append("maxPrice", String(criteria.maxPrice));
  if (criteria.bedrooms !== null) search.append("bedrooms", String(criteria.bedrooms));
  return `${pagePath("demandRegister", language)}?${search.toString()}`;
}
