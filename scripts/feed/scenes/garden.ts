/** Back gardens: terrace, lawn, hedges or fences, trees and garden furniture. */
import { boxCorners, boxOf, castShadow, type Ctx, shadowLayer } from "./core/draw";
import { bloom, vignette } from "./core/finish";
import { farGround, lawn, paving } from "./core/ground";
import { makeEnv } from "./core/light";
import { planks } from "./core/patterns";
import { bush, hedge, tree, type TreeKind, treeShadow } from "./core/plants";
import type { Rng } from "./core/rng";
import { sky, treeLine } from "./core/sky";
import { Camera, frame, v3, type Vec3 } from "./core/space";
import { group, type Pt, Svg } from "./core/svg";
import { textured } from "./core/texture";
import { brickWall } from "./parts/facade";
import { diningSet } from "./parts/furniture";
import { fence, lounger, parasol, planter, shed } from "./parts/garden";
import { bricks } from "./parts/palette";
import { drawRowHouse, randomRowHouse } from "./parts/rowhouse";
import { type Alt, type Picture, type Scene, variant } from "./types";

type View = "garden" | "house";

const alts: Record<View, Alt> = {
  garden: {
    nl: "Zonnige tuin met terras, gazon en hoge haag",
    fr: "Jardin ensoleillé avec terrasse, pelouse et haute haie",
    en: "Sunny garden with a terrace, lawn and tall hedge",
    de: "Sonniger Garten mit Terrasse, Rasen und hoher Hecke",
  },
  house: {
    nl: "Achtergevel met terras en aangelegde tuin",
    fr: "Façade arrière avec terrasse et jardin aménagé",
    en: "Rear of the house with a terrace and landscaped garden",
    de: "Rückseite des Hauses mit Terrasse und angelegtem Garten",
  },
};

function boundaries(
  ctx: Ctx,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  useFence: boolean,
  withBack = true,
): string {
  const back = withBack ? hedge(ctx, boxOf(x0 - 1, 0, z1, x1 + 1, 2.2, z1 + 0.9)) : "";
  const side = (x: number): string =>
    useFence ? fence(ctx, z0, z1, x, false) : hedge(ctx, boxOf(x - 0.35, 0, z0, x + 0.35, 1.9, z1));
  return back + (ctx.cam.pos.x > x0 ? side(x0) : "") + (ctx.cam.pos.x < x1 ? side(x1) : "");
}

function gardenTrees(ctx: Ctx, spots: readonly [Vec3, number, TreeKind][]): [string, Pt[][]] {
  return [
    spots.map(([p, h, k]) => tree(ctx, p, h, { kind: k })).join(""),
    spots.map(([p, h, k]) => treeShadow(ctx, p, h, k)),
  ];
}

function intoGarden(ctx: Ctx, rng: Rng, index: number): void {
  const { svg } = ctx;
  const w = rng.range(9, 11);
  const x0 = -w / 2;
  const x1 = w / 2;
  const end = rng.range(16, 20);
  svg.add(lawn(ctx, x0, x1, 4.2, end, 1.0));
  svg.add(
    index % 4 === 0
      ? textured(
          ctx,
          frame(v3(x0, 0.02, -1), v3(1, 0, 0), v3(0, 0, 1)),
          0,
          0,
          w,
          5.2,
          planks("#a27b58", 0.14, "s", 0.08, 0.01),
        )
      : paving(ctx, x0, x1, -1, 4.2, rng.pick(["#b9b3a8", "#a49d93", "#c8c1b4"]), 0.6, 0.6, false, 0.02),
  );
  const trees: [Vec3, number, TreeKind][] = [
    [v3(x0 + 1.5, 0, end - 1.5), rng.range(6, 9), rng.pick<TreeKind>(["round", "birch"])],
    [v3(x1 - 2, 0, end - 3), rng.range(4, 6), "round"],
  ];
  const [treeMarkup, treeShadows] = gardenTrees(ctx, trees);
  const useShed = index % 3 === 0;
  const shedBox = boxOf(x1 - 3.2, 0, end - 2.6, x1 - 0.6, 2.2, end - 0.5);
  svg.add(shadowLayer(ctx, [...treeShadows, ...(useShed ? [castShadow(ctx, boxCorners(shedBox))] : [])]));
  svg.add(boundaries(ctx, x0, x1, -1, end, index % 2 === 0));
  if (useShed) svg.add(shed(ctx, shedBox, rng.pick(["#7d6048", "#5d5f58", "#a88a6a"])));
  svg.add(treeMarkup);
  for (let z = 5; z < end - 2; z += rng.range(1.6, 2.6))
    svg.add(
      bush(
        ctx,
        v3(x0 + 0.9, 0, z),
        rng.range(0.9, 1.3),
        rng.range(0.7, 1.1),
        rng.chance(0.5) ? rng.pick(["#e3a2b8", "#f4f1ea", "#b98ad0", "#f0c24f"]) : undefined,
      ),
    );
  svg.add(terraceFurniture(ctx, rng, index, v3(rng.pick([-1, 1]) * rng.range(1.8, 2.4), 0.02, 3.3)));
}

function terraceFurniture(ctx: Ctx, rng: Rng, index: number, c: Vec3): string {
  if (index % 2 === 0) {
    const side = c.x >= 0 ? 1 : -1;
    return (
      parasol(ctx, v3(c.x + side * 1.5, 0.02, c.z + 1.2), rng.pick(["#efe9de", "#d8cfc0", "#9aa68c"])) +
      diningSet(ctx, c, 1.8, "#a27b58", rng.pick(["#2e2d2b", "#8a8f8a", "#e6e1d8"]))
    );
  }
  return (
    lounger(ctx, c.x - 1.2, c.z - 0.4, "#8a6a4c", "#efe9de") +
    lounger(ctx, c.x - 0.2, c.z - 0.4, "#8a6a4c", "#efe9de") +
    planter(ctx, boxOf(c.x + 1.2, 0.02, c.z, c.x + 1.8, 0.55, c.z + 0.6), "#3b3c3e")
  );
}

function towardsHouse(ctx: Ctx, rng: Rng, index: number): void {
  const { svg } = ctx;
  const brick = variant(bricks, index + 1);
  const h = {
    ...randomRowHouse(rng, -3.5, 7, brickWall(brick.color, brick.joint)),
    roofKind: "eaves" as const,
    glazing: "slider" as const,
    dormer: true,
    doorLeft: false,
  };
  svg.add(lawn(ctx, -8, 8, -22, -4.5, 1.1));
  svg.add(paving(ctx, -4.5, 4.5, -4.5, 0, rng.pick(["#b9b3a8", "#a49d93"]), 0.6, 0.6, false, 0.02));
  const neighbours = [
    randomRowHouse(rng, -10.5, 7, brickWall(rng.pick(bricks).color)),
    randomRowHouse(rng, 3.5, 7, brickWall(rng.pick(bricks).color)),
  ];
  for (const n of neighbours) svg.add(drawRowHouse(ctx, { ...n, door: "#f2f0ea" }));
  svg.add(drawRowHouse(ctx, h));
  svg.add(boundaries(ctx, -8, 8, -22, -0.2, index % 2 === 1, false));
  const trees: [Vec3, number, TreeKind][] = [
    [v3(-6.2, 0, -8.5), rng.range(5, 7), "round"],
    [v3(6.4, 0, -10), rng.range(4, 6), rng.pick<TreeKind>(["birch", "round"])],
  ];
  const [treeMarkup, treeShadows] = gardenTrees(ctx, trees);
  svg.add(shadowLayer(ctx, treeShadows));
  for (let z = -9; z < -1.5; z += rng.range(1.4, 2.2))
    svg.add(
      bush(
        ctx,
        v3(7.2, 0, z),
        rng.range(0.9, 1.3),
        rng.range(0.7, 1.1),
        rng.chance(0.5) ? rng.pick(["#e3a2b8", "#f4f1ea", "#b98ad0"]) : undefined,
      ),
    );
  svg.add(terraceFurniture(ctx, rng, index + 1, v3(rng.range(-1.2, 1.2), 0.02, -2.6)), treeMarkup);
}

export const garden: Scene = (rng, index): Picture => {
  const view = variant<View>(["garden", "house"], index);
  const svg = new Svg();
  const env = makeEnv(rng, {
    azimuth: view === "garden" ? rng.pick([-1, 1]) * rng.range(120, 150) : rng.pick([-1, 1]) * rng.range(20, 45),
    time: rng.pick(["morning", "noon", "golden"]),
  });
  const cam =
    view === "garden"
      ? new Camera({
          pos: v3(rng.range(-1, 1), 1.6, -0.8),
          yaw: rng.range(-8, 8),
          fov: 70,
          horizon: rng.range(470, 520),
        })
      : new Camera({
          pos: v3(rng.range(-1.5, 1.5), 1.6, -15),
          yaw: rng.range(-5, 5),
          fov: 70,
          horizon: rng.range(610, 640),
        });
  const ctx: Ctx = { svg, rng, cam, env };
  let far = treeLine(ctx, cam.horizon, 40, 0.4);
  for (let i = 0; i < 6; i++)
    far += tree(ctx, v3(rng.range(-30, 30), 0, rng.range(25, 40)), rng.range(10, 15), { fade: 0.25 });
  svg.add(sky(ctx, 4), farGround(ctx), group(far, { filter: svg.blur(1.2) }));
  if (view === "garden") intoGarden(ctx, rng, index);
  else towardsHouse(ctx, rng, index);
  svg.add(bloom(ctx, 0.22), vignette(ctx));
  svg.mirror(index >= 3);
  return { svg: svg.toString(), alt: alts[view] };
};
