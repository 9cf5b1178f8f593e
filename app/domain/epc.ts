import type { Region } from "./region";

// spec §9: the EPC label follows from the energy performance (kWh/m²·year) through the
// region's own table. Edge choices and the f_sub typo: docs/decisions/003-epc-band-edges.md.

export type EpcLabel =
  | "a_plusplus"
  | "a_plus"
  | "a"
  | "a_sub"
  | "b_plus"
  | "b"
  | "b_sub"
  | "c_plus"
  | "c"
  | "c_sub"
  | "d_plus"
  | "d"
  | "d_sub"
  | "e_plus"
  | "e"
  | "e_sub"
  | "f_plus"
  | "f"
  | "f_sub"
  | "g";

type EpcTable = {
  /** Label for values below 0 (energy-producing homes). */
  belowZero: EpcLabel;
  /** Bands from 0 upwards, each up to its bound. */
  bands: readonly (readonly [label: EpcLabel, upTo: number])[];
  /** Whether a value equal to a band's bound still belongs to that band. */
  upToInclusive: boolean;
  /** Label above the last band. */
  above: EpcLabel;
};

const tables: Record<Region, EpcTable> = {
  // spec §9: Flanders; 0 ≤ v < 100 → a, as on Flemish certificates.
  flanders: {
    belowZero: "a_plus",
    bands: [
      ["a", 100],
      ["b", 200],
      ["c", 300],
      ["d", 400],
      ["e", 500],
    ],
    upToInclusive: false,
    above: "f",
  },
  // spec §9: Brussels integer bands with gaps; a value goes to the first bound ≥ it.
  // f_sub runs to 345 from 323: the spec's "223" is a typo (223 lies in e_plus).
  brussels: {
    belowZero: "a_plus",
    bands: [
      ["a", 23],
      ["a_sub", 45],
      ["b_plus", 62],
      ["b", 79],
      ["b_sub", 95],
      ["c_plus", 113],
      ["c", 132],
      ["c_sub", 150],
      ["d_plus", 170],
      ["d", 190],
      ["d_sub", 210],
      ["e_plus", 232],
      ["e", 253],
      ["e_sub", 275],
      ["f_plus", 298],
      ["f", 322],
      ["f_sub", 345],
    ],
    upToInclusive: true,
    above: "g",
  },
  // spec §9: Wallonia; 45 < v ≤ 85 → a, as in the Walloon PEB.
  wallonia: {
    belowZero: "a_plusplus",
    bands: [
      ["a_plus", 45],
      ["a", 85],
      ["b", 170],
      ["c", 255],
      ["d", 340],
      ["e", 425],
      ["f", 510],
    ],
    upToInclusive: true,
    above: "g",
  },
};

/** The labels of the region's scale, best first (for drawing the scale). */
export function epcScale(region: Region): EpcLabel[] {
  const { belowZero, bands, above } = tables[region];
  return [belowZero, ...bands.map(([label]) => label), above];
}

function labelOfPerformance(value: number, table: EpcTable): EpcLabel {
  if (value < 0) return table.belowZero;
  const band = table.bands.find(([, upTo]) => (table.upToInclusive ? value <= upTo : value < upTo));
  return band?.[0] ?? table.above;
}

const suffixOfSign: Record<string, string> = { "++": "_plusplus", "+": "_plus", "-": "_sub" };

/** Reads "A++", "b -", "C+" or "a_plus" into the label's id; null when unreadable. */
function parseLabelText(text: string): string | null {
  // Dashes and minus signs all mean "-"; whitespace anywhere is ignored.
  const compact = text
    .replace(/\s+/g, "")
    .replace(/[‐‑–—−]/g, "-")
    .toLowerCase();
  if (/^[a-g](?:_plusplus|_plus|_sub)?$/.test(compact)) return compact;
  const match = /^([a-g])(\+\+|\+|-)?$/.exec(compact);
  if (match === null) return null;
  const [, letter, sign] = match;
  return `${letter}${sign === undefined ? "" : (suffixOfSign[sign] ?? "")}`;
}

/**
 * The EPC label from the performance value, or, when that is missing, from the CRM's
 * label text, restricted to the region's scale (spec §9).
 */
export function epcLabel(
  performance: number | null | undefined,
  region: Region,
  labelText?: string | null,
): EpcLabel | null {
  const table = tables[region];
  // Infinity is as meaningless as NaN here: both mean the CRM had no real figure.
  if (typeof performance === "number" && Number.isFinite(performance)) {
    return labelOfPerformance(performance, table);
  }
  if (labelText === null || labelText === undefined) return null;
  const parsed = parseLabelText(labelText);
  return epcScale(region).find((label) => label === parsed) ?? null;
}

const displaySuffix: Record<string, string> = { plusplus: "++", plus: "+", sub: "-" };

/** "a_plusplus" → "A++", "b_sub" → "B-", "g" → "G". */
export function epcLabelDisplay(label: EpcLabel): string {
  const [letter = "", suffix] = label.split("_");
  return letter.toUpperCase() + (suffix === undefined ? "" : (displaySuffix[suffix] ?? ""));
}
