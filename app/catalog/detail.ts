import type { EpcLabel } from "~/domain/epc";
import { epcLabel, epcScale } from "~/domain/epc";
import { decodeEntities } from "~/domain/html-entities";
import type { Language } from "~/domain/language";
import type { FacadeKind } from "~/domain/property-rules";
import { facadeKind, renovationNoticeApplies } from "~/domain/property-rules";
import type { Region } from "~/domain/region";
import { regionOfZip } from "~/domain/region";
import type { VideoEmbed } from "~/domain/video";
import type { LegalItem } from "./legal";
import { requiredLegalItems } from "./legal";
import { videoEmbed } from "~/domain/video";
import type { Catalog } from "./snapshot";
import { numberFact } from "./snapshot";
import type {
  FactKey,
  Manager,
  MarqueeKind,
  PropertyDocument,
  PropertyRecord,
  ShownPicture,
  TextFactKey,
} from "~/domain/records";
import { marqueeKinds, shownPicture } from "~/domain/records";

// What a property's detail page shows, in one language: the key facts, then every labelled
// field of spec §3 the property has, grouped, and the items the law requires this ad to show
// (legal.ts). A required item that the CRM did not send is listed as missing, never left out.

export type FactValue =
  | { kind: "number" | "area" | "length" | "money" | "year" | "kwh" | "kwhYear" | "co2"; value: number }
  | { kind: "yesNo"; value: boolean }
  | { kind: "text" | "date" | "score"; value: string }
  | { kind: "facades"; value: FacadeKind }
  | { kind: "missing" };

/** The facts a detail page lists: summons and judicial decision are shown as one. */
type ListedFactKey = Exclude<FactKey, "summons" | "judicialDecision">;
export type FactName = ListedFactKey | TextFactKey | "type" | "epcValue" | "summonsOrJudicialDecision";

export interface FactRow {
  key: FactName;
  value: FactValue;
}

export const factGroups = ["general", "surfaces", "energy", "legal", "financial", "viager"] as const;
export type FactGroup = (typeof factGroups)[number];

export interface PropertyDetail {
  id: number;
  goal: "sale" | "rent";
  reference: string;
  marquee: MarqueeKind;
  title: string;
  mainTypeName: string;
  price: number | null;
  priceUnit: number;
  /** For the price per m²: null when unknown. */
  livingArea: number | null;
  priceUnitText: string;
  /** null when the agency hides the address (spec §9). */
  street: { street: string; houseNumber: string; box: string } | null;
  city: string;
  zip: string;
  region: Region | null;
  location: { latitude: number; longitude: number } | null;
  paragraphs: string[];
  pictures: ShownPicture[];
  keyFacts: FactRow[];
  groups: { key: FactGroup; rows: FactRow[] }[];
  /** value: the kWh/m² per year the label comes from, when the CRM sent it. */
  epc: { label: EpcLabel | null; value: number | null; scale: EpcLabel[]; renovationNotice: boolean } | null;
  documents: string[];
  /** The video and the virtual tour, with how to embed each (spec §5 video recognition). */
  media: { purpose: "video" | "tour"; url: string; embed: VideoEmbed | null }[];
  manager: Manager | null;
  project: { name: string; path: string } | null;
}

/** The description's paragraphs as plain text: the CRM's HTML is never injected into the page. */
export function paragraphsOf(html: string): string[] {
  return html
    .split(/<\/p>|<br\s*\/?>|<\/li>|<\/h\d>/i)
    .map((part) =>
      // A tag has no "<" inside: a lone "<" stays text, and a run of them costs linear time.
      decodeEntities(part.replace(/<[^<>]*>/g, " "))
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter(Boolean);
}

const landType = 4;
const garageType = 7;

function rowsOf(record: PropertyRecord, language: Language) {
  const rows: FactRow[] = [];
  const number = (
    key: ListedFactKey,
    kind: "number" | "area" | "length" | "money" | "year" | "kwhYear" | "co2" = "number",
  ) => {
    const value = numberFact(record, key);
    if (value !== null && value > 0) rows.push({ key, value: { kind, value } });
  };
  const text = (key: TextFactKey) => {
    const value = record.textFacts[key]?.[language];
    if (value) rows.push({ key, value: { kind: "text", value } });
  };
  const flag = (key: ListedFactKey, required: boolean) => {
    const value = record.facts[key];
    if (typeof value === "boolean") rows.push({ key, value: { kind: "yesNo", value } });
    else if (required) rows.push({ key, value: { kind: "missing" } });
  };
  const take = () => rows.splice(0);
  return { rows, number, text, flag, take };
}

function groupsOf(record: PropertyRecord, language: Language, region: Region | null): PropertyDetail["groups"] {
  const { rows, number, text, flag, take } = rowsOf(record, language);
  const buildingLike = !record.webIds.includes(landType) && !record.webIds.includes(garageType);
  const string = (key: FactKey) => (typeof record.facts[key] === "string" ? (record.facts[key] as string) : null);

  rows.push({ key: "type", value: { kind: "text", value: record.mainTypeName[language] } });
  const facades = facadeKind(numberFact(record, "facades"));
  if (facades) rows.push({ key: "facades", value: { kind: "facades", value: facades } });
  for (const key of ["bedrooms", "bathrooms", "showers", "toilets", "floors", "floor", "garages", "parkings"] as const)
    number(key);
  number("constructionYear", "year");
  number("renovationYear", "year");
  for (const key of ["heating", "kitchen", "roof", "availableFrom", "inventory"] as const) text(key);
  const general = take();

  number("surfaceLiving", "area");
  number("surfaceTotal", "area");
  number("surfaceGround", "area");
  number("surfaceGarden", "area");
  number("surfaceTerrace", "area");
  number("surfaceConstructed", "area");
  number("surfaceOffice", "area");
  number("surfaceStore", "area");
  number("plotWidth", "length");
  number("frontWidth", "length");
  const surfaces = take();

  // What the law asks this ad to show (legal.ts, decision 031): a required item the CRM did
  // not send is listed as missing; any other is shown only when sent.
  const required = requiredLegalItems({
    region,
    goal: record.goal,
    building: buildingLike,
    constructionYear: numberFact(record, "constructionYear"),
  });
  const missing = (key: LegalItem) => {
    if (required.has(key)) rows.push({ key, value: { kind: "missing" } });
  };
  if (buildingLike) {
    const performance = record.energyPerformance;
    if (performance !== null) rows.push({ key: "epcValue", value: { kind: "kwh", value: performance } });
    else missing("epcValue");
    const code = string("epcUniqueCode");
    if (code) rows.push({ key: "epcUniqueCode", value: { kind: "text", value: code } });
    else missing("epcUniqueCode");
    const total = numberFact(record, "epcTotal");
    if (total !== null && total > 0) rows.push({ key: "epcTotal", value: { kind: "kwhYear", value: total } });
    else missing("epcTotal");
    const co2 = numberFact(record, "epcCo2");
    if (co2 !== null) rows.push({ key: "epcCo2", value: { kind: "co2", value: co2 } });
    else missing("epcCo2");
    const endDate = string("epcEndDate");
    if (endDate) rows.push({ key: "epcEndDate", value: { kind: "date", value: endDate } });
  }
  const energy = take();

  for (const key of ["floodScoreP", "floodScoreG"] as const) {
    const score = string(key);
    if (score) rows.push({ key, value: { kind: "score", value: score } });
    else missing(key);
  }
  text("floodZone");
  flag("buildingPermit", required.has("buildingPermit"));
  const zoning = record.textFacts.zoningDesignation?.[language];
  if (zoning) rows.push({ key: "zoningDesignation", value: { kind: "text", value: zoning } });
  else missing("zoningDesignation");
  const summons = record.facts.summons;
  const judicial = record.facts.judicialDecision;
  if (typeof summons === "boolean" || typeof judicial === "boolean") {
    rows.push({
      key: "summonsOrJudicialDecision",
      value: { kind: "yesNo", value: summons === true || judicial === true },
    });
  } else missing("summonsOrJudicialDecision");
  flag("preemptiveRight", required.has("preemptiveRight"));
  flag("subdivisionPermit", required.has("subdivisionPermit"));
  const certificate = record.textFacts.asbestosCertificate?.[language];
  if (certificate) rows.push({ key: "asbestosCertificate", value: { kind: "text", value: certificate } });
  else missing("asbestosCertificate");
  const asbestosDate = string("asbestosDate");
  if (asbestosDate) rows.push({ key: "asbestosDate", value: { kind: "date", value: asbestosDate } });
  const legal = take();

  for (const key of [
    "chargesRenter",
    "chargesOwner",
    "cadastralIncome",
    "notaryFee",
    "registrationRights",
    "vat",
    "deposit",
    "agencyCost",
    "minimumIncome",
  ] as const)
    number(key, "money");
  number("maxPersons");
  const financial = take();

  number("viagerBouquet", "money");
  number("viagerAnnuity", "money");
  text("viagerAges");
  const viager = take();

  const groups = { general, surfaces, energy, legal, financial, viager };
  return factGroups.map((key) => ({ key, rows: groups[key] })).filter((group) => group.rows.length > 0);
}

const positiveOrNull = (value: number | null) => (value !== null && value > 0 ? value : null);

function keyFactsOf(record: PropertyRecord): FactRow[] {
  const rows: FactRow[] = [];
  const add = (key: ListedFactKey, kind: "number" | "area" | "year") => {
    const value = numberFact(record, key);
    if (value !== null && value > 0) rows.push({ key, value: { kind, value } });
  };
  add("bedrooms", "number");
  add("bathrooms", "number");
  add("surfaceLiving", "area");
  add("surfaceGround", "area");
  add("constructionYear", "year");
  return rows;
}

export function propertyDetail(catalog: Catalog, id: number, language: Language): PropertyDetail | null {
  const record = catalog.properties.get(id);
  if (!record) return null;
  const project = record.projectId === null ? undefined : catalog.projects.get(record.projectId);
  const { address } = record;
  const region = regionOfZip(address.zip);
  const label = epcLabel(record.energyPerformance, region ?? "flanders", record.epcLabelText);
  const buildingLike = !record.webIds.includes(landType) && !record.webIds.includes(garageType);
  return {
    id: record.id,
    goal: record.goal,
    reference: record.reference,
    marquee: marqueeKinds[record.marquee],
    title: record.title[language],
    mainTypeName: record.mainTypeName[language],
    price: record.pricePublished ? record.price : null,
    priceUnit: record.priceUnit,
    livingArea: positiveOrNull(numberFact(record, "surfaceLiving")),
    priceUnitText: record.priceUnitText[language],
    street: address.published ? { street: address.street, houseNumber: address.houseNumber, box: address.box } : null,
    city: address.city[language],
    zip: address.zip,
    region,
    // An exact position would give a hidden address away.
    location:
      address.published && address.latitude !== null && address.longitude !== null
        ? { latitude: address.latitude, longitude: address.longitude }
        : null,
    paragraphs: paragraphsOf(record.description[language]),
    pictures: record.pictures.map((picture) => shownPicture(picture, language)),
    keyFacts: keyFactsOf(record),
    groups: groupsOf(record, language, region),
    epc: buildingLike
      ? {
          label,
          value: record.energyPerformance,
          scale: epcScale(region ?? "flanders"),
          renovationNotice: renovationNoticeApplies({
            goal: record.goal,
            region,
            webIds: record.webIds,
            epcLabel: label,
          }),
        }
      : null,
    // Names only: the files go out as expiring links to visitors who request them (issue 5).
    documents: record.documents.map((document: PropertyDocument) => document.name[language]),
    media: [
      ...(record.videoUrl
        ? [{ purpose: "video" as const, url: record.videoUrl, embed: videoEmbed(record.videoUrl) }]
        : []),
      ...(record.virtualTourUrl
        ? [{ purpose: "tour" as const, url: record.virtualTourUrl, embed: videoEmbed(record.virtualTourUrl) }]
        : []),
    ],
    manager: record.manager,
    project: project
      ? { name: project.name[language], path: catalog.projectPaths.get(project.id)?.[language] ?? "" }
      : null,
  };
}
