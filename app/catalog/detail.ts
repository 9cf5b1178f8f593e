import { epcLabel } from "~/domain/epc";
import type { EpcLabel } from "~/domain/epc";
import type { Language } from "~/domain/language";
import { regionOfZip } from "~/domain/region";
import { decodeEntities } from "~/domain/html-entities";
import type { Catalog } from "./snapshot";
import { numberFact } from "./snapshot";
import type { MarqueeKind, Picture } from "./types";
import { marqueeKinds } from "./types";

// What a property's detail page shows, in one language. The full detail page is built out
// in the search-and-detail issue; this is its first slice.

export interface PropertyDetail {
  id: number;
  goal: "sale" | "rent";
  reference: string;
  marquee: MarqueeKind;
  title: string;
  mainTypeName: string;
  price: number | null;
  priceUnit: number;
  priceUnitText: string;
  /** null when the agency hides the address (spec §9). */
  street: { street: string; houseNumber: string; box: string } | null;
  city: string;
  zip: string;
  paragraphs: string[];
  pictures: Picture[];
  bedrooms: number | null;
  livingArea: number | null;
  plotArea: number | null;
  constructionYear: number | null;
  energyPerformance: number | null;
  epcLabel: EpcLabel | null;
  project: { name: string; path: string } | null;
}

/** The description's paragraphs as plain text: the CRM's HTML is never injected into the page. */
export function paragraphsOf(html: string): string[] {
  return html
    .split(/<\/p>|<br\s*\/?>|<\/li>|<\/h\d>/i)
    .map((part) => decodeEntities(part.replace(/<[^>]*>/g, " ")).replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

export function propertyDetail(catalog: Catalog, id: number, language: Language): PropertyDetail | null {
  const record = catalog.properties.get(id);
  if (!record) return null;
  const project = record.projectId === null ? undefined : catalog.projects.get(record.projectId);
  const { address } = record;
  return {
    id: record.id,
    goal: record.goal,
    reference: record.reference,
    marquee: marqueeKinds[record.marquee],
    title: record.title[language],
    mainTypeName: record.mainTypeName[language],
    price: record.pricePublished ? record.price : null,
    priceUnit: record.priceUnit,
    priceUnitText: record.priceUnitText[language],
    street: address.published ? { street: address.street, houseNumber: address.houseNumber, box: address.box } : null,
    city: address.city[language],
    zip: address.zip,
    paragraphs: paragraphsOf(record.description[language]),
    pictures: record.pictures,
    bedrooms: numberFact(record, "bedrooms"),
    livingArea: numberFact(record, "surfaceLiving"),
    plotArea: numberFact(record, "surfaceGround"),
    constructionYear: numberFact(record, "constructionYear"),
    energyPerformance: record.energyPerformance,
    epcLabel: epcLabel(record.energyPerformance, regionOfZip(address.zip) ?? "flanders", record.epcLabelText),
    project: project ? { name: project.name[language], path: catalog.projectPaths.get(project.id)?.[language] ?? "" } : null,
  };
}
