// The two new-build projects in Edegem (ids 10 and 11) and their units, which are ordinary
// properties with ProjectID set, WebIDs "2,8" and prices spanning exactly PriceMin…PriceMax.

import { makeEpc } from "./epc";
import type { Municipality } from "./municipalities";
import { edegem } from "./municipalities";
import type { Plan } from "./plan";
import type { Random } from "./random";
import { scatter } from "./draft";
import type { Available, MainType } from "./vocabulary";

type Unit = [main: MainType, bedrooms: number, living: number, terrace: number, floor: number, price: number];

export interface ProjectPlan {
  id: 10 | 11;
  street: string;
  houseNumber: string;
  year: number;
  available: Available;
  priceUnit: 1 | 7;
  /** Days before GeneratedAt the project was entered, and last changed. */
  createdDaysAgo: number;
  modifiedDaysAgo: number;
  units: readonly Unit[];
  lat: number;
  lng: number;
  pictures: { id: number; file: string }[];
  created: string;
  modified: string;
}

const specs: Omit<ProjectPlan, "lat" | "lng" | "pictures" | "created" | "modified">[] = [
  {
    id: 10,
    street: "Drie Eikenstraat",
    houseNumber: "148",
    year: 2027,
    available: "autumn",
    priceUnit: 1,
    createdDaysAgo: 244,
    modifiedDaysAgo: 12,
    units: [
      ["gelijkvloers", 2, 112, 24, 0, 599_000],
      ["appartement", 2, 118, 14, 1, 645_000],
      ["appartement", 3, 128, 16, 1, 689_000],
      ["appartement", 3, 132, 15, 2, 729_000],
      ["appartement", 3, 136, 18, 2, 775_000],
      ["appartement", 3, 142, 22, 3, 849_000],
      ["penthouse", 3, 165, 48, 4, 945_000],
      ["penthouse", 3, 192, 75, 4, 1_099_000],
    ],
  },
  {
    id: 11,
    street: "Hovestraat",
    houseNumber: "52",
    year: 2026,
    available: "spring",
    priceUnit: 7,
    createdDaysAgo: 139,
    modifiedDaysAgo: 4,
    units: [
      ["gelijkvloers", 2, 92, 12, 0, 429_000],
      ["appartement", 2, 95, 10, 1, 439_000],
      ["appartement", 2, 98, 11, 1, 449_000],
      ["appartement", 2, 101, 12, 2, 465_000],
      ["penthouse", 2, 104, 32, 3, 499_000],
    ],
  },
];

export function planProjects(random: Random): ProjectPlan[] {
  return specs.map((spec) => ({ ...spec, ...scatter(random, edegem, 350), pictures: [], created: "", modified: "" }));
}

/** Unit plans of a project; ids, dates and media are added with the other properties. */
export function planUnits(random: Random, project: ProjectPlan): Plan[] {
  const city: Municipality = edegem;
  const floors = Math.max(...project.units.map((unit) => unit.at(4) as number));
  return project.units.map(([main, bedrooms, living, terrace, floor, price], index) => {
    const epcDate = `2026-${String(random.int(3, 9)).padStart(2, "0")}-${String(random.int(1, 28)).padStart(2, "0")}`;
    const band = project.id === 11 ? 1 : random.chance(0.5) ? 0 : 1;
    return {
      main,
      state: "new",
      constructionYear: project.year,
      bedrooms,
      bathrooms: bedrooms >= 3 ? 2 : 1,
      toilets: 2,
      ...(main === "penthouse" ? { showers: 1 } : {}),
      floors,
      floor,
      surfaceLiving: living,
      surfaceTerrace: terrace,
      ...(main === "gelijkvloers" ? { surfaceGarden: project.id === 10 ? 85 : 60 } : {}),
      ...(project.id === 10 ? { garages: 1 } : { parkings: 1 }),
      heating: "heatpump",
      kitchen: project.id === 10 ? "island" : "open",
      cellar: true,
      attic: false,
      elevator: true,
      solar: project.id === 10,
      chargesOwner: Math.round((living * 0.9) / 5) * 5,
      price,
      id: 0,
      recordFile: "",
      kind: "unit",
      goal: 0,
      city,
      projectId: project.id,
      webId: 2,
      webIds: "2,8",
      priceUnit: project.priceUnit,
      publishPrice: true,
      publishAddress: true,
      street: project.street,
      houseNumber: project.houseNumber,
      boxNr: `${floor}.${index + 1}`,
      lat: project.lat,
      lng: project.lng,
      setting: project.id === 10 ? "quiet" : "green",
      orientation: index % 2 ? "west" : "south",
      epc: makeEpc(random, "flanders", band, living, epcDate, false),
      marquee: 0,
      created: "",
      modified: "",
      available: project.available,
      legal: {
        floodP: "A",
        floodG: "A",
        zoning: "residential",
        permit: true,
        summons: false,
        judicial: false,
        preemptive: false,
        subdivision: false,
      },
      documents: [],
      pictures: [],
      manager: 0,
      visits: [],
      variant: random.int(0, 9999),
      longTitle: false,
    };
  });
}

export const projectOf = (plans: readonly ProjectPlan[], plan: Plan): ProjectPlan | undefined =>
  plans.find((project) => project.id === plan.projectId);
