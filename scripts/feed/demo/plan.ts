// The language-independent facts of one property. Every language record of a property is
// rendered from the same plan, so numbers, flags and URLs cannot drift between languages.

import type { Epc } from "./epc";
import type { Municipality } from "./municipalities";
import type {
  Asbestos,
  Available,
  DocumentKind,
  Heating,
  Inventory,
  Kitchen,
  MainType,
  Roof,
  Zoning,
} from "./vocabulary";

export type Kind =
  | "house"
  | "apartment"
  | "studio"
  | "land"
  | "garage"
  | "commercial"
  | "investment"
  | "newhouse"
  | "newapartment"
  | "unit";
export type State = "new" | "renovated" | "good" | "refresh" | "renovate";
export type Setting = "centre" | "quiet" | "green" | "station" | "plain";
export type Orientation = "south" | "southwest" | "west" | "east";
export type Score = "A" | "B" | "C" | "D";

export const isFlat = (kind: Kind): boolean =>
  kind === "apartment" || kind === "studio" || kind === "newapartment" || kind === "unit";
export const isHouse = (kind: Kind): boolean => kind === "house" || kind === "newhouse";
export const isResidential = (kind: Kind): boolean => isFlat(kind) || isHouse(kind);

export interface Facts {
  main: MainType;
  state: State;
  constructionYear?: number;
  renovationYear?: number;
  bedrooms?: number;
  bathrooms?: number;
  showers?: number;
  toilets?: number;
  garages?: number;
  parkings?: number;
  floors?: number;
  floor?: number;
  facades?: 2 | 3 | 4;
  surfaceLiving?: number;
  surfaceGround?: number;
  surfaceGarden?: number;
  surfaceTerrace?: number;
  surfaceTotal?: number;
  surfaceConstructed?: number;
  surfaceOffice?: number;
  surfaceStore?: number;
  plotWidth?: number;
  frontWidth?: number;
  heating?: Heating;
  kitchen?: Kitchen;
  roof?: Roof;
  /** Investment buildings: number of units. */
  units?: number;
  cellar: boolean;
  attic: boolean;
  elevator: boolean;
  solar: boolean;
  chargesOwner?: number;
  price: number;
}

export interface Legal {
  floodP: Score;
  floodG: Score;
  zoning: Zoning;
  permit: boolean;
  summons: boolean;
  judicial: boolean;
  preemptive: boolean;
  subdivision: boolean;
  asbestos?: { kind: Asbestos; date: string };
}

export interface RentTerms {
  charges: number;
  deposit: number;
  minimumIncome?: number;
  maxPersons?: number;
  inventory: Inventory;
}

export interface Visit {
  id: number;
  date: string;
  start: string;
  end: string;
  capacity: number;
}

export interface Plan extends Facts {
  id: number;
  recordFile: string;
  kind: Kind;
  goal: 0 | 1;
  city: Municipality;
  projectId: number | null;
  webId: number;
  webIds: string;
  priceUnit: 1 | 2 | 7;
  publishPrice: boolean;
  publishAddress: boolean;
  street: string;
  houseNumber: string;
  boxNr: string;
  lat: number;
  lng: number;
  setting: Setting;
  orientation: Orientation;
  epc: Epc;
  marquee: 0 | 1 | 2 | 3 | 4;
  created: string;
  modified: string;
  available: Available;
  rent?: RentTerms;
  legal?: Legal;
  viager?: { annuity: number; bouquet: number; ages: string };
  videoUrl?: string;
  virtualTourUrl?: string;
  documents: { id: number; kind: DocumentKind }[];
  pictures: { id: number; file: string }[];
  manager: number;
  visits: Visit[];
  /** Picks the title and description variants, the same in every language. */
  variant: number;
  longTitle: boolean;
}
