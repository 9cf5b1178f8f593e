// Which property goes where: every municipality gets its number of sale and rent properties, and
// the kinds are dealt from fixed quotas so the type mix is the same on every run.

import type { Municipality } from "./municipalities";
import { municipalities } from "./municipalities";
import type { Kind } from "./plan";
import type { Random } from "./random";

export interface Slot {
  city: Municipality;
  goal: 0 | 1;
  kind: Kind;
  /** Brussels and Walloon properties: the EPC band they must cover (each band once). */
  band?: number;
}

export const projectUnitCount = 13;

const saleQuota: Partial<Record<Kind, number>> = {
  house: 62,
  apartment: 52,
  studio: 3,
  land: 16,
  garage: 11,
  commercial: 12,
  investment: 11,
  newhouse: 8,
  newapartment: 5,
};
const rentQuota: Partial<Record<Kind, number>> = { apartment: 50, house: 18, studio: 6, garage: 10, commercial: 8 };

function pool(random: Random, quota: Partial<Record<Kind, number>>, size: number): Kind[] {
  const kinds: Kind[] = [];
  for (const [kind, count] of Object.entries(quota) as [Kind, number][])
    for (let i = 0; i < count; i++) kinds.push(kind);
  while (kinds.length < size) kinds.push(kinds.length % 2 ? "house" : "apartment");
  return random.shuffle(kinds.slice(0, size));
}

function fits(kind: Kind, city: Municipality): boolean {
  if (city.region !== "flanders") return ["house", "apartment", "studio", "commercial", "investment"].includes(kind);
  if (city.character === "urban") return kind !== "land";
  return true;
}

/** Regular (non-project) properties; project units are planned with their project. */
export function makeSlots(random: Random): Slot[] {
  const open: { city: Municipality; goal: 0 | 1 }[] = [];
  for (const city of municipalities) {
    const sale = city.total - city.rent - (city.zip === "2650" ? projectUnitCount : 0);
    for (let i = 0; i < sale; i++) open.push({ city, goal: 0 });
    for (let i = 0; i < city.rent; i++) open.push({ city, goal: 1 });
  }
  // Most demanding places first, so the last slots can take whatever is left.
  const rank = (city: Municipality) => (city.region !== "flanders" ? 0 : city.character === "urban" ? 1 : 2);
  open.sort((a, b) => rank(a.city) - rank(b.city));

  const pools = {
    0: pool(random, saleQuota, open.filter((slot) => slot.goal === 0).length),
    1: pool(random, rentQuota, open.filter((slot) => slot.goal === 1).length),
  };
  const bands = {
    brussels: random.shuffle([...Array(19).keys()]),
    wallonia: random.shuffle([...Array(9).keys()]),
    flanders: [],
  };
  const slots: Slot[] = [];
  for (const { city, goal } of open) {
    const kinds = pools[goal];
    const index = kinds.findIndex((kind) => fits(kind, city));
    const kind = kinds.splice(index >= 0 ? index : 0, 1)[0];
    if (!kind) throw new Error("ran out of property kinds");
    const band = city.region === "flanders" ? undefined : bands[city.region].pop();
    if (city.region !== "flanders" && band === undefined)
      throw new Error(`more ${city.region} properties than EPC bands`);
    slots.push({ city, goal, kind, ...(band === undefined ? {} : { band }) });
  }
  return slots;
}
