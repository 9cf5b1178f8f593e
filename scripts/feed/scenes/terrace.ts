/** Apartment terraces high above a city or a green landscape. */
import { mix, shade } from "./core/color";
import { box, boxOf, type Ctx, flat, solid } from "./core/draw";
import { bloom, vignette } from "./core/finish";
import { makeEnv } from "./core/light";
import { planks, tiles } from "./core/patterns";
import { crown } from "./core/plants";
import type { Rng } from "./core/rng";
import { sky, treeLine } from "./core/sky";
import { Camera, frame, v3 } from "./core/space";
import { group, path, rect, Svg } from "./core/svg";
import { textured } from "./core/texture";
import { plant } from "./parts/decor";
import { windowOn } from "./parts/facade";
import { diningSet } from "./parts/furniture";
import { planter } from "./parts/garden";
import { type Alt, type Picture, type Scene, variant } from "./types";

type View = "city" | "green";
const FLOOR = 16;

const alts: Record<View, Alt> = {
  city: {
    nl: "Ruim terras met glazen balustrade en zicht op de stad",
    fr: "Grande terrasse avec garde-corps vitré et vue sur la ville",
    en: "Spacious terrace with a glass balustrade and city views",
    de: "Großzügige Terrasse mit Glasbrüstung und Blick über die Stadt",
  },
  green: {
    nl: "Zonnig terras met weids uitzicht over het groen",
    fr: "Terrasse ensoleillée avec large vue sur la verdure",
    en: "Sunny terrace with wide views over greenery",
    de: "Sonnige Terrasse mit weitem Blick ins Grüne",
  },
};

/** Blocks with pitched roofs of a city far below, fading into the haze. */
function city(ctx: Ctx, rng: Rng): string {
  let out = "";
  const ground = -FLOOR;
  for (let z = 420; z > 45; z -= rng.range(22, 40)) {
    const fade = Math.min(0.85, z / 450);
    for (let x = -z * 0.85; x < z * 0.85; x += rng.range(14, 26)) {
      const h = rng.range(9, 16) * (z > 200 && rng.chance(0.08) ? 2.2 : 1);
      const w = rng.range(10, 16);
      const d = rng.range(8, 12);
      const b = boxOf(x, ground, z, x + w, ground + h, z + d);
      const base = mix(rng.pick(["#b8a08a", "#a88470", "#c9c2b6", "#9a8f86", "#d8d2c8"]), ctx.env.haze, fade);
      const roof = mix(rng.pick(["#7b4b3a", "#5d5f66", "#8a5a44"]), ctx.env.haze, fade);
      out += box(ctx, b, { front: base, side: shade(base, -0.08), top: roof });
      if (rng.chance(0.6)) {
        const top = ground + h + d * 0.45;
        out += solid(
          ctx,
          [
            [v3(x, ground + h, z), v3(x + w, ground + h, z), v3(x + w, top, z + d / 2), v3(x, top, z + d / 2)],
            [v3(x, ground + h, z), v3(x, top, z + d / 2), v3(x, ground + h, z + d)],
            [v3(x + w, ground + h, z), v3(x + w, ground + h, z + d), v3(x + w, top, z + d / 2)],
          ],
          (i) => (i === 0 ? roof : base),
        );
      }
    }
  }
  return out;
}

/** The cathedral spire that rises above Antwerp, as a hazy silhouette. */
function spire(ctx: Ctx, x: number, z: number): string {
  const base = ctx.cam.project(v3(x, -FLOOR, z));
  if (base === null) return "";
  const k = ctx.cam.pxPerM(v3(x, 0, z));
  const c = mix("#7e7a78", ctx.env.haze, 0.45);
  const w = 18 * k;
  const h = 123 * k;
  const y = base.y;
  const d = `M${base.x - w / 2} ${y} V${y - h * 0.55} L${base.x - w * 0.38} ${y - h * 0.7} V${y - h * 0.82} L${base.x - w * 0.22} ${y - h * 0.86} L${base.x} ${y - h} L${base.x + w * 0.22} ${y - h * 0.86} L${base.x + w * 0.38} ${y - h * 0.82} V${y - h * 0.7} L${base.x + w / 2} ${y - h * 0.55} V${y} Z`;
  return path(d, { fill: c });
}

function greenView(ctx: Ctx, rng: Rng): string {
  let out = treeLine(ctx, ctx.cam.horizon + 6, 22, 0.55);
  const fields = ctx.svg.linear(
    [
      [0, mix(ctx.env.grass[1], ctx.env.haze, 0.5)],
      [1, ctx.env.grass[0]],
    ],
    0,
    ctx.cam.horizon,
    0,
    1067,
  );
  out += rect(0, ctx.cam.horizon + 4, 1600, 700, { fill: fields });
  for (let z = 320; z > 30; z -= rng.range(10, 25)) {
    const fade = Math.min(0.7, z / 380);
    const tones: [string, string, string] = [
      mix(ctx.env.foliage[0], ctx.env.haze, fade),
      mix(ctx.env.foliage[1], ctx.env.haze, fade),
      mix(ctx.env.foliage[2], ctx.env.haze, fade),
    ];
    const clumps = rng.int(1, 3);
    for (let i = 0; i < clumps; i++) {
      const x = rng.range(-z * 0.8, z * 0.8);
      const p = ctx.cam.project(v3(x, -FLOOR + 6, z));
      if (p === null) continue;
      const k = ctx.cam.pxPerM(v3(x, 0, z));
      out += crown(ctx, p.x, p.y, k * rng.range(10, 30), k * rng.range(5, 8), tones, 0.8);
    }
  }
  return out;
}

export const terrace: Scene = (rng, index): Picture => {
  const view = variant<View>(["city", "green"], index);
  const svg = new Svg();
  const env = makeEnv(rng, {
    azimuth: rng.pick([-1, 1]) * rng.range(100, 140),
    time: index < 2 ? "noon" : "golden",
    season: "summer",
  });
  const cam = new Camera({
    pos: v3(rng.range(0.3, 0.9), 1.6, -1.2),
    yaw: rng.range(-10, 4),
    fov: 72,
    horizon: rng.range(440, 480),
  });
  const ctx: Ctx = { svg, rng, cam, env };
  svg.add(sky(ctx, 5));
  const below = svg.linear(
    [
      [0, mix("#b5aca2", env.haze, 0.6)],
      [1, "#8d8780"],
    ],
    0,
    cam.horizon,
    0,
    1067,
  );
  if (view === "city") svg.add(rect(0, cam.horizon, 1600, 1067 - cam.horizon, { fill: below }));
  svg.add(
    group(view === "city" ? city(ctx, rng) + spire(ctx, rng.range(-60, 60), 520) : greenView(ctx, rng), {
      filter: svg.blur(0.8),
    }),
  );
  const deck =
    index % 2 === 0 ? planks("#9c7656", 0.14, "t", 0.08, 0.01) : tiles("#bdb6ab", 0.6, 0.6, "#a29b90", false, 0.04);
  svg.add(textured(ctx, frame(v3(-2.5, 0, -2), v3(1, 0, 0), v3(0, 0, 1)), 0, 0, 7, 6, deck));
  svg.add(balustrade(ctx, -2.5, 4.5, 4));
  const wall = frame(v3(-2.5, 0, -2), v3(0, 0, 1), v3(0, 1, 0));
  svg.add(textured(ctx, wall, 0, 0, 6.1, 3.0, tiles("#e8e5df", 1.2, 0.6, "#dad6cf", true, 0.01)));
  svg.add(
    windowOn(
      ctx,
      wall,
      { s: 0.6, t: 0.02, w: 2.6, h: 2.4, frame: "#33363b", glazing: "slider", depth: 0.1 },
      "#e8e5df",
    ),
  );
  svg.add(box(ctx, boxOf(-2.5, 3.0, -2, 4.5, 3.25, 0.4), { bottom: "#e4e1db", front: "#d9d6cf", side: "#d9d6cf" }));
  svg.add(planter(ctx, boxOf(3.3, 0, 2.6, 4.3, 0.6, 3.8), "#3b3c3e"));
  svg.add(plant(ctx, v3(-2.0, 0, 3.4), 1.4, "olive", "#c57d56"));
  svg.add(diningSet(ctx, v3(-0.5, 0, 2.9), 1.2, rng.pick(["#e8e4dc", "#a27b58"]), rng.pick(["#2e2d2b", "#8a8f8a"])));
  svg.add(bloom(ctx, 0.25), vignette(ctx));
  svg.mirror(index >= 2);
  return { svg: svg.toString(), alt: alts[view] };
};

/** Glass balustrade along the far edge (z) and the right side (x1) of the terrace. */
function balustrade(ctx: Ctx, x0: number, x1: number, z: number): string {
  const glassFill = "#d6e6ec";
  const a = { opacity: 0.28, stroke: "#f2f7f8", "stroke-width": 1.2 };
  let out = flat(ctx, [v3(x0, 0, z), v3(x1, 0, z), v3(x1, 1.05, z), v3(x0, 1.05, z)], glassFill, a);
  out += flat(ctx, [v3(x1, 0, -2), v3(x1, 0, z), v3(x1, 1.05, z), v3(x1, 1.05, -2)], glassFill, a);
  out +=
    box(ctx, boxOf(x0, 1.05, z - 0.03, x1, 1.09, z + 0.03), "#5b5e63") +
    box(ctx, boxOf(x1 - 0.03, 1.05, -2, x1 + 0.03, 1.09, z), "#5b5e63");
  return out + box(ctx, boxOf(x0, -0.25, z, x1, 0.02, z + 0.12), "#d9d6cf");
}
