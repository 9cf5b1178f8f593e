/** A residential street in the Antwerp area, looking down the road to a church tower. */
import { box, boxOf, type Ctx, shadowLayer, solid } from "./core/draw";
import { bloom, vignette } from "./core/finish";
import { type Env, makeEnv } from "./core/light";
import { tree, treeShadow } from "./core/plants";
import type { Rng } from "./core/rng";
import { sky, treeLine } from "./core/sky";
import { Camera, v3 } from "./core/space";
import { group, Svg } from "./core/svg";
import { brickWall, render } from "./parts/facade";
import { bricks, renders } from "./parts/palette";
import { drawRowHouse, randomRowHouse, type RowHouse } from "./parts/rowhouse";
import { streetGround, streetLamp, treePit } from "./parts/street";
import { type Alt, type Picture, type Scene, variant } from "./types";

/**
 * The street runs along x and the camera looks down it from the middle of the road. Houses on
 * the left side stand at z = 0 facing the road; the right side is the same kind of row mirrored
 * across the road's centre line, which for a camera on that line is a horizontal flip.
 */
const HALF = 7;

const alts: readonly Alt[] = [
  {
    nl: "Rustige woonstraat met bomen en rijwoningen, kerktoren in de verte",
    fr: "Rue résidentielle calme bordée d'arbres et de maisons, clocher au loin",
    en: "Quiet tree-lined residential street with a church tower in the distance",
    de: "Ruhige Wohnstraße mit Bäumen und Reihenhäusern, Kirchturm in der Ferne",
  },
  {
    nl: "Straatbeeld met klassieke gevels in een Antwerpse buurt",
    fr: "Rue aux façades classiques dans un quartier anversois",
    en: "Street with classic facades in an Antwerp neighbourhood",
    de: "Straße mit klassischen Fassaden in einem Antwerpener Viertel",
  },
];

function row(rng: Rng): RowHouse[] {
  const out: RowHouse[] = [];
  for (let x = -8; x < 115;) {
    const w = rng.range(5.5, 7.5);
    const wall = rng.chance(0.25)
      ? render(rng.pick(renders).color)
      : brickWall(rng.pick(bricks).color, rng.pick(bricks).joint);
    out.push({ ...randomRowHouse(rng, x, w, wall), floors: rng.pick([2, 3, 3]) });
    x += w;
  }
  return out.reverse();
}

function side(ctx: Ctx, houses: readonly RowHouse[], trees: readonly number[]): string {
  let out = streetGround(ctx, { kerb: -2.4, farKerb: -HALF, farWalk: 0, x0: -10, x1: 400 });
  out += shadowLayer(
    ctx,
    trees.map((x) => treeShadow(ctx, v3(x, 0, -1.6), 10)),
  );
  for (const h of houses) out += drawRowHouse(ctx, h);
  for (const x of [...trees].reverse()) out += treePit(ctx, x, -1.6) + tree(ctx, v3(x, 0, -1.6), ctx.rng.range(8, 11));
  for (let x = 150; x > 0; x -= 24) out += streetLamp(ctx, x + 6, -2.0);
  return out;
}

/** A brick church tower with a slate spire, standing just behind the end of one row. */
function tower(ctx: Ctx, x: number, z: number): string {
  const w = 11;
  const b = boxOf(x, 0, z, x + w, 40, z + w);
  const top = v3(x + w / 2, 62, z + w / 2);
  const eave = 40;
  const faces = [
    [v3(x, eave, z), v3(x + w, eave, z), top],
    [v3(x + w, eave, z), v3(x + w, eave, z + w), top],
    [v3(x, eave, z + w), v3(x, eave, z), top],
    [v3(x + w, eave, z + w), v3(x, eave, z + w), top],
  ];
  const church = boxOf(x - 30, 0, z + 1, x, 18, z + w - 1);
  return box(ctx, church, "#9a7662") + box(ctx, b, "#8e6e5a") + solid(ctx, faces, "#4f5a5e");
}

export const street: Scene = (rng, index): Picture => {
  const svg = new Svg();
  const env = makeEnv(rng, {
    azimuth: rng.range(-35, 35),
    time: variant(["morning", "golden", "noon", "morning"] as const, index),
  });
  const cam = new Camera({ pos: v3(-6, 1.7, -HALF), yaw: 90, fov: 68, horizon: rng.range(600, 640) });
  const ctx: Ctx = { svg, rng, cam, env };
  const mirrored: Env = { ...env, sun: v3(env.sun.x, env.sun.y, -env.sun.z) };
  const mirrorCtx: Ctx = { ...ctx, env: mirrored };
  svg.add(sky(ctx, 4));
  svg.add(
    group(
      treeLine(ctx, cam.horizon, 25, 0.5) +
        tower(ctx, rng.range(190, 230), rng.pick([-1, 1]) * rng.range(10, 16) - HALF - 5.5),
      { filter: svg.blur(0.8) },
    ),
  );
  const treesL = index % 2 === 0 ? [8, 20, 32, 44, 56, 68] : [14, 30, 46, 62];
  svg.add(
    group(
      side(
        mirrorCtx,
        row(rng),
        treesL.map((x) => x + 5),
      ),
      { transform: "translate(1600 0) scale(-1 1)" },
    ),
  );
  svg.add(side(ctx, row(rng), treesL));
  svg.add(bloom(ctx, 0.2), vignette(ctx));
  return { svg: svg.toString(), alt: variant(alts, index) };
};
