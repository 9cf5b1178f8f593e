// EPC bands per region (spec §9) and the EPC data of a property: a value well inside its band,
// the matching label, a certificate code, the yearly total, CO2 and the end date.

import type { Random } from "./random";
import type { Region } from "./municipalities";

export interface Band {
  label: string;
  /** Inclusive range of values used for this band, kept away from the band edges. */
  min: number;
  max: number;
}

const band = (label: string, min: number, max: number): Band => ({ label, min, max });

export const epcBands: Readonly<Record<Region, readonly Band[]>> = {
  flanders: [
    band("A+", -30, -4),
    band("A", 12, 88),
    band("B", 112, 188),
    band("C", 212, 288),
    band("D", 312, 388),
    band("E", 412, 488),
    band("F", 515, 760),
  ],
  brussels: [
    band("A+", -20, -3),
    band("A", 5, 18),
    band("A-", 28, 41),
    band("B+", 49, 59),
    band("B", 66, 76),
    band("B-", 83, 92),
    band("C+", 99, 110),
    band("C", 117, 129),
    band("C-", 136, 147),
    band("D+", 154, 167),
    band("D", 174, 187),
    band("D-", 194, 207),
    band("E+", 214, 229),
    band("E", 236, 250),
    band("E-", 257, 272),
    band("F+", 279, 295),
    band("F", 302, 319),
    band("F-", 326, 342),
    band("G", 355, 480),
  ],
  wallonia: [
    band("A++", -20, -3),
    band("A+", 8, 38),
    band("A", 52, 78),
    band("B", 95, 160),
    band("C", 180, 245),
    band("D", 265, 330),
    band("E", 350, 415),
    band("F", 435, 500),
    band("G", 525, 690),
  ],
};

/** Position of a band in 0 (best) … 1 (worst), to match a building's age to its band. */
export function bandQuality(region: Region, index: number): number {
  return index / (epcBands[region].length - 1);
}

/** The Flemish band index (0 = A+ … 6 = F) for a building of this age and state. */
export function flemishBandIndex(
  random: Random,
  year: number,
  state: "new" | "renovated" | "good" | "refresh" | "renovate",
  flat: boolean,
): number {
  let weights: Record<string, number>;
  if (state === "new" || year >= 2024) weights = { 0: 35, 1: 65 };
  else if (state === "renovated") weights = { 1: 10, 2: 38, 3: 40, 4: 12 };
  else if (state === "renovate") weights = { 5: 35, 6: 65 };
  else if (state === "refresh") weights = { 4: 45, 5: 40, 6: 15 };
  else if (year > 2012) weights = { 1: 45, 2: 55 };
  else if (year > 1995) weights = { 2: 40, 3: 45, 4: 15 };
  else weights = { 3: 30, 4: 45, 5: 20, 6: 5 };
  const index = Number(random.weighted(weights));
  // Flats lose less heat than houses of the same age: one band better, except the top ones.
  return flat && index >= 3 && random.chance(0.6) ? index - 1 : index;
}

export interface Epc {
  performance: number | null;
  label: string;
  code?: string;
  total?: number;
  co2?: number;
  endDate?: string;
}

const pad = (value: number, length: number): string => String(value).padStart(length, "0");

/** EPC data for band `index` of `region`; `date` is the certificate date (yyyy-mm-dd). */
export function makeEpc(
  random: Random,
  region: Region,
  index: number,
  living: number,
  date: string,
  commercial: boolean,
): Epc {
  const chosen = epcBands[region][index];
  if (!chosen) throw new Error(`no EPC band ${index} in ${region}`);
  const performance = random.int(chosen.min, chosen.max);
  const compact = date.replaceAll("-", "");
  const serial = random.int(100_000, 9_999_999);
  const code =
    region === "flanders"
      ? `${compact}-${pad(serial, 10)}-${commercial ? "NRES" : "RES"}-${random.int(1, 3)}`
      : region === "brussels"
        ? `${compact}-${pad(serial, 10)}-01-${random.int(1, 9)}`
        : `${compact}${pad(random.int(1, 99_999), 6)}`;
  const endDate = `${Number(date.slice(0, 4)) + 10}${date.slice(4)}`;
  const epc: Epc = { performance, label: chosen.label, code, endDate };
  if (performance > 0) epc.total = Math.round((performance * living) / 10) * 10;
  // Gas heating emits about 0.2 kg CO2 per kWh; Brussels certificates always show it.
  if (performance > 0 && (region !== "flanders" || random.chance(0.5))) epc.co2 = Math.round(performance * 0.2);
  return epc;
}
