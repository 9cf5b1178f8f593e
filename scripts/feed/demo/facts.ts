// Physical facts and the asking price of a property, per kind, in plausible 2026 values for the
// Antwerp area (Brussels and Ukkel higher).

import type { Facts, Kind, State } from "./plan";
import { isFlat } from "./plan";
import type { Random } from "./random";
import { roundRent, roundSalePrice } from "./random";
import type { Slot } from "./slots";
import type { Heating, Kitchen, MainType } from "./vocabulary";

const cityFactor: Record<string, number> = {
  "2000": 1.1,
  "2600": 1.05,
  "2140": 0.9,
  "2100": 0.95,
  "2170": 0.88,
  "2180": 0.95,
  "2610": 1,
  "2660": 0.9,
  "2640": 1.02,
  "2550": 1.02,
  "2547": 1,
  "2540": 1.1,
  "2530": 1.05,
  "2630": 1.05,
  "2627": 0.92,
  "2845": 0.88,
  "2850": 0.85,
  "2840": 0.9,
  "2830": 0.85,
  "2570": 0.95,
  "2500": 1,
  "2520": 1,
  "2160": 0.97,
  "2150": 0.97,
  "2110": 1,
  "2070": 0.92,
  "9150": 0.9,
  "9140": 0.88,
  "2880": 0.92,
  "2870": 0.9,
  "2800": 1.02,
  "2900": 1.05,
  "2930": 1.1,
  "2950": 1.05,
  "2970": 1.15,
  "2560": 0.92,
  "2860": 0.95,
  "2940": 0.93,
  "2650": 1.08,
  "2620": 0.9,
  "1000": 1.2,
  "1180": 1.35,
  "1300": 0.95,
  "5000": 0.85,
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const round5 = (value: number) => Math.round(value / 5) * 5;

function houseMain(random: Random, slot: Slot): MainType {
  if (slot.kind === "newhouse") return random.pick(["woning", "woning", "huis", "villa"]);
  switch (slot.city.character) {
    case "urban":
      return random.weighted({ herenhuis: 25, woning: 35, beletage: 20, huis: 20 });
    case "green":
      return random.weighted({ woning: 30, villa: 35, huis: 20, hoeve: 10, beletage: 5 });
    case "river":
      return random.weighted({ woning: 45, huis: 30, beletage: 15, herenhuis: 10 });
    default:
      return random.weighted({ woning: 40, huis: 25, beletage: 15, villa: 10, herenhuis: 10 });
  }
}

function flatMain(random: Random, slot: Slot): MainType {
  if (slot.kind === "studio") return "appartement";
  const loft = slot.city.character === "urban" ? 10 : 0;
  return random.weighted({ appartement: 60, gelijkvloers: 12, penthouse: 8, duplex: 10, loft });
}

/** Construction year and state; `quality` (0 best … 1 worst) forces them for a given EPC band. */
function age(random: Random, kind: Kind, main: MainType, quality: number | undefined): { year: number; state: State } {
  if (kind === "newhouse" || kind === "newapartment") return { year: random.int(2025, 2027), state: "new" };
  if (quality !== undefined) {
    if (quality < 0.12) return { year: random.int(2016, 2024), state: "good" };
    if (quality < 0.35) return { year: random.int(1975, 2005), state: "renovated" };
    if (quality < 0.7) return { year: random.int(1950, 1995), state: random.pick(["good", "refresh"]) };
    return { year: random.int(1895, 1955), state: random.pick(["refresh", "renovate"]) };
  }
  const ranges: Partial<Record<MainType, [number, number]>> = {
    herenhuis: [1890, 1935],
    hoeve: [1890, 1925],
    beletage: [1955, 1985],
    villa: [1965, 2016],
    penthouse: [2000, 2023],
    loft: [1895, 1930],
    garage: [1965, 2010],
    parking: [1990, 2020],
  };
  const [from, to] =
    ranges[main] ?? (isFlat(kind) ? [1965, 2023] : kind === "investment" ? [1900, 1990] : [1920, 2016]);
  const year = random.int(from, to);
  if (year > 2010) return { year, state: "good" };
  if (main === "loft") return { year, state: "renovated" };
  if (year > 1995) return { year, state: random.weighted({ good: 80, renovated: 20 }) };
  if (year > 1975) return { year, state: random.weighted({ renovated: 25, good: 50, refresh: 25 }) };
  return { year, state: random.weighted({ renovated: 35, good: 27, refresh: 22, renovate: 16 }) };
}

function heatingFor(random: Random, state: State, flat: boolean): Heating {
  if (state === "new") return "heatpump";
  if (state === "renovated") return random.pick(["gas", "hybrid", "heatpump", "gas"] as const);
  if (state === "renovate") return random.pick(["oil", "electric", "gas"] as const);
  return flat
    ? random.pick(["gas", "collective", "gas", "electric"] as const)
    : random.pick(["gas", "gas", "oil"] as const);
}

function kitchenFor(random: Random, state: State): Kitchen {
  if (state === "new" || state === "renovated") return random.pick(["open", "island"] as const);
  if (state === "good") return random.pick(["open", "closed", "open"] as const);
  if (state === "refresh") return random.pick(["half", "closed"] as const);
  return "dated";
}

const stateFactor: Record<State, number> = { new: 1.12, renovated: 1.1, good: 1, refresh: 0.9, renovate: 0.78 };

export function makeFacts(random: Random, slot: Slot, quality: number | undefined): Facts {
  const { kind, goal, city } = slot;
  const factor = cityFactor[city.zip] ?? 1;
  const ceiling = city.region === "brussels" ? 1.45 : 1;
  const base = { cellar: false, attic: false, elevator: false, solar: false };

  if (kind === "land") {
    const ground = random.int(35, 100) * 10;
    const front = random.int(10, 26);
    const price = roundSalePrice(clamp(ground * random.int(280, 450) * factor, 155_000, 450_000));
    return {
      ...base,
      main: "bouwgrond",
      state: "good",
      surfaceGround: ground,
      frontWidth: front,
      plotWidth: front + random.int(0, 4),
      price,
    };
  }
  if (kind === "garage") {
    const main: MainType = random.chance(0.55) ? "garage" : "parking";
    const { year } = age(random, kind, main, undefined);
    const price =
      goal === 0
        ? roundSalePrice(clamp(random.int(27, 50) * 1000 * factor, 25_000, 55_000))
        : round5(clamp(random.int(70, 125) * factor, 70, 130));
    return {
      ...base,
      main,
      state: "good",
      constructionYear: year,
      surfaceTotal: main === "garage" ? random.int(14, 19) : 13,
      price,
      ...(main === "garage" ? { garages: 1 } : { parkings: 1 }),
    };
  }
  if (kind === "commercial") {
    const main: MainType =
      city.character === "urban"
        ? random.pick(["winkelruimte", "winkelruimte", "commercieel"] as const)
        : random.pick(["winkelruimte", "commercieel", "industrieel", "opslag"] as const);
    const { year, state } = age(random, kind, main, quality);
    const total = main === "winkelruimte" ? random.int(6, 30) * 10 : random.int(25, 140) * 10;
    const office = main === "winkelruimte" ? 0 : Math.round((total * random.int(10, 30)) / 100);
    const perM2 = main === "industrieel" || main === "opslag" ? 750 : main === "winkelruimte" ? 2400 : 1500;
    const price =
      goal === 0
        ? roundSalePrice(clamp(total * perM2 * factor, 255_000, 1_200_000 * ceiling))
        : roundRent(clamp((total * perM2 * factor) / 220, 1225, 4500));
    return {
      ...base,
      main,
      state,
      constructionYear: year,
      surfaceTotal: total,
      surfaceStore: total - office,
      ...(office ? { surfaceOffice: office } : {}),
      toilets: random.int(1, 2),
      parkings: random.int(0, 6),
      price,
      heating: heatingFor(random, state, false),
      frontWidth: random.int(6, 20),
    };
  }
  if (kind === "investment") {
    const main: MainType = random.pick(["appartementsgebouw", "gemengd", "gebouw"] as const);
    const { year, state } = age(random, kind, main, quality);
    const units = random.int(2, 6);
    const total = units * random.int(75, 105) + (main === "gemengd" ? 90 : 0);
    const price = roundSalePrice(clamp(units * random.int(190, 250) * 1000 * factor, 455_000, 1_500_000 * ceiling));
    return {
      ...base,
      main,
      state,
      constructionYear: year,
      units,
      surfaceTotal: total,
      surfaceLiving: Math.round(total * 0.85),
      surfaceGround: random.int(12, 60) * 10,
      floors: random.int(2, 5),
      bedrooms: units * random.int(1, 2),
      bathrooms: units,
      toilets: units,
      facades: random.pick([2, 2, 3] as const),
      heating: heatingFor(random, state, true),
      roof: random.pick(["tiles", "flat", "slate"] as const),
      cellar: random.chance(0.7),
      price,
      ...(year < 1990 ? { renovationYear: random.int(Math.max(year + 20, 1995), 2022) } : {}),
    };
  }

  const flat = isFlat(kind);
  const main = flat ? flatMain(random, slot) : houseMain(random, slot);
  const aged = age(random, kind, main, quality);
  const year = aged.year;
  // Landlords let homes in a decent state: nothing "to refresh" or "to renovate" for rent.
  const state: State = goal === 1 && (aged.state === "refresh" || aged.state === "renovate") ? "good" : aged.state;
  const renovationYear =
    state === "renovated"
      ? random.int(Math.max(year + 15, 2008), 2025)
      : state === "good" && year < 1995 && random.chance(0.3)
        ? random.int(Math.max(year + 15, 1998), 2020)
        : undefined;
  const common = {
    ...base,
    main,
    state,
    constructionYear: year,
    ...(renovationYear ? { renovationYear } : {}),
    heating: heatingFor(random, state, flat),
    kitchen: kitchenFor(random, state),
    solar: state === "new" || (state === "renovated" && random.chance(0.5)),
  };

  if (flat) {
    const studio = kind === "studio";
    const bedrooms = studio
      ? 0
      : main === "penthouse"
        ? random.int(2, 3)
        : Number(random.weighted({ 1: 30, 2: 50, 3: 20 }));
    const living = studio
      ? random.int(28, 42)
      : main === "penthouse"
        ? random.int(125, 185)
        : 35 + bedrooms * random.int(24, 32) + random.int(0, 12);
    const floors = random.int(3, 7);
    const floor = main === "gelijkvloers" ? 0 : main === "penthouse" ? floors : random.int(1, floors - 1);
    const terrace =
      main === "gelijkvloers"
        ? random.int(8, 16)
        : studio && random.chance(0.5)
          ? 0
          : random.int(6, main === "penthouse" ? 60 : 22);
    const stateBoost = stateFactor[state] * (main === "penthouse" ? 1.3 : main === "loft" ? 1.08 : 1);
    const price =
      goal === 0
        ? studio
          ? roundSalePrice(random.int(215, 238) * 1000 * (factor > 1.05 ? 1.05 : 1))
          : roundSalePrice(
              clamp((150_000 + bedrooms * 80_000 + living * 600) * factor * stateBoost, 215_000, 550_000 * ceiling),
            )
        : studio
          ? roundRent(random.int(750, 840))
          : roundRent(
              clamp((520 + bedrooms * 210 + living * 2) * factor * (stateBoost > 1 ? 1.05 : 1), 750, 1450 * ceiling),
            );
    return {
      ...common,
      bedrooms,
      surfaceLiving: living,
      floors,
      floor,
      bathrooms: bedrooms >= 3 || main === "penthouse" ? 2 : 1,
      toilets: bedrooms >= 2 ? random.int(1, 2) : 1,
      ...(random.chance(0.3) ? { showers: 1 } : {}),
      ...(terrace > 0 ? { surfaceTerrace: terrace } : {}),
      ...(main === "gelijkvloers" ? { surfaceGarden: random.int(4, 15) * 10 } : {}),
      ...(random.chance(0.45) ? { garages: 1 } : random.chance(0.4) ? { parkings: 1 } : {}),
      elevator: floors > 2 && (year > 1975 || state === "renovated"),
      cellar: random.chance(0.7),
      chargesOwner: round5(random.int(45, 190)),
      price,
      ...(main === "duplex" ? { surfaceTotal: living + random.int(10, 25) } : {}),
    };
  }

  const bedrooms =
    main === "villa"
      ? random.int(3, 5)
      : main === "herenhuis"
        ? random.int(3, 5)
        : Number(random.weighted({ 2: 20, 3: 50, 4: 25, 5: 5 }));
  const facades: 2 | 3 | 4 =
    main === "villa" || main === "hoeve"
      ? 4
      : main === "herenhuis"
        ? 2
        : city.character === "urban"
          ? 2
          : random.pick([2, 3, 3, 4] as const);
  const living = main === "villa" ? random.int(200, 380) : 85 + bedrooms * random.int(22, 32) + random.int(0, 25);
  const floorsCount = main === "beletage" ? 2 : main === "herenhuis" ? 3 : random.int(2, 3);
  const plot =
    main === "villa"
      ? random.int(90, 250) * 10
      : main === "hoeve"
        ? random.int(200, 550) * 10
        : facades === 2
          ? random.int(12, 30) * 10
          : facades === 3
            ? random.int(30, 65) * 10
            : random.int(60, 120) * 10;
  const footprint = Math.round((living / floorsCount) * 1.15);
  const garden = Math.max(20, plot - footprint - random.int(10, 40));
  const price =
    goal === 0
      ? main === "villa"
        ? roundSalePrice(
            clamp((450_000 + living * 2000 + plot * 60) * factor * stateFactor[state], 655_000, 1_600_000 * ceiling),
          )
        : roundSalePrice(
            clamp(
              (150_000 + bedrooms * 45_000 + living * 850 + plot * 80) *
                factor *
                stateFactor[state] *
                (facades === 4 ? 1.1 : facades === 3 ? 1.04 : 1),
              295_000,
              750_000 * ceiling,
            ),
          )
      : roundRent(
          clamp(
            (600 + bedrooms * 180 + living * 2.5) * factor * (state === "renovate" ? 0.9 : 1),
            1125,
            2200 * ceiling,
          ),
        );
  return {
    ...common,
    bedrooms,
    facades,
    surfaceLiving: living,
    surfaceGround: plot,
    surfaceGarden: garden,
    surfaceConstructed: footprint,
    floors: floorsCount,
    frontWidth: facades === 2 ? random.int(5, 8) : random.int(9, 22),
    bathrooms: main === "villa" ? random.int(2, 3) : bedrooms >= 4 ? 2 : 1,
    toilets: random.int(1, 3),
    ...(random.chance(0.35) ? { showers: 1 } : {}),
    ...(random.chance(0.4) ? { surfaceTerrace: random.int(10, 45) } : {}),
    garages: facades === 2 && random.chance(0.6) ? 0 : random.int(1, 2),
    parkings: facades === 4 ? random.int(2, 4) : random.int(0, 1),
    roof: state === "renovate" ? "old" : random.pick(["tiles", "tiles", "slate", "flat"] as const),
    cellar: random.chance(0.55),
    attic: floorsCount === 2 && random.chance(0.6),
    price,
  };
}
