import type { Language } from "~/domain/language";

// The app's own property types. The importer reshapes the CRM feed into these; components
// and the catalog never see raw feed records.

export type LocalizedText = Record<Language, string>;
export type Goal = "sale" | "rent";

/** Marquee 0–4 (spec §3); the meaning of each value is our choice, see docs/decisions. */
export type Marquee = 0 | 1 | 2 | 3 | 4;
export const marqueeKinds = ["none", "new", "option", "sold", "rented"] as const;
export type MarqueeKind = (typeof marqueeKinds)[number];

/** What a visitor can require of a property in the search filters. */
export const features = ["garden", "garage", "terrace", "newBuild"] as const;
export type Feature = (typeof features)[number];

export interface Picture {
  url: string;
  width: number;
  height: number;
  alt: LocalizedText;
}

/** A picture as a page in one language shows it: with that language's alternative text alone. */
export interface ShownPicture {
  url: string;
  width: number;
  height: number;
  alt: string;
}

export function shownPicture(picture: Picture, language: Language): ShownPicture {
  return { url: picture.url, width: picture.width, height: picture.height, alt: picture.alt[language] };
}

/** The first of a record's pictures, shown in one language; null without any. */
export function firstPicture(pictures: Picture[], language: Language): ShownPicture | null {
  const [first] = pictures;
  return first ? shownPicture(first, language) : null;
}

export interface PropertyDocument {
  name: LocalizedText;
  url: string;
  mimeType: string;
}

export interface Manager {
  name: string;
  phone: string;
  email: string;
}

export interface VisitMoment {
  id: number;
  date: string;
  start: string;
  end: string;
  capacity: number;
}

export interface Address {
  published: boolean;
  street: string;
  houseNumber: string;
  box: string;
  zip: string;
  city: LocalizedText;
  countryId: number;
  country: LocalizedText;
  latitude: number | null;
  longitude: number | null;
}

/** Numeric and yes/no facts, keyed in camelCase after the feed's labels (spec §3). */
export type PropertyFacts = Partial<Record<FactKey, number | boolean | string>>;
export type FactKey =
  | "bedrooms"
  | "bathrooms"
  | "showers"
  | "toilets"
  | "garages"
  | "parkings"
  | "floors"
  | "floor"
  | "facades"
  | "surfaceTotal"
  | "surfaceLiving"
  | "surfaceGround"
  | "surfaceGarden"
  | "surfaceTerrace"
  | "surfaceConstructed"
  | "surfaceOffice"
  | "surfaceStore"
  | "plotWidth"
  | "frontWidth"
  | "constructionYear"
  | "renovationYear"
  | "chargesRenter"
  | "chargesOwner"
  | "cadastralIncome"
  | "notaryFee"
  | "registrationRights"
  | "vat"
  | "deposit"
  | "agencyCost"
  | "minimumIncome"
  | "maxPersons"
  | "floodScoreP"
  | "floodScoreG"
  | "asbestosDate"
  | "buildingPermit"
  | "summons"
  | "judicialDecision"
  | "preemptiveRight"
  | "subdivisionPermit"
  | "viagerAnnuity"
  | "viagerBouquet"
  | "epcUniqueCode"
  | "epcTotal"
  | "epcCo2"
  | "epcEndDate";

/** Free-text facts that the CRM gives per language. */
export type TextFactKey =
  | "heating"
  | "kitchen"
  | "roof"
  | "inventory"
  | "availableFrom"
  | "floodZone"
  | "asbestosCertificate"
  | "zoningDesignation"
  | "viagerAges";

export interface PropertyRecord {
  id: number;
  goal: Goal;
  webId: number;
  webIds: number[];
  projectId: number | null;
  reference: string;
  marquee: Marquee;
  price: number;
  priceUnit: number;
  pricePublished: boolean;
  address: Address;
  energyPerformance: number | null;
  epcLabelText: string;
  facts: PropertyFacts;
  title: LocalizedText;
  name: LocalizedText;
  description: LocalizedText;
  mainTypeName: LocalizedText;
  priceUnitText: LocalizedText;
  textFacts: Partial<Record<TextFactKey, LocalizedText>>;
  videoUrl: string | null;
  virtualTourUrl: string | null;
  pictures: Picture[];
  documents: PropertyDocument[];
  manager: Manager | null;
  visitMoments: VisitMoment[];
  createdAt: string;
  modifiedAt: string;
}

/**
 * One change the site saw to a property (the `property_events` table): its price, or its
 * marquee (option, sold, rented…), at the moment the import found it.
 */
export interface PropertyEventRecord {
  propertyId: number;
  kind: "listed" | "price" | "status" | "withdrawn" | "relisted";
  /** ISO 8601. */
  at: string;
  priceBefore: number | null;
  priceAfter: number | null;
  marqueeBefore: number | null;
  marqueeAfter: number | null;
}

export interface ProjectRecord {
  id: number;
  goal: Goal;
  webId: number;
  projectWebId: number;
  name: LocalizedText;
  description: LocalizedText;
  typeSummary: LocalizedText;
  priceMin: number;
  priceMax: number;
  address: Address;
  pictures: Picture[];
  createdAt: string;
  modifiedAt: string;
}

export interface PropertyTypeRecord {
  webId: number;
  showOrder: number;
  sale: boolean;
  rent: boolean;
  name: LocalizedText;
}

export interface CityRecord {
  zip: string;
  slug: string;
  name: LocalizedText;
}

/** What one import did, per spec-visible change (DESIGN.md §4: it drives search alerts). */
export interface ImportReport {
  properties: {
    new: number[];
    changed: number[];
    unchanged: number;
    /** Live properties whose price went up or down. */
    priceChanged: number[];
    withdrawn: number[];
    sold: number[];
    rented: number[];
  };
  projects: { new: number[]; changed: number[]; unchanged: number; withdrawn: number[] };
  rejected: string[];
}
