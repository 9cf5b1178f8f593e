/** Building plots: meadow, rows of poplars, a village on the horizon, a blank wooden sign. */
import { mix, shade } from "./core/color";
import { box, boxOf, type Ctx, flat, shadowLayer } from "./core/draw";
import { bloom, vignette } from "./core/finish";
import { farGround } from "./core/ground";
import { makeEnv } from "./core/light";
import { bush, tree, treeShadow } from "./core/plants";
import { sky, treeLine, villageSkyline } from "./core/sky";
import { Camera, v3, type Vec3 } from "./core/space";
import { group, path, Svg } from "./core/svg";
import { type Alt, type Picture, type Scene, variant } from "./types";

const alts: readonly Alt[] = [
  {
    nl: "Bouwgrond met weide en bomenrij, dorp in de verte",
    fr: "Terrain à bâtir avec prairie et rangée d'arbres, village au loin",
    en: "Building plot with meadow and a row of trees, village in the distance",
    de: "Baugrundstück mit Wiese und Baumreihe, Dorf in der Ferne",
  },
  {
    nl: "Perceel bouwgrond in een landelijke omgeving",
    fr: "Parcelle de terrain à bâtir dans un cadre champêtre",
    en: "Plot of building land in a rural setting",
    de: "Baugrundstück in ländlicher Umgebung",
  },
];

/** Wide strips of meadow and crops running across the view. */
function fields(ctx: Ctx): string {
  const { rng, env } = ctx;
  let out = "";
  let z = 400;
  while (z > 30) {
    const depth = rng.range(30, 90) * (z / 200);
    const tone = rng.pick([env.grass[0], env.grass[1], "#b9ad6a", "#8f9a52", "#a7884f"]);
    out += flat(
      ctx,
      [v3(-600, 0, z - depth), v3(600, 0, z - depth), v3(600, 0, z), v3(-600, 0, z)],
      mix(tone, env.haze, Math.min(0.6, z / 500)),
    );
    z -= depth;
  }
  const meadow = ctx.svg.linear(
    [
      [0, mix(env.grass[1], env.haze, 0.15)],
      [1, shade(env.grass[0], -0.05)],
    ],
    0,
    ctx.cam.horizon + 40,
    0,
    1067,
  );
  out += flat(ctx, [v3(-200, 0, -5), v3(200, 0, -5), v3(200, 0, 30), v3(-200, 0, 30)], meadow);
  return out;
}

/** Grass blades in the foreground meadow for texture. */
function meadowTexture(ctx: Ctx): string {
  let out = "";
  for (let i = 0; i < 260; i++) {
    const p = v3(ctx.rng.range(-12, 12), 0, ctx.rng.range(3, 22));
    const s = ctx.cam.project(p);
    if (s === null) continue;
    const k = ctx.cam.pxPerM(p) * ctx.rng.range(0.15, 0.35);
    const lean = ctx.rng.range(-0.4, 0.4) * k;
    out += path(
      `M${s.x.toFixed(1)} ${s.y.toFixed(1)} q${(lean * 0.3).toFixed(1)} ${(-k * 0.5).toFixed(1)} ${lean.toFixed(1)} ${(-k).toFixed(1)}`,
      {
        stroke: ctx.rng.pick([ctx.env.grass[1], shade(ctx.env.grass[0], -0.1), "#c9c08a"]),
        "stroke-width": 1.3,
        fill: "none",
      },
    );
  }
  return out;
}

/** A wooden stake with a blank board, as used for "for sale" signs (no text). */
function sign(ctx: Ctx, p: Vec3): string {
  const post = box(ctx, boxOf(p.x - 0.05, 0, p.z - 0.05, p.x + 0.05, 2.1, p.z + 0.05), "#8a6a4c");
  const board = box(ctx, boxOf(p.x - 0.6, 1.2, p.z - 0.08, p.x + 0.6, 2.0, p.z - 0.05), {
    front: "#f3efe6",
    side: "#d9d2c4",
    top: "#e6e0d4",
    back: "#d9d2c4",
  });
  const band = box(ctx, boxOf(p.x - 0.6, 1.2, p.z - 0.09, p.x + 0.6, 1.32, p.z - 0.08), "#a64b34");
  return post + board + band;
}

function poplarRow(ctx: Ctx, x0: number, z0: number, x1: number, z1: number, n: number): [string, Vec3[]] {
  let out = "";
  const bases: Vec3[] = [];
  for (let i = n - 1; i >= 0; i--) {
    const t = i / (n - 1);
    const p = v3(x0 + (x1 - x0) * t, 0, z0 + (z1 - z0) * t);
    bases.push(p);
    out += tree(ctx, p, ctx.rng.range(17, 22), { kind: "poplar", fade: Math.min(0.45, p.z / 300) });
  }
  return [out, bases];
}

export const land: Scene = (rng, index): Picture => {
  const svg = new Svg();
  const env = makeEnv(rng, {
    time: variant(["golden", "morning", "noon", "golden"] as const, index),
    azimuth: rng.pick([-1, 1]) * rng.range(110, 150),
  });
  const cam = new Camera({
    pos: v3(0, 1.6, -6),
    yaw: rng.range(-10, 10),
    fov: 66,
    horizon: rng.range(560, 620),
  });
  const ctx: Ctx = { svg, rng, cam, env };
  svg.add(sky(ctx, 5), farGround(ctx));
  svg.add(
    group(
      villageSkyline(ctx, cam.horizon + 2, 1.1, rng.range(300, 1300), 0.55) + treeLine(ctx, cam.horizon + 3, 18, 0.6),
      { filter: svg.blur(0.8) },
    ),
  );
  svg.add(fields(ctx));
  const side = index % 2 === 0 ? -1 : 1;
  const [row, bases] = poplarRow(ctx, side * 14, 12, side * 30, 160, 14);
  svg.add(
    shadowLayer(
      ctx,
      bases.slice(-6).map((p) => treeShadow(ctx, p, 19, "poplar")),
      0.16,
    ),
  );
  svg.add(row, meadowTexture(ctx));
  if (index < 2)
    for (let i = 0; i < 4; i++)
      svg.add(bush(ctx, v3(-side * rng.range(6, 14), 0, rng.range(25, 45)), rng.range(3, 5), rng.range(2.5, 4)));
  svg.add(tree(ctx, v3(-side * rng.range(12, 18), 0, rng.range(40, 60)), rng.range(11, 14), { fade: 0.2 }));
  svg.add(sign(ctx, v3(side * rng.range(1.5, 3), 0, rng.range(7, 9))));
  svg.add(bloom(ctx, 0.28), vignette(ctx));
  return { svg: svg.toString(), alt: variant(alts, index) };
};
