/** Every category of the pool, in manifest order, with its scene and how many pictures it gets. */
import { apartment } from "./apartment";
import { bathroom } from "./bathroom";
import { bedroom } from "./bedroom";
import { commercial } from "./commercial";
import { garage } from "./garage";
import { garden } from "./garden";
import { house } from "./house";
import { kitchen } from "./kitchen";
import { land } from "./land";
import { living } from "./living";
import { newbuild } from "./newbuild";
import { street } from "./street";
import { terrace } from "./terrace";
import type { Scene } from "./types";
import { villa } from "./villa";

export interface CategoryPlan {
  category: string;
  count: number;
  scene: Scene;
}

export const plan: readonly CategoryPlan[] = [
  { category: "house", count: 26, scene: house },
  { category: "villa", count: 6, scene: villa },
  { category: "apartment", count: 28, scene: apartment },
  { category: "living", count: 8, scene: living },
  { category: "kitchen", count: 6, scene: kitchen },
  { category: "bedroom", count: 6, scene: bedroom },
  { category: "bathroom", count: 4, scene: bathroom },
  { category: "garden", count: 6, scene: garden },
  { category: "terrace", count: 4, scene: terrace },
  { category: "land", count: 16, scene: land },
  { category: "commercial", count: 15, scene: commercial },
  { category: "garage", count: 13, scene: garage },
  { category: "newbuild", count: 16, scene: newbuild },
  { category: "street", count: 4, scene: street },
];

export const scenes: Record<string, Scene> = Object.fromEntries(plan.map((p) => [p.category, p.scene]));
