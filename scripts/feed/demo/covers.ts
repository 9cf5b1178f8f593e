// Gives every property its cover (its first photo) so that no list page shows one photo twice
// (issue 14): a visitor who sees the same house on two cards of one page stops trusting both.
//
// The pool holds fewer exteriors than there are properties, so a photo may serve two properties
// only when no list puts them on one page: the site's lists of each goal in each sort order, with
// and without a type filter, taken from the site's own search (generate.ts). That is a colouring
// of a graph (a property per node, an edge where two share a page somewhere), done greedily,
// most constrained first. generate.test.ts checks the result with the site's search again.

import type { Photo, PhotoPool } from "./pictures";
import type { Plan } from "./plan";

type Tier = { category: Parameters<PhotoPool["fitting"]>[0]; hint?: RegExp };

/** What the cover may show, best first: an exterior of the property's own kind of building. */
function tiers(plan: Plan): Tier[] {
  const year = plan.constructionYear ?? 1990;
  switch (plan.kind) {
    case "house":
      if (plan.main === "villa") return [{ category: "villa" }];
      return plan.facades === 2
        ? [{ category: "house", hint: /^Rijwoning/ }, { category: "house" }]
        : [
            { category: "house", hint: /^Halfopen/ },
            { category: "villa", hint: /^Vrijstaande/ },
            { category: "house" },
          ];
    case "newhouse":
      return plan.facades === 2
        ? [
            { category: "newbuild", hint: /rijwoningen/ },
            { category: "newbuild", hint: /^Nieuwbouwwoning/ },
          ]
        : [
            { category: "newbuild", hint: /^Nieuwbouwwoning/ },
            { category: "villa", hint: /^Moderne villa/ },
          ];
    case "unit":
    case "newapartment":
      return [
        { category: "newbuild", hint: /appartementen/ },
        { category: "apartment", hint: /^Modern/ },
      ];
    case "apartment":
    case "studio":
      if (plan.main === "loft") return [{ category: "apartment", hint: /pakhuis/ }, { category: "apartment" }];
      return year >= 2000
        ? [{ category: "apartment", hint: /^Modern/ }, { category: "apartment" }]
        : year >= 1965
          ? [
              { category: "apartment", hint: /jaren zeventig/ },
              { category: "apartment", hint: /^Klassiek/ },
              { category: "apartment" },
            ]
          : [
              { category: "apartment", hint: /^Klassiek/ },
              { category: "apartment", hint: /jaren zeventig/ },
              { category: "apartment" },
            ];
    case "investment":
      return plan.main === "gemengd"
        ? [{ category: "commercial", hint: /^Handelspand/ }]
        : [{ category: "apartment", hint: /^Klassiek|jaren zeventig/ }, { category: "apartment" }];
    case "commercial":
      return [
        {
          category: "commercial",
          hint:
            plan.main === "winkelruimte" ? /^Handelspand/ : plan.main === "commercieel" ? /kantoorgebouw/ : /^Magazijn/,
        },
        { category: "commercial" },
      ];
    case "garage":
      return [{ category: "garage", hint: plan.main === "garage" ? /garagebox/ : /parkeer/ }, { category: "garage" }];
    case "land":
      return [{ category: "land" }];
  }
}

/**
 * Each property's neighbours: those it shares a page with in some list. `lists` are the ids in
 * the order the site shows them, cut into pages by `pageSize`.
 */
function neighbours(lists: readonly (readonly number[])[], pageSize: number): Map<number, Set<number>> {
  const near = new Map<number, Set<number>>();
  for (const list of lists)
    for (let start = 0; start < list.length; start += pageSize) {
      const page = list.slice(start, start + pageSize);
      for (const a of page) {
        const set = near.get(a) ?? new Set<number>();
        for (const b of page) if (a !== b) set.add(b);
        near.set(a, set);
      }
    }
  return near;
}

export interface CoverReport {
  /** Properties whose cover is not of the first wished kind, by kind of property. */
  secondChoice: Map<string, number>;
  /** Times each cover photo is used. */
  uses: Map<string, number>;
}

/**
 * Replaces each plan's first photo by a cover no page neighbour has. The old first photo takes
 * the new cover's place when the property showed the new cover further down.
 */
export function assignCovers(
  plans: readonly Plan[],
  pool: PhotoPool,
  lists: readonly (readonly number[])[],
  pageSize: number,
): CoverReport {
  const uses = new Map<string, number>();
  const secondChoice = new Map<string, number>();
  const near = neighbours(lists, pageSize);
  const cover = new Map<number, string>();
  const takenBy = (plan: Plan) => new Set([...(near.get(plan.id) ?? [])].flatMap((other) => cover.get(other) ?? []));
  const wished = (plan: Plan) =>
    new Set(tiers(plan).flatMap((tier) => pool.fitting(tier.category, tier.hint).map((photo) => photo.file)));
  const left = new Set(plans);
  while (left.size > 0) {
    // The property with the fewest fitting photos still free goes next (DSatur colouring).
    let plan: Plan | undefined;
    let fewest = Infinity;
    for (const candidate of left) {
      const taken = takenBy(candidate);
      const free = [...wished(candidate)].filter((file) => !taken.has(file)).length;
      const busier = (near.get(candidate.id)?.size ?? 0) > (plan ? (near.get(plan.id)?.size ?? 0) : -1);
      if (free < fewest || (free === fewest && busier)) [plan, fewest] = [candidate, free];
    }
    if (!plan) break;
    left.delete(plan);
    const taken = takenBy(plan);
    const wishes = tiers(plan);
    let chosen: Photo | undefined;
    for (const [index, tier] of wishes.entries()) {
      const free = pool.fitting(tier.category, tier.hint).filter((photo) => !taken.has(photo.file));
      // The least used photo first, so that the whole pool is seen.
      chosen = free.sort((a, b) => (uses.get(a.file) ?? 0) - (uses.get(b.file) ?? 0))[0];
      if (chosen) {
        if (index > 0) secondChoice.set(plan.kind, (secondChoice.get(plan.kind) ?? 0) + 1);
        break;
      }
    }
    if (!chosen) throw new Error(`no free cover for property ${plan.id} (${plan.kind}): the photo pool is too small`);
    const file = chosen.file;
    cover.set(plan.id, file);
    uses.set(file, (uses.get(file) ?? 0) + 1);
    const first = plan.pictures[0];
    if (!first) throw new Error(`property ${plan.id} has no photos`);
    const already = plan.pictures.findIndex((picture) => picture.file === file);
    const moved = plan.pictures[already];
    if (already > 0 && moved) plan.pictures[already] = { id: moved.id, file: first.file };
    plan.pictures[0] = { id: first.id, file };
  }
  return { secondChoice, uses };
}
