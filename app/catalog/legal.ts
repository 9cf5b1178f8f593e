import type { Region } from "~/domain/region";

// What the law asks a property's ad to show, by region and goal (decision 031). An item in
// this set that the CRM did not send is listed as "not provided"; an item outside it is shown
// only when the CRM sent it. Ordinary leases (nine years or less) fall outside the Flemish
// urban-planning, flood and asbestos duties, so a rental never lists those as missing.

export type LegalItem =
  | "epcValue"
  | "epcUniqueCode"
  | "epcTotal"
  | "epcCo2"
  | "floodScoreP"
  | "floodScoreG"
  | "buildingPermit"
  | "zoningDesignation"
  | "summonsOrJudicialDecision"
  | "preemptiveRight"
  | "subdivisionPermit"
  | "asbestosCertificate";

export interface Advert {
  region: Region | null;
  goal: "sale" | "rent";
  /** false for land and garages: they have no energy certificate and no asbestos duty. */
  building: boolean;
  constructionYear: number | null;
}

/** The energy figures each region's ad must carry, for sale and for rent alike. */
const energyItems: Record<Region, readonly LegalItem[]> = {
  flanders: ["epcValue", "epcUniqueCode"],
  brussels: ["epcValue", "epcCo2"],
  wallonia: ["epcValue", "epcTotal", "epcUniqueCode"],
};

/** Flanders, on sale: the five urban-planning items (VCRO art. 5.2.6) and the flood scores. */
const flemishSaleItems: readonly LegalItem[] = [
  "floodScoreP",
  "floodScoreG",
  "buildingPermit",
  "zoningDesignation",
  "summonsOrJudicialDecision",
  "preemptiveRight",
  "subdivisionPermit",
];

/** Asbestos was banned in 2001: older buildings (or of unknown age) need the certificate. */
const asbestosBanYear = 2001;

export function requiredLegalItems(advert: Advert): ReadonlySet<LegalItem> {
  const { region } = advert;
  if (region === null) return new Set();
  const items: LegalItem[] = advert.building ? [...energyItems[region]] : [];
  if (region === "flanders" && advert.goal === "sale") {
    items.push(...flemishSaleItems);
    const built = advert.constructionYear;
    if (advert.building && (built === null || built < asbestosBanYear)) items.push("asbestosCertificate");
  }
  return new Set(items);
}
