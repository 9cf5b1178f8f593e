// Turns a slot into a draft plan: facts, address and coordinates, EPC, legal items and rent
// terms. Ids, dates, badges and media are added afterwards (finish.ts).

import type { Epc } from "./epc";
import { bandQuality, flemishBandIndex, makeEpc } from "./epc";
import { makeFacts } from "./facts";
import type { Municipality } from "./municipalities";
import type { Facts, Kind, Legal, Plan, RentTerms, Score, Setting } from "./plan";
import { isFlat, isResidential } from "./plan";
import type { Random } from "./random";
import type { Slot } from "./slots";
import type { Available, Zoning } from "./vocabulary";

const webIdOf: Record<Kind, [number, string]> = {
  house: [1, "1"],
  apartment: [2, "2"],
  studio: [2, "2,3"],
  land: [4, "4"],
  garage: [7, "7"],
  commercial: [6, "6"],
  investment: [5, "5"],
  newhouse: [1, "1,8"],
  newapartment: [2, "2,8"],
  unit: [2, "2,8"],
};

const pad2 = (value: number) => String(value).padStart(2, "0");

/** A point within about 400 m of the municipality centre. */
export function scatter(random: Random, city: Municipality, metres = 400): { lat: number; lng: number } {
  const distance = metres * Math.sqrt(random.next());
  const angle = random.next() * 2 * Math.PI;
  const lat = city.lat + (distance * Math.cos(angle)) / 111_320;
  const lng = city.lng + (distance * Math.sin(angle)) / (111_320 * Math.cos((city.lat * Math.PI) / 180));
  return { lat: Math.round(lat * 1e6) / 1e6, lng: Math.round(lng * 1e6) / 1e6 };
}

function settingFor(random: Random, city: Municipality): Setting {
  switch (city.character) {
    case "urban":
      return random.weighted({ centre: 40, station: 20, quiet: 30, plain: 10 });
    case "green":
      return random.weighted({ green: 45, quiet: 35, centre: 10, plain: 10 });
    case "river":
      return random.weighted({ quiet: 35, centre: 30, green: 15, plain: 20 });
    default:
      return random.weighted({ quiet: 35, centre: 30, station: 10, green: 10, plain: 15 });
  }
}

function epcFor(random: Random, slot: Slot, facts: Facts): Epc {
  if (slot.kind === "land" || slot.kind === "garage") return { performance: null, label: "" };
  const region = slot.city.region;
  const year = facts.constructionYear ?? 1980;
  const index = slot.band ?? flemishBandIndex(random, year, facts.state, isFlat(slot.kind));
  const earliest = Math.max(2016, facts.renovationYear ?? 0, Math.min(year, 2026));
  const certificateYear = random.int(earliest, 2026);
  const month = certificateYear === 2026 ? random.int(1, 9) : random.int(1, 12);
  const date = `${certificateYear}-${pad2(month)}-${pad2(random.int(1, 28))}`;
  const living = facts.surfaceLiving ?? facts.surfaceTotal ?? 100;
  return makeEpc(random, region, index, living, date, slot.kind === "commercial");
}

function score(random: Random, river: boolean): Score {
  return river ? random.weighted({ A: 55, B: 25, C: 15, D: 5 }) : random.weighted({ A: 86, B: 9, C: 4, D: 1 });
}

function legalFor(random: Random, slot: Slot, facts: Facts): Legal {
  const river = slot.city.character === "river";
  const zoning: Zoning =
    slot.kind === "land"
      ? random.pick(["residential", "rural", "extension", "residential"] as const)
      : facts.main === "industrieel" || facts.main === "opslag"
        ? "business"
        : facts.main === "villa" && random.chance(0.4)
          ? "park"
          : slot.city.character === "green" && random.chance(0.5)
            ? "rural"
            : "residential";
  const legal: Legal = {
    floodP: score(random, river),
    floodG: score(random, river),
    zoning,
    permit: slot.kind === "land" || random.chance(0.92),
    summons: random.chance(0.015),
    judicial: random.chance(0.015),
    preemptive: random.chance(0.06),
    subdivision: slot.kind === "land" ? random.chance(0.85) : random.chance(0.04),
  };
  const year = facts.constructionYear;
  if (year !== undefined && year < 2001 && slot.kind !== "land") {
    const kind = random.chance(0.7) ? "safe" : "limited";
    legal.asbestos = { kind, date: `${random.int(2023, 2026)}-${pad2(random.int(1, 9))}-${pad2(random.int(1, 28))}` };
  }
  return legal;
}

function rentFor(random: Random, slot: Slot, facts: Facts): RentTerms {
  const rent = facts.price;
  const charges = isFlat(slot.kind)
    ? Math.round(random.int(40, 150) / 5) * 5
    : slot.kind === "commercial" && random.chance(0.5)
      ? random.int(5, 20) * 10
      : 0;
  const terms: RentTerms = {
    charges,
    deposit: 3 * rent,
    inventory: random.pick(["expert", "expert", "agency"] as const),
  };
  if (isResidential(slot.kind)) {
    terms.minimumIncome = Math.round((3 * (rent + charges)) / 50) * 50;
    terms.maxPersons = slot.kind === "studio" ? random.int(1, 2) : Math.min(8, Math.max(2, (facts.bedrooms ?? 1) * 2));
  }
  return terms;
}

function availableFor(random: Random, slot: Slot, facts: Facts): Available {
  if (slot.goal === 1) return random.weighted({ now: 30, dec: 25, jan: 20, feb: 10, agreement: 15 });
  if (facts.state === "new") return random.pick(["spring", "autumn"] as const);
  return random.weighted({ deed: 80, agreement: 20 });
}

export function draft(random: Random, slot: Slot): Plan {
  const quality = slot.band === undefined ? undefined : bandQuality(slot.city.region, slot.band);
  const facts = makeFacts(random, slot, quality);
  const [webId, webIds] = webIdOf[slot.kind];
  const { lat, lng } = scatter(random, slot.city);
  const flat = isFlat(slot.kind);
  const number = random.int(1, flat || slot.city.character === "urban" ? 180 : 240);
  const houseNumber = random.chance(0.06) ? `${number}${random.pick(["A", "B"])}` : String(number);
  const floor = facts.floor ?? 0;
  const boxNr = flat
    ? random.chance(0.5)
      ? `${floor}.${random.int(1, 3)}`
      : String(floor * 10 + random.int(1, 4))
    : slot.kind === "garage" && random.chance(0.5)
      ? `G${random.int(1, 24)}`
      : "";
  const plan: Plan = {
    ...facts,
    id: 0,
    recordFile: "",
    kind: slot.kind,
    goal: slot.goal,
    city: slot.city,
    projectId: null,
    webId,
    webIds,
    priceUnit: slot.goal === 1 ? 2 : 1,
    publishPrice: true,
    publishAddress: true,
    street: random.pick(slot.city.streets),
    houseNumber,
    boxNr,
    lat,
    lng,
    setting: settingFor(random, slot.city),
    orientation: random.pick(["south", "southwest", "west", "east"] as const),
    epc: epcFor(random, slot, facts),
    marquee: 0,
    created: "",
    modified: "",
    available: availableFor(random, slot, facts),
    documents: [],
    pictures: [],
    manager: 0,
    visits: [],
    variant: random.int(0, 9999),
    longTitle: false,
  };
  if (slot.goal === 1) plan.rent = rentFor(random, slot, facts);
  if (slot.goal === 0 && slot.city.region === "flanders") plan.legal = legalFor(random, slot, facts);
  return plan;
}
