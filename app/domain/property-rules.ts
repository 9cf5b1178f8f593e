import type { EpcLabel } from "./epc";
import type { Region } from "./region";

// spec §9: facades, and the energy renovation notice.

export type FacadeKind = "open" | "halfOpen" | "closed";

/** spec §9: open is 4 facades, half-open 3, closed (a terraced house) is party walls on both sides. */
export function facadeKind(facades: number | null | undefined): FacadeKind | null {
  if (facades === null || facades === undefined || !Number.isInteger(facades) || facades < 2) return null;
  if (facades >= 4) return "open";
  return facades === 3 ? "halfOpen" : "closed";
}

const houseType = 1;
const flatType = 2;

/**
 * spec §9: houses and flats bought from 2023 with label E or F must be renovated to label D
 * or better within 5 years. That is a Flemish rule, so it is shown on Flemish homes for sale.
 */
export function renovationNoticeApplies(property: {
  goal: "sale" | "rent";
  region: Region | null;
  webIds: readonly number[];
  epcLabel: EpcLabel | null;
}): boolean {
  const letter = property.epcLabel?.charAt(0);
  return (
    property.goal === "sale" &&
    property.region === "flanders" &&
    (property.webIds.includes(houseType) || property.webIds.includes(flatType)) &&
    (letter === "e" || letter === "f")
  );
}
