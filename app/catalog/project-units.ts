import type { MarqueeKind } from "~/domain/records";
import type { Translate } from "~/i18n/translator";

// What a project's page and card say about its units (issue 14): which can still be bought,
// when they are delivered, and how many of what kind the project has, in words.

export type UnitStatus = "available" | "option" | "sold" | "rented";

/** Whether a unit can still be bought: the CRM's option, sold and rented are not. */
export function unitStatus(marquee: MarqueeKind): UnitStatus {
  return marquee === "option" || marquee === "sold" || marquee === "rented" ? marquee : "available";
}

/**
 * When the project is delivered: the CRM keeps it in its units' AvailableFrom ("Najaar 2027").
 * The value most units share, so that one unit delivered apart does not speak for the project.
 */
export function deliveryOf(values: (string | undefined)[]): string | null {
  const counts = new Map<string, number>();
  for (const value of values) {
    const text = value?.trim();
    if (text) counts.set(text, (counts.get(text) ?? 0) + 1);
  }
  let best: string | null = null;
  for (const [value, count] of counts) if (best === null || count > (counts.get(best) ?? 0)) best = value;
  return best;
}

const kinds = ["project.kinds.apartments", "project.kinds.houses"] as const;

/**
 * The project's type line in words, "8 appartementen", from the CRM's "Appartement (8)": the
 * type is known by its name in the page's language, the one form the catalogue writes for 1.
 * A type without its own words reads "8 eenheden · Grond".
 */
export function projectTypeLine(typeSummary: string, unitCount: number, t: Translate): string {
  const match = /^(.*?)\s*\((\d+)\)\s*$/.exec(typeSummary);
  const name = (match?.[1] ?? typeSummary).trim();
  const count = match?.[2] ? Number(match[2]) : unitCount;
  const singular = (key: (typeof kinds)[number]) => t(key, { count: 1 }).replace(/^1\s+/, "").toLocaleLowerCase();
  const kind = kinds.find((key) => singular(key) === name.toLocaleLowerCase());
  if (kind) return t(kind, { count });
  const units = t("project.kinds.units", { count });
  return name ? `${units} · ${name}` : units;
}
