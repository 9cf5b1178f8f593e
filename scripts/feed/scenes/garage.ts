/** Garage boxes and covered parking. */
import { shade } from "./core/color";
import { box, boxCorners, boxOf, castShadow, type Ctx, flat, shadowLayer, sideFrames } from "./core/draw";
import { bloom, vignette } from "./core/finish";
import { farGround, patch, paving } from "./core/ground";
import { makeEnv } from "./core/light";
import { bush, hedge, tree } from "./core/plants";
import { sky, treeLine } from "./core/sky";
import { Camera, v3 } from "./core/space";
import { group, Svg } from "./core/svg";
import { brickWall, walls, wallShading } from "./parts/facade";
import { bricks } from "./parts/palette";
import { flatRoof } from "./parts/roofs";
import { sectionalDoor } from "./parts/shop";
import { type Alt, type Picture, type Scene, variant } from "./types";

type Kind = "boxes" | "carport";

const alts: Record<Kind, Alt> = {
  boxes: {
    nl: "Rij garageboxen met kantelpoorten",
    fr: "Rangée de box de garage avec portes basculantes",
    en: "Row of lock-up garages with up-and-over doors",
    de: "Reihe von Garagenboxen mit Schwingtoren",
  },
  carport: {
    nl: "Overdekte parkeerplaatsen onder een carport",
    fr: "Emplacements de parking couverts sous un carport",
    en: "Covered parking spaces under a carport",
    de: "Überdachte Stellplätze unter einem Carport",
  },
};

function garageBoxes(ctx: Ctx, index: number): void {
  const { svg, rng } = ctx;
  const n = 7;
  const bw = 3.1;
  const b = boxOf((-n * bw) / 2, 0, 0, (n * bw) / 2, 2.7, 6);
  svg.add(hedge(ctx, boxOf(-30, 0, 7, 30, 2.2, 8)));
  svg.add(paving(ctx, -20, 20, -14, 0, rng.pick(["#a7a49e", "#8f8b85"]), 0.6, 0.3, true, 0.01));
  svg.add(shadowLayer(ctx, [castShadow(ctx, boxCorners(b))], 0.25));
  svg.add(walls(ctx, b, brickWall(variant(bricks, index + 2).color)), flatRoof(ctx, b, "#4a4d52", 0.12));
  const f = sideFrames(b)[0]?.f;
  if (f !== undefined) {
    const colors = index === 0 ? ["#e6e3dc"] : ["#2f4a3c", "#1f3347", "#6b2a2a", "#e6e3dc", "#7b7f85"];
    for (let i = 0; i < n; i++) svg.add(sectionalDoor(ctx, f, i * bw + 0.3, bw - 0.6, 2.15, rng.pick(colors)));
    svg.add(wallShading(ctx, f, n * bw, 2.7, 0.25, 0.2));
  }
}

function carport(ctx: Ctx): void {
  const { svg, rng } = ctx;
  const w = 15;
  const d = 5.5;
  svg.add(patch(ctx, -25, 25, -14, 8, "#6a6d72"));
  const roof = boxOf(-w / 2, 2.5, 0, w / 2, 2.75, d);
  svg.add(shadowLayer(ctx, [castShadow(ctx, boxCorners(roof))], 0.32));
  for (let i = 0; i <= 5; i++) {
    const x = -w / 2 + (w * i) / 5;
    svg.add(
      flat(
        ctx,
        [v3(x - 0.06, 0.01, -0.5), v3(x + 0.06, 0.01, -0.5), v3(x + 0.06, 0.01, d), v3(x - 0.06, 0.01, d)],
        "#ecebe6",
      ),
    );
  }
  svg.add(walls(ctx, boxOf(-w / 2, 0, d, w / 2, 2.5, d + 0.15), { kind: "cladding", color: "#8a6a4c" }));
  for (let i = 0; i <= 5; i++) {
    const x = -w / 2 + (w * i) / 5;
    for (const z of [d - 0.1, 0.1]) svg.add(box(ctx, boxOf(x - 0.08, 0, z - 0.08, x + 0.08, 2.5, z + 0.08), "#3a3d42"));
  }
  svg.add(box(ctx, roof, { front: "#3a3d42", side: "#3a3d42", bottom: shade("#c9c6bf", -0.05), top: "#55585d" }));
  for (let x = -w / 2 - 4; x < w / 2 + 5; x += rng.range(1.5, 2.5))
    if (Math.abs(x) > w / 2 + 1) svg.add(bush(ctx, v3(x, 0, d + 1), 1.4, 1.2));
}

export const garage: Scene = (rng, index): Picture => {
  const kind = variant<Kind>(["boxes", "carport", "boxes"], index);
  const svg = new Svg();
  const env = makeEnv(rng, { azimuth: rng.pick([-1, 1]) * rng.range(25, 55) });
  const pos = v3(rng.pick([-1, 1]) * rng.range(5, 8), 1.7, -11);
  const camAimed = new Camera({ pos, yaw: (Math.atan2(-pos.x, 13) * 180) / Math.PI, fov: 66, horizon: 520 });
  const ctx: Ctx = { svg, rng, cam: camAimed, env };
  let far = treeLine(ctx, camAimed.horizon, 34, 0.45);
  for (let i = 0; i < 8; i++)
    far += tree(ctx, v3(rng.range(-40, 40), 0, rng.range(14, 30)), rng.range(9, 14), { fade: 0.2 });
  svg.add(sky(ctx, 4), farGround(ctx), group(far, { filter: svg.blur(1.1) }));
  if (kind === "boxes") garageBoxes(ctx, index);
  else carport(ctx);
  svg.add(bloom(ctx), vignette(ctx));
  return { svg: svg.toString(), alt: alts[kind] };
};
