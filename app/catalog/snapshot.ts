import type { EpcLabel } from "~/domain/epc";
import { epcLabel } from "~/domain/epc";
import type { Language } from "~/domain/language";
import { languages } from "~/domain/language";
import { pricePerSquareMetre } from "~/domain/format";
import { regionOfZip } from "~/domain/region";
import { slugify } from "~/domain/slug";
import type { Alternates } from "~/i18n/links";
import { alternatesOf, projectPath, propertyPath } from "~/i18n/links";
import type {
  FactKey,
  Feature,
  Goal,
  MarqueeKind,
  ProjectRecord,
  PropertyEventRecord,
  PropertyRecord,
  PropertyTypeRecord,
  ShownPicture,
} from "~/domain/records";
import { firstPicture, marqueeKinds } from "~/domain/records";
import type { Badge } from "./history";
import { badgeOf, listedAt, priceDroppedAt } from "./history";

// The in-memory catalog snapshot (DESIGN.md §4): built from the database after each import,
// one view per language, so pages and filters never wait for the database.

/** The list orders a visitor can choose (spec §5), and by living area and by price per m². */
export const sortOrders = ["newest", "price-asc", "price-desc", "area-desc", "price-per-m2-asc"] as const;
export type SortOrder = (typeof sortOrders)[number];

export interface PropertyCard {
  id: number;
  goal: Goal;
  webId: number;
  webIds: number[];
  projectId: number | null;
  reference: string;
  marquee: MarqueeKind;
  title: string;
  city: string;
  zip: string;
  mainTypeName: string;
  /** null when the agency does not publish the price. */
  price: number | null;
  priceUnit: number;
  priceUnitText: string;
  bedrooms: number | null;
  livingArea: number | null;
  epcLabel: EpcLabel | null;
  features: Feature[];
  picture: ShownPicture | null;
  path: string;
  createdAt: string;
  /** The earlier of the CRM's creation date and the site's first sight (history.ts listedAt). */
  listedAt: string;
  /** When the last price change was a drop, its moment; null otherwise. */
  priceDroppedAt: string | null;
}

/**
 * What a card shows: a page sends only these fields of a property, not those its search uses,
 * and the badge chosen when the page is asked for.
 */
export type PropertyCardView = Pick<
  PropertyCard,
  | "id"
  | "reference"
  | "title"
  | "city"
  | "mainTypeName"
  | "price"
  | "priceUnit"
  | "priceUnitText"
  | "bedrooms"
  | "livingArea"
  | "epcLabel"
  | "picture"
  | "path"
> & { badge: Badge | null };

/**
 * Cards as a page sends them at `now`: without the fields only the search uses, with the badge
 * of that moment (the snapshot lives from one import to the next; a badge's days do not wait).
 */
export function cardViewAt(now: Date): (card: PropertyCard) => PropertyCardView {
  return (card) => {
    const { id, reference, title, city, mainTypeName, price, priceUnit, priceUnitText } = card;
    const { bedrooms, livingArea, epcLabel, picture, path } = card;
    return {
      id,
      reference,
      badge: badgeOf(card, now),
      title,
      city,
      mainTypeName,
      price,
      priceUnit,
      priceUnitText,
      bedrooms,
      livingArea,
      epcLabel,
      picture,
      path,
    };
  };
}

/** A card as a page sends it now. */
export function cardView(card: PropertyCard): PropertyCardView {
  return cardViewAt(new Date())(card);
}

export interface ProjectCard {
  id: number;
  name: string;
  city: string;
  zip: string;
  priceMin: number;
  priceMax: number;
  typeSummary: string;
  picture: ShownPicture | null;
  path: string;
  unitIds: number[];
}

export interface TypeEntry {
  webId: number;
  name: string;
  sale: boolean;
  rent: boolean;
  saleCount: number;
  rentCount: number;
}

export interface CityEntry {
  name: string;
  zip: string;
  saleCount: number;
  rentCount: number;
}

export interface LanguageCatalog {
  language: Language;
  /** Newest first. */
  properties: PropertyCard[];
  /** The same cards by id: a detail page, a lead or a favourite finds its card without a search. */
  propertyById: Map<number, PropertyCard>;
  /** The properties of each goal in each sort order, ready for a list page to filter. */
  orders: Record<Goal, Record<SortOrder, PropertyCard[]>>;
  projects: ProjectCard[];
  projectById: Map<number, ProjectCard>;
  types: TypeEntry[];
  typeByWebId: Map<number, TypeEntry>;
  cities: CityEntry[];
  totals: Record<Goal, number>;
}

export interface Catalog {
  version: number;
  views: Record<Language, LanguageCatalog>;
  properties: Map<number, PropertyRecord>;
  projects: Map<number, ProjectRecord>;
  /** Each property's price and status changes, oldest first (its page's price history). */
  history: Map<number, PropertyEventRecord[]>;
  /** The detail path of every property and project in every language. */
  propertyPaths: Map<number, Alternates>;
  /** Property ids by lower-case reference (spec §5: references match exactly). */
  referenceIndex: Map<string, number[]>;
  projectPaths: Map<number, Alternates>;
}

export function numberFact(record: PropertyRecord, key: FactKey): number | null {
  const value = record.facts[key];
  return typeof value === "number" ? value : null;
}

const garageType = 7;
const newBuildType = 8;

function featuresOf(record: PropertyRecord): Feature[] {
  const positive = (key: FactKey) => (numberFact(record, key) ?? 0) > 0;
  const has: Record<Feature, boolean> = {
    garden: positive("surfaceGarden"),
    garage: positive("garages") || positive("parkings") || record.webIds.includes(garageType),
    terrace: positive("surfaceTerrace"),
    newBuild: record.projectId !== null || record.webIds.includes(newBuildType),
  };
  return (Object.keys(has) as Feature[]).filter((feature) => has[feature]);
}

function projectParts(project: ProjectRecord, language: Language) {
  return { citySlug: slugify(project.address.city[language]), slug: slugify(project.name[language]), id: project.id };
}

/** What a property's cards take from its past, the same in every language. */
interface Listing {
  listedAt: string;
  priceDroppedAt: string | null;
}

function card(record: PropertyRecord, language: Language, path: string, listing: Listing): PropertyCard {
  return {
    id: record.id,
    goal: record.goal,
    webId: record.webId,
    webIds: record.webIds,
    projectId: record.projectId,
    reference: record.reference,
    marquee: marqueeKinds[record.marquee],
    title: record.title[language],
    city: record.address.city[language],
    zip: record.address.zip,
    mainTypeName: record.mainTypeName[language],
    price: record.pricePublished ? record.price : null,
    priceUnit: record.priceUnit,
    priceUnitText: record.priceUnitText[language],
    bedrooms: numberFact(record, "bedrooms"),
    livingArea: numberFact(record, "surfaceLiving"),
    epcLabel: epcLabel(record.energyPerformance, regionOfZip(record.address.zip) ?? "flanders", record.epcLabelText),
    features: featuresOf(record),
    picture: firstPicture(record.pictures, language),
    path,
    createdAt: record.createdAt,
    ...listing,
  };
}

export function buildCatalog(input: {
  version: number;
  properties: PropertyRecord[];
  projects: ProjectRecord[];
  types: PropertyTypeRecord[];
  /** When the site first saw each property (ISO 8601); without it, the CRM's creation date alone. */
  firstSeen?: Map<number, string>;
  /** The properties' events, oldest first. */
  events?: PropertyEventRecord[];
}): Catalog {
  const projects = new Map(input.projects.map((project) => [project.id, project]));
  const projectPaths = new Map(
    input.projects.map((project) => [
      project.id,
      alternatesOf((language) => projectPath(language, projectParts(project, language))),
    ]),
  );
  const sorted = [...input.properties].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  const propertyPaths = new Map(
    sorted.map((record) => {
      const project = record.projectId === null ? undefined : projects.get(record.projectId);
      return [
        record.id,
        alternatesOf((language) =>
          propertyPath(language, {
            goal: record.goal,
            citySlug: slugify(record.address.city[language]),
            titleSlug: slugify(record.title[language]),
            id: record.id,
            project: project ? projectParts(project, language) : null,
          }),
        ),
      ];
    }),
  );
  const history = Map.groupBy(
    (input.events ?? []).filter((event) => event.kind === "price" || event.kind === "status"),
    (event) => event.propertyId,
  );
  const listingOf = (record: PropertyRecord): Listing => ({
    listedAt: listedAt(record.createdAt, input.firstSeen?.get(record.id)),
    priceDroppedAt: priceDroppedAt(history.get(record.id) ?? []),
  });
  const views = Object.fromEntries(
    languages.map((language) => [language, view(language, sorted, input, propertyPaths, projectPaths, listingOf)]),
  ) as Record<Language, LanguageCatalog>;
  const referenceIndex = new Map<string, number[]>();
  for (const record of sorted) {
    const key = record.reference.trim().toLowerCase();
    referenceIndex.set(key, [...(referenceIndex.get(key) ?? []), record.id]);
  }
  return {
    version: input.version,
    views,
    referenceIndex,
    properties: new Map(sorted.map((record) => [record.id, record])),
    projects,
    history,
    propertyPaths,
    projectPaths,
  };
}

/** Sold or rented: shown as a reference, never counted as on offer (decision 032). */
export function isReference(property: Pick<PropertyCard, "marquee">): boolean {
  return property.marquee === "sold" || property.marquee === "rented";
}

/**
 * Sorted once per snapshot, so a list page only filters (see the search benchmark). In every
 * order what is still on offer comes first and the sold and rented references after it; those
 * without the value an order sorts by (a hidden price, an unknown area) come last in their part.
 */
export function sortOrdersOf(properties: PropertyCard[], goal: Goal): Record<SortOrder, PropertyCard[]> {
  const ofGoal = properties.filter((property) => property.goal === goal);
  const offered = ofGoal.filter((property) => !isReference(property));
  const references = ofGoal.filter(isReference);
  const by = (value: (property: PropertyCard) => number | null, direction: 1 | -1) => {
    const order = (part: PropertyCard[]) => {
      const known = part.flatMap((property) => {
        const number = value(property);
        return number === null ? [] : [{ property, number }];
      });
      known.sort((a, b) => (a.number - b.number) * direction);
      return [...known.map((entry) => entry.property), ...part.filter((property) => value(property) === null)];
    };
    return [...order(offered), ...order(references)];
  };
  const price = (property: PropertyCard) => property.price;
  return {
    newest: [...offered, ...references],
    "price-asc": by(price, 1),
    "price-desc": by(price, -1),
    "area-desc": by((property) => property.livingArea, -1),
    "price-per-m2-asc": by(
      (property) => pricePerSquareMetre({ price: property.price, unit: property.priceUnit }, property.livingArea),
      1,
    ),
  };
}

function view(
  language: Language,
  sorted: PropertyRecord[],
  input: { projects: ProjectRecord[]; types: PropertyTypeRecord[] },
  propertyPaths: Map<number, Alternates>,
  projectPaths: Map<number, Alternates>,
  listingOf: (record: PropertyRecord) => Listing,
): LanguageCatalog {
  const properties = sorted.map((record) =>
    card(record, language, propertyPaths.get(record.id)?.[language] ?? "", listingOf(record)),
  );
  // What is on offer: the totals, and the towns' and types' counts, leave sold and rented out.
  const count = (goal: Goal, match: (property: PropertyCard) => boolean) =>
    properties.filter((property) => property.goal === goal && !isReference(property) && match(property)).length;
  const cityNames = new Map<string, CityEntry>();
  for (const property of properties) {
    const key = `${property.zip}|${property.city}`;
    const entry = cityNames.get(key) ?? { name: property.city, zip: property.zip, saleCount: 0, rentCount: 0 };
    // A town with only references keeps zero, and the filters leave it out.
    if (!isReference(property)) entry[property.goal === "sale" ? "saleCount" : "rentCount"]++;
    cityNames.set(key, entry);
  }
  const units = Map.groupBy(sorted, (record) => record.projectId);
  const projects: ProjectCard[] = input.projects.map((project) => ({
    id: project.id,
    name: project.name[language],
    city: project.address.city[language],
    zip: project.address.zip,
    priceMin: project.priceMin,
    priceMax: project.priceMax,
    typeSummary: project.typeSummary[language],
    picture: firstPicture(project.pictures, language),
    path: projectPaths.get(project.id)?.[language] ?? "",
    unitIds: (units.get(project.id) ?? []).map((record) => record.id),
  }));
  const types: TypeEntry[] = input.types.map((type) => ({
    webId: type.webId,
    name: type.name[language],
    sale: type.sale,
    rent: type.rent,
    saleCount: count("sale", (property) => property.webIds.includes(type.webId)),
    rentCount: count("rent", (property) => property.webIds.includes(type.webId)),
  }));
  return {
    language,
    properties,
    propertyById: new Map(properties.map((property) => [property.id, property])),
    orders: { sale: sortOrdersOf(properties, "sale"), rent: sortOrdersOf(properties, "rent") },
    projects,
    projectById: new Map(projects.map((project) => [project.id, project])),
    types,
    typeByWebId: new Map(types.map((type) => [type.webId, type])),
    cities: [...cityNames.values()].sort((a, b) => a.name.localeCompare(b.name, language)),
    totals: { sale: count("sale", () => true), rent: count("rent", () => true) },
  };
}
