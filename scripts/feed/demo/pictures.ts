// Picks property photos from the shared pool in content/feed/media (manifest.json, written by
// scripts/feed/photos.ts): an exterior that fits the type first, then interiors and outdoors.

import { readFileSync } from "node:fs";
import { z } from "zod";
import type { Kind, Plan } from "./plan";
import type { Random } from "./random";
import type { MainType } from "./vocabulary";

const categories = [
  "house",
  "villa",
  "apartment",
  "living",
  "kitchen",
  "bedroom",
  "bathroom",
  "garden",
  "terrace",
  "land",
  "commercial",
  "garage",
  "newbuild",
  "street",
] as const;
type Category = (typeof categories)[number];

const manifestShape = z.array(
  z.object({
    file: z.string().min(1),
    category: z.enum(categories),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    alt: z.object({ nl: z.string(), fr: z.string(), en: z.string(), de: z.string() }),
  }),
);
export type Photo = z.infer<typeof manifestShape>[number];

const fallback: readonly Category[] = [
  "street",
  "garden",
  "living",
  "terrace",
  "kitchen",
  "bedroom",
  "bathroom",
  "street",
  "garden",
];

export class PhotoPool {
  readonly byFile: ReadonlyMap<string, Photo>;
  private readonly byCategory: ReadonlyMap<Category, Photo[]>;

  constructor(path: string) {
    const photos = manifestShape.parse(JSON.parse(readFileSync(path, "utf8")));
    // Sorted so that a regenerated manifest in another order picks the same photos.
    photos.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
    this.byFile = new Map(photos.map((photo) => [photo.file, photo]));
    const grouped = new Map<Category, Photo[]>();
    for (const photo of photos) grouped.set(photo.category, [...(grouped.get(photo.category) ?? []), photo]);
    this.byCategory = grouped;
  }

  photo(file: string): Photo {
    const photo = this.byFile.get(file);
    if (!photo) throw new Error(`photo ${file} is not in the manifest`);
    return photo;
  }

  /** The photos of a category, those whose Dutch alt text matches `hint` when given, by file name. */
  fitting(category: Category, hint?: RegExp): Photo[] {
    return (this.byCategory.get(category) ?? []).filter((photo) => !hint || hint.test(photo.alt.nl));
  }

  /** Photos for the wished categories; a category without photos falls back to the next one. */
  choose(random: Random, wishes: readonly Category[], exterior?: RegExp): Photo[] {
    const chosen: Photo[] = [];
    const take = (category: Category, hint?: RegExp): boolean => {
      const fresh = (this.byCategory.get(category) ?? []).filter((photo) => !chosen.includes(photo));
      const fitting = hint ? fresh.filter((photo) => hint.test(photo.alt.nl)) : [];
      if (fresh.length > 0) chosen.push(random.pick(fitting.length > 0 ? fitting : fresh));
      return fresh.length > 0;
    };
    wishes.forEach((wish, index) => take(wish, index === 0 ? exterior : undefined));
    // A small pool: top up with neutral photos rather than show one twice.
    for (const spare of fallback) {
      if (chosen.length >= Math.min(5, wishes.length)) break;
      take(spare);
    }
    return chosen;
  }
}

/** Categories to ask for, exterior first, `count` long (5 to 9). */
export function wishesFor(random: Random, kind: Kind, main: MainType, count: number, hasGarden: boolean): Category[] {
  const interior: Category[] = ["living", "kitchen", "bedroom", "bathroom", "living", "bedroom", "kitchen"];
  let wishes: Category[];
  switch (kind) {
    case "land":
      wishes = ["land", "land", "street", "land", "garden", "street", "land"];
      break;
    case "garage":
      wishes = ["garage", "garage", "street", "garage", "street", "street"];
      break;
    case "commercial":
      wishes = ["commercial", "commercial", "street", "commercial", "kitchen", "bathroom", "street"];
      break;
    case "investment":
      wishes = [main === "gemengd" ? "commercial" : "apartment", "street", ...interior];
      break;
    case "unit":
    case "newapartment":
      wishes = ["newbuild", "living", "kitchen", "terrace", "bedroom", "bathroom", "newbuild", "living", "bedroom"];
      break;
    case "newhouse":
      wishes = ["newbuild", "living", "kitchen", "garden", "bedroom", "bathroom", "house", "bedroom", "terrace"];
      break;
    case "apartment":
    case "studio": {
      const outdoor: Category[] = main === "gelijkvloers" ? ["garden"] : ["terrace"];
      wishes = ["apartment", "living", "kitchen", ...outdoor, "bedroom", "bathroom", "living", "street", "bedroom"];
      break;
    }
    default: {
      const exterior: Category = main === "villa" ? "villa" : "house";
      const outdoor: Category[] = hasGarden ? ["garden", "terrace"] : ["terrace", "street"];
      wishes = [
        exterior,
        "living",
        "kitchen",
        ...random.shuffle(["bedroom", "bathroom", outdoor[0] ?? "garden"] as Category[]),
        "bedroom",
        outdoor[1] ?? "street",
        "living",
        "street",
      ];
    }
  }
  return wishes.slice(0, count);
}

/**
 * What the opening photo should show, matched against the Dutch alt text of the pool
 * (a terraced house for a terraced house, a warehouse for a warehouse); any photo of the
 * category is used when none matches.
 */
export function exteriorHint(plan: Plan): RegExp | undefined {
  const year = plan.constructionYear ?? 1990;
  switch (plan.kind) {
    case "house":
      return plan.main === "villa" ? undefined : plan.facades === 2 ? /^Rijwoning/ : /^Halfopen/;
    case "newhouse":
      return plan.facades === 2 ? /rijwoningen/ : /^Nieuwbouwwoning/;
    case "unit":
    case "newapartment":
      return /appartementen/;
    case "apartment":
    case "studio":
      return plan.main === "loft"
        ? /pakhuis/
        : year >= 2000
          ? /^Modern/
          : year >= 1965
            ? /jaren zeventig/
            : /^Klassiek/;
    case "investment":
      return plan.main === "gemengd" ? /^Handelspand/ : /^Klassiek|jaren zeventig/;
    case "commercial":
      return plan.main === "winkelruimte"
        ? /^Handelspand/
        : plan.main === "commercieel"
          ? /kantoorgebouw/
          : /^Magazijn/;
    case "garage":
      return plan.main === "garage" ? /garagebox/ : /parkeer/;
    default:
      return undefined;
  }
}
