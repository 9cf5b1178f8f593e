import type { z } from "zod";
import { capitalizeCity } from "~/domain/city-name";
import { isEmpty } from "~/domain/empty";
import type { Language } from "~/domain/language";
import { languages } from "~/domain/language";
import { slugify } from "~/domain/slug";
import type { FeedCity, FeedLanguage, FeedPicture, FeedProject, FeedProperty, FeedPropertyType } from "./feed-schema";
import {
  feedCity,
  feedDocumentShape,
  feedProject,
  feedProperty,
  feedPropertySummary,
  feedPropertyType,
} from "./feed-schema";
import type {
  Address,
  CityRecord,
  FactKey,
  LocalizedText,
  Marquee,
  Picture,
  ProjectRecord,
  PropertyFacts,
  PropertyRecord,
  PropertyTypeRecord,
  TextFactKey,
} from "~/domain/records";

// The edge between the CRM and the app: each record is checked with Zod on its own, so one
// bad record is named and rejected while the rest is kept; the four language versions of a
// record are merged into one app record.

export interface ParsedFeed {
  properties: PropertyRecord[];
  projects: ProjectRecord[];
  types: PropertyTypeRecord[];
  cities: CityRecord[];
  rejected: string[];
  /** Ids seen in the feed, valid or not: a rejected record is never taken for withdrawn. */
  seenPropertyIds: Set<number>;
  seenProjectIds: Set<number>;
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.length ? issue.path.join(".") : "record"}: ${issue.message}`)
    .join("; ");
}

function label(kind: string, raw: unknown): string {
  const record = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>) : {};
  const id = record.ID ?? record.WebID ?? record.Zip ?? "?";
  const language = typeof record.language === "string" ? ` (${record.language})` : "";
  return `${kind} ${String(id)}${language}`;
}

/** Parses each record on its own; the ids of failed records are added to `badIds`. */
function parseEach<T>(
  kind: string,
  schema: z.ZodType<T>,
  raws: unknown[],
  rejected: string[],
  badIds = new Set<number>(),
): T[] {
  const valid: T[] = [];
  for (const raw of raws) {
    const result = schema.safeParse(raw);
    if (result.success) {
      valid.push(result.data);
    } else {
      rejected.push(`${label(kind, raw)}: ${describeIssues(result.error)}`);
      const id = idOf(raw);
      if (id !== null) badIds.add(id);
    }
  }
  return valid;
}

/** Groups the language versions of each record by a key; the main language leads. */
function byKey<T extends { language: FeedLanguage }>(records: T[], key: (record: T) => string) {
  const groups = new Map<string, Partial<Record<Language, T>>>();
  for (const record of records) {
    const recordKey = key(record);
    const group = groups.get(recordKey) ?? {};
    group[record.language] = record;
    groups.set(recordKey, group);
  }
  return groups;
}

function localized<T>(group: Partial<Record<Language, T>>, base: T, pick: (record: T) => string): LocalizedText {
  return Object.fromEntries(languages.map((language) => [language, pick(group[language] ?? base)])) as LocalizedText;
}

function baseOf<T>(group: Partial<Record<Language, T>>): T | undefined {
  return group.nl ?? group.fr ?? group.en ?? group.de;
}

/** spec §5: absent, null and blank text all mean "no value". */
function present(value: string | null | undefined): string | null {
  return isEmpty(value) ? null : (value ?? null);
}

function pictures(
  group: Partial<Record<Language, { Pictures: FeedPicture[] }>>,
  base: { Pictures: FeedPicture[] },
): Picture[] {
  return base.Pictures.map((picture, index) => ({
    url: picture.Url,
    width: picture.Width,
    height: picture.Height,
    alt: localized(group, base, (record) => record.Pictures[index]?.Name ?? picture.Name),
  }));
}

function address(
  group: Partial<Record<Language, FeedProperty | FeedProject>>,
  base: FeedProperty | FeedProject,
  published: boolean,
): Address {
  return {
    published,
    street: base.Street,
    houseNumber: base.HouseNumber,
    box: base.BoxNr,
    zip: base.Zip,
    // spec §9: the CRM sends city names in any case; the site shows them capitalised.
    city: localized(group, base, (record) => capitalizeCity(record.City)),
    countryId: base.CountryID,
    country: localized(group, base, (record) => record.CountryName),
    latitude: base.Latitude,
    longitude: base.Longitude,
  };
}

const factKeys: Record<FactKey, keyof FeedProperty> = {
  bedrooms: "Bedrooms",
  bathrooms: "Bathrooms",
  showers: "Showers",
  toilets: "Toilets",
  garages: "Garages",
  parkings: "Parkings",
  floors: "Floors",
  floor: "Floor",
  facades: "Facades",
  surfaceTotal: "SurfaceTotal",
  surfaceLiving: "SurfaceLiving",
  surfaceGround: "SurfaceGround",
  surfaceGarden: "SurfaceGarden",
  surfaceTerrace: "SurfaceTerrace",
  surfaceConstructed: "SurfaceConstructed",
  surfaceOffice: "SurfaceOffice",
  surfaceStore: "SurfaceStore",
  plotWidth: "PlotWidth",
  frontWidth: "FrontWidth",
  constructionYear: "ConstructionYear",
  renovationYear: "RenovationYear",
  chargesRenter: "ChargesRenter",
  chargesOwner: "ChargesOwner",
  cadastralIncome: "CadastralIncome",
  notaryFee: "NotaryFee",
  registrationRights: "RegistrationRights",
  vat: "VAT",
  deposit: "Deposit",
  agencyCost: "AgencyCost",
  minimumIncome: "MinimumIncome",
  maxPersons: "MaxPersons",
  floodScoreP: "FloodScoreP",
  floodScoreG: "FloodScoreG",
  asbestosDate: "AsbestosDate",
  buildingPermit: "BuildingPermit",
  summons: "Summons",
  judicialDecision: "JudicialDecision",
  preemptiveRight: "PreemptiveRight",
  subdivisionPermit: "SubdivisionPermit",
  viagerAnnuity: "ViagerAnnuity",
  viagerBouquet: "ViagerBouquet",
  epcUniqueCode: "EPCUniqueCode",
  epcTotal: "EPCTotal",
  epcCo2: "EPCCO2",
  epcEndDate: "EPCEndDate",
};

const textFactKeys: Record<TextFactKey, keyof FeedProperty> = {
  heating: "Heating",
  kitchen: "Kitchen",
  roof: "Roof",
  inventory: "Inventory",
  availableFrom: "AvailableFrom",
  floodZone: "FloodZone",
  asbestosCertificate: "AsbestosCertificate",
  zoningDesignation: "ZoningDesignation",
  viagerAges: "ViagerAges",
};

function facts(base: FeedProperty): PropertyFacts {
  const result: PropertyFacts = {};
  for (const [key, field] of Object.entries(factKeys) as [FactKey, keyof FeedProperty][]) {
    const value = base[field];
    if (isEmpty(value)) continue;
    if (typeof value === "number" || typeof value === "boolean" || typeof value === "string") result[key] = value;
  }
  return result;
}

function textFacts(group: Partial<Record<Language, FeedProperty>>, base: FeedProperty) {
  const result: PropertyRecord["textFacts"] = {};
  for (const [key, field] of Object.entries(textFactKeys) as [TextFactKey, keyof FeedProperty][]) {
    if (typeof base[field] !== "string" || isEmpty(base[field])) continue;
    result[key] = localized(group, base, (record) => {
      const value = record[field];
      // A language left blank shows no row rather than an empty one.
      return typeof value === "string" && !isEmpty(value) ? value : "";
    });
  }
  return result;
}

function toProperty(group: Partial<Record<Language, FeedProperty>>, base: FeedProperty): PropertyRecord {
  return {
    id: base.ID,
    goal: base.Goal === 0 ? "sale" : "rent",
    webId: base.WebID,
    webIds: base.WebIDs.split(",").map(Number),
    projectId: base.ProjectID,
    reference: base.RecordFile,
    marquee: base.Marquee as Marquee,
    price: base.Price,
    priceUnit: base.PriceUnit,
    pricePublished: base.PublishPrice,
    address: address(group, base, base.PublishAddress),
    energyPerformance: base.EnergyPerformance,
    epcLabelText: base.EPCLabelText,
    facts: facts(base),
    title: localized(group, base, (record) => record.TypeDescription),
    name: localized(group, base, (record) => record.Name),
    description: localized(group, base, (record) => record.Description),
    mainTypeName: localized(group, base, (record) => record.MainTypeName),
    priceUnitText: localized(group, base, (record) => record.PriceUnitText),
    textFacts: textFacts(group, base),
    videoUrl: present(base.VideoUrl),
    virtualTourUrl: present(base.VirtualTourUrl),
    pictures: pictures(group, base),
    documents: base.Documents.map((document, index) => ({
      url: document.Url,
      mimeType: document.MimeType,
      name: localized(group, base, (record) => record.Documents[index]?.Name ?? document.Name),
    })),
    manager: base.Manager ? { name: base.Manager.Name, phone: base.Manager.Phone, email: base.Manager.Email } : null,
    visitMoments: base.VisitMoments.map((moment) => ({
      id: moment.ID,
      date: moment.Date,
      start: moment.Start,
      end: moment.End,
      capacity: moment.Capacity,
    })),
    createdAt: base.CreateDate,
    modifiedAt: base.ModifyDate,
  };
}

function toProject(group: Partial<Record<Language, FeedProject>>, base: FeedProject): ProjectRecord {
  return {
    id: base.ID,
    goal: base.Goal === 0 ? "sale" : "rent",
    webId: base.WebID,
    projectWebId: base.ProjectWebID,
    name: localized(group, base, (record) => record.Name),
    description: localized(group, base, (record) => record.Description),
    typeSummary: localized(group, base, (record) => record.WebIDName),
    priceMin: base.PriceMin,
    priceMax: base.PriceMax,
    address: address(group, base, base.PublicAddress),
    pictures: pictures(group, base),
    createdAt: base.CreateDate,
    modifiedAt: base.ModifyDate,
  };
}

function toType(group: Partial<Record<Language, FeedPropertyType>>, base: FeedPropertyType): PropertyTypeRecord {
  return {
    webId: base.WebID,
    showOrder: base.ShowOrder,
    sale: base.Sale,
    rent: base.Rent,
    name: localized(group, base, (record) => record.Name),
  };
}

function toCity(group: Partial<Record<Language, FeedCity>>, base: FeedCity): CityRecord {
  // The slug is lower case whatever the CRM's spelling, so capitalising keeps city URLs stable.
  return {
    zip: base.Zip,
    slug: slugify(base.Name),
    name: localized(group, base, (record) => capitalizeCity(record.Name)),
  };
}

function merge<F extends { language: FeedLanguage }, R>(
  records: F[],
  key: (record: F) => string,
  build: (group: Partial<Record<Language, F>>, base: F) => R,
): R[] {
  const result: R[] = [];
  for (const group of byKey(records, key).values()) {
    const base = baseOf(group);
    if (base) result.push(build(group, base));
  }
  return result;
}

/** Cities share a postal code (2970: Schilde and 's-Gravenwezel); pair them by their order. */
function cityKey() {
  const seen = new Map<string, number>();
  return (record: FeedCity) => {
    const key = `${record.language}|${record.Zip}`;
    const position = seen.get(key) ?? 0;
    seen.set(key, position + 1);
    return `${record.Zip}|${position}`;
  };
}

function idOf(raw: unknown): number | null {
  const id = typeof raw === "object" && raw !== null ? (raw as { ID?: unknown }).ID : undefined;
  return typeof id === "number" ? id : null;
}

export function parseFeed(input: unknown): ParsedFeed {
  const document = feedDocumentShape.safeParse(input);
  if (!document.success) {
    throw new Error(`The feed is not a feed document: ${describeIssues(document.error)}`);
  }
  const feed = document.data;
  const rejected: string[] = [];
  const seenPropertyIds = new Set(feed.PropertyList.map(idOf).filter((id) => id !== null));
  const seenProjectIds = new Set(feed.Projects.map(idOf).filter((id) => id !== null));

  // The property list says what is published; a full record outside it is not shown.
  const listed = new Set(
    parseEach("Property summary", feedPropertySummary, feed.PropertyList, rejected).map((s) => s.ID),
  );
  const badIds = new Set<number>();
  const full = parseEach("Property", feedProperty, feed.Properties, rejected, badIds);
  const properties = merge(full, (record) => String(record.ID), toProperty).filter((property) => {
    if (badIds.has(property.id)) return false;
    if (listed.has(property.id)) return true;
    rejected.push(`Property ${property.id}: not in the property list`);
    return false;
  });
  const kept = new Set(properties.map((property) => property.id));
  for (const id of listed) {
    if (!kept.has(id) && !badIds.has(id)) {
      rejected.push(`Property summary ${id}: no full property record`);
    }
  }

  const projectRecords = parseEach("Project", feedProject, feed.Projects, rejected);
  const typeRecords = parseEach("Property type", feedPropertyType, feed.PropertyTypes, rejected);
  const cityRecords = parseEach("City", feedCity, feed.Cities.All, rejected);

  return {
    properties,
    projects: merge(projectRecords, (record) => String(record.ID), toProject),
    types: merge(typeRecords, (record) => String(record.WebID), toType).sort((a, b) => a.showOrder - b.showOrder),
    cities: merge(cityRecords, cityKey(), toCity),
    rejected,
    seenPropertyIds,
    seenProjectIds,
  };
}
