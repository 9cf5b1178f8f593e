import { z } from "zod";
import type { SearchAlertCriteria } from "~/db/schema";
import { isPersonName } from "~/domain/person-name";
import { formatPhone } from "~/domain/phone";
import type { Goal } from "~/domain/records";
import { foldForSearch } from "~/domain/search-text";
import { languages } from "~/domain/language";
import type { Language } from "~/domain/language";

// A search alert's rules, for the browser and the server alike: the forms' Zod schemas, the
// choices a form offers (the catalog's types per goal, its municipalities by postal code) and
// the criteria a list page's query stands for. Messages are keys of `alerts.errors` (or of
// `forms.errors` for the person's fields), translated where they are shown.

export type { SearchAlertCriteria };

export const goals = ["sale", "rent"] as const satisfies readonly Goal[];
export const frequencies = ["instant", "daily", "weekly"] as const;
export type AlertFrequency = (typeof frequencies)[number];
export const bedroomChoices = [1, 2, 3, 4, 5] as const;

// In the browser, Zod must not compile parsers with `new Function` (the CSP forbids it, decision 016).
if (typeof document !== "undefined") z.config({ jitless: true });

const maxPrice = 100_000_000;
const price = z.coerce
  .number({ error: "price" })
  .int({ error: "price" })
  .min(0, { error: "price" })
  .max(maxPrice, { error: "price" })
  .optional();

/** What an alert looks for; the price bounds must be in order. */
const criteriaFields = {
  goal: z.enum(goals, { error: "goal" }),
  types: z
    .array(z.coerce.number({ error: "choice" }).int({ error: "choice" }).positive({ error: "choice" }), {
      error: "types",
    })
    .min(1, { error: "types" })
    .max(50, { error: "choice" }),
  zips: z
    .array(z.string({ error: "choice" }).regex(/^\d{4}$/, { error: "choice" }), { error: "zone" })
    .min(1, { error: "zone" })
    .max(200, { error: "choice" }),
  minPrice: price,
  maxPrice: price,
  bedrooms: z.coerce
    .number({ error: "choice" })
    .int({ error: "choice" })
    .min(1, { error: "choice" })
    .max(bedroomChoices.length, { error: "choice" })
    .optional(),
  language: z.enum(languages, { error: "choice" }),
  frequency: z.enum(frequencies, { error: "frequency" }),
};

const pricesInOrder = (value: { minPrice?: number; maxPrice?: number }) =>
  value.minPrice === undefined || value.maxPrice === undefined || value.minPrice <= value.maxPrice;

/** The manage page: the criteria, the mails' language and how often they come. */
export const manageForm = z.object(criteriaFields).refine(pricesInOrder, { path: ["maxPrice"], error: "priceRange" });

/** The subscription: the criteria and the person the mails go to. */
export const subscribeForm = z
  .object({
    ...criteriaFields,
    name: z
      .string({ error: "required" })
      .trim()
      .min(1, { error: "required" })
      .max(100, { error: "tooLong" })
      .refine(isPersonName, { error: "name" }),
    email: z
      .string({ error: "required" })
      .trim()
      .max(254, { error: "email" })
      .pipe(z.email({ error: "email" })),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[\d\s./()-]{8,20}$/, { error: "phone" })
      .transform(formatPhone)
      .optional(),
  })
  .refine(pricesInOrder, { path: ["maxPrice"], error: "priceRange" });

export type ManageValues = z.infer<typeof manageForm>;
export type SubscribeValues = z.infer<typeof subscribeForm>;

/** A property type a form offers, with the goals it is offered for. */
export interface TypeChoice {
  webId: number;
  name: string;
  goals: Goal[];
}

/** A zone of the form: one postal code, with the municipalities that share it. */
export interface ZoneChoice {
  zip: string;
  label: string;
  /** The municipalities' names, folded for matching a name from a list's query. */
  names: string[];
}

export interface AlertChoices {
  types: TypeChoice[];
  zones: ZoneChoice[];
}

/** The catalog's types, each with the goals the feed offers it for; a type for neither is left out. */
export function typeChoices(types: { webId: number; name: string; sale: boolean; rent: boolean }[]): TypeChoice[] {
  return types
    .map((type) => ({
      webId: type.webId,
      name: type.name,
      goals: goals.filter((goal) => (goal === "sale" ? type.sale : type.rent)),
    }))
    .filter((type) => type.goals.length > 0);
}

/**
 * The catalog's municipalities as zones, one per postal code, in the order given (by name):
 * 's-Gravenwezel and Schilde share 2970, so choosing either is choosing both.
 */
export function zoneChoices(cities: { name: string; zip: string }[]): ZoneChoice[] {
  const byZip = new Map<string, string[]>();
  for (const city of cities) {
    if (!/^\d{4}$/.test(city.zip)) continue;
    const names = byZip.get(city.zip) ?? [];
    if (!names.includes(city.name)) names.push(city.name);
    byZip.set(city.zip, names);
  }
  return [...byZip].map(([zip, names]) => ({
    zip,
    label: `${names.join(", ")} (${zip})`,
    names: names.map(foldForSearch),
  }));
}

/** The criteria kept from a valid form: only types offered for its goal, only known zones. */
export function cleanCriteria(
  values: Omit<ManageValues, "language" | "frequency">,
  choices: AlertChoices,
): SearchAlertCriteria {
  const offered = new Set(choices.types.filter((type) => type.goals.includes(values.goal)).map((type) => type.webId));
  const known = new Set(choices.zones.map((zone) => zone.zip));
  return {
    goal: values.goal,
    types: [...new Set(values.types)].filter((webId) => offered.has(webId)),
    zips: [...new Set(values.zips)].filter((zip) => known.has(zip)),
    minPrice: values.minPrice ?? null,
    maxPrice: values.maxPrice ?? null,
    bedrooms: values.bedrooms ?? null,
  };
}

function positive(value: string | null): number | null {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 && number <= maxPrice ? number : null;
}

/**
 * The criteria a link stands for, as the form's first values: a list page's `goal`, `city`
 * (Name|zip, or a name alone), `zip`, `type`, `minPrice`, `maxPrice` and `bedrooms`. What the
 * catalog does not offer is left out, never an error.
 */
export function criteriaFromQuery(search: URLSearchParams, choices: AlertChoices): SearchAlertCriteria {
  const goal = goals.find((candidate) => candidate === search.get("goal")) ?? "sale";
  const zips = new Set<string>();
  for (const zip of search.getAll("zip")) zips.add(zip.trim());
  for (const city of search.getAll("city")) {
    const [name = "", zip = ""] = city.split("|").map((part) => part.trim());
    if (/^\d{4}$/.test(zip)) zips.add(zip);
    else if (name) {
      const folded = foldForSearch(name);
      for (const zone of choices.zones) if (zone.names.includes(folded)) zips.add(zone.zip);
    }
  }
  let minPrice = positive(search.get("minPrice"));
  let maxPrice = positive(search.get("maxPrice"));
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  const bedrooms = positive(search.get("bedrooms"));
  return cleanCriteria(
    {
      goal,
      types: search.getAll("type").flatMap((value) => positive(value) ?? []),
      zips: [...zips],
      minPrice: minPrice ?? undefined,
      maxPrice: maxPrice ?? undefined,
      bedrooms: bedrooms === null ? undefined : Math.min(bedrooms, bedroomChoices.length),
    },
    choices,
  );
}

/** The form's first values: the criteria as text fields hold them, and the mails' settings. */
export interface AlertFormDefaults {
  goal: Goal;
  types: string[];
  zips: string[];
  minPrice: string;
  maxPrice: string;
  bedrooms: string;
  language: Language;
  frequency: AlertFrequency;
}

export function formDefaults(
  criteria: SearchAlertCriteria,
  settings: { language: Language; frequency: AlertFrequency },
): AlertFormDefaults {
  const text = (value: number | null) => (value === null ? "" : String(value));
  return {
    goal: criteria.goal,
    types: criteria.types.map(String),
    zips: criteria.zips,
    minPrice: text(criteria.minPrice),
    maxPrice: text(criteria.maxPrice),
    bedrooms: text(criteria.bedrooms),
    ...settings,
  };
}
