/** Terraced and semi-detached brick houses seen from across the street. */
import { shade } from "./core/color";
import { boxOf, type Ctx, flat, shadowLayer } from "./core/draw";
import { bloom, vignette } from "./core/finish";
import { makeEnv } from "./core/light";
import { tiles } from "./core/patterns";
import { bush, hedge, tree, treeShadow } from "./core/plants";
import type { Rng } from "./core/rng";
import { sky, treeLine } from "./core/sky";
import { Camera, frame, v3 } from "./core/space";
import { group, type Pt, Svg } from "./core/svg";
import { textured } from "./core/texture";
import { brickWall, render } from "./parts/facade";
import { type BrickColor, bricks, renders } from "./parts/palette";
import { drawRowHouse, houseTop, randomRowHouse, type RowHouse } from "./parts/rowhouse";
import { streetGround, streetLamp, treePit } from "./parts/street";
import { type Picture, type Scene, variant } from "./types";

function neighbourWall(rng: Rng) {
  return rng.chance(0.3) ? render(rng.pick(renders).color) : brickWall(rng.pick(bricks).color, rng.pick(bricks).joint);
}

function buildRow(rng: Rng, main: RowHouse, openRight: boolean): RowHouse[] {
  const row: RowHouse[] = [main];
  let x = main.x0;
  while (x > -35) {
    const w = rng.range(5.2, 7.5);
    x -= w;
    row.push(randomRowHouse(rng, x, w, neighbourWall(rng)));
  }
  x = main.x0 + main.w + (openRight ? 9 : 0);
  while (x < 35) {
    const w = rng.range(5.2, 7.5);
    row.push(randomRowHouse(rng, x, w, neighbourWall(rng)));
    x += w;
  }
  return row;
}

function frontGarden(ctx: Ctx, h: RowHouse, depth: number): string {
  const { x0, w } = h;
  const path = h.doorLeft ? [x0 + 0.35, x0 + 1.8] : [x0 + w - 1.8, x0 + w - 0.35];
  const [p0, p1] = [path[0] ?? x0, path[1] ?? x0 + 1];
  let out = flat(
    ctx,
    [v3(x0, 0.13, -depth), v3(x0 + w, 0.13, -depth), v3(x0 + w, 0.13, 0), v3(x0, 0.13, 0)],
    shade(ctx.env.grass[0], -0.05),
  );
  out += textured(
    ctx,
    frame(v3(p0, 0.14, -depth), v3(1, 0, 0), v3(0, 0, 1)),
    0,
    0,
    p1 - p0,
    depth,
    tiles("#9d9a94", 0.3, 0.3, "#7b7873"),
  );
  out += hedge(ctx, boxOf(x0 + 0.05, 0.12, -depth, p0 - 0.05 > x0 + 0.1 ? p0 - 0.05 : x0 + 0.1, 0.8, -depth + 0.45));
  if (p1 + 0.05 < x0 + w - 0.1) out += hedge(ctx, boxOf(p1 + 0.05, 0.12, -depth, x0 + w - 0.05, 0.8, -depth + 0.45));
  const bx = h.doorLeft ? x0 + w - 1.2 : x0 + 1.2;
  return (
    out +
    bush(
      ctx,
      v3(bx, 0.13, -1.2),
      1.3,
      1.2,
      ctx.rng.chance(0.5) ? ctx.rng.pick(["#e8d6e6", "#f2f0f5", "#d86a7a"]) : undefined,
    )
  );
}

export const house: Scene = (rng, index): Picture => {
  const brick: BrickColor = variant(bricks, index);
  // The first twelve as they were; the pool's later houses lean to the semi-detached, as the listings do.
  const openRight = index < 12 ? index % 4 === 3 : index % 3 !== 0;
  const garden = index % 3 === 1;
  const svg = new Svg();
  const env = makeEnv(rng, { azimuth: (openRight ? 1 : rng.pick([-1, 1])) * rng.range(30, 60) });
  const main = {
    ...randomRowHouse(rng, -rng.range(2.8, 3.4), rng.range(5.8, 7), brickWall(brick.color, brick.joint)),
    floors: index % 5 === 2 ? 3 : 2,
  };
  const row = buildRow(rng, main, openRight);
  const distance = rng.range(13.5, 15.5) + (garden ? 3 : 0);
  const camX = openRight ? main.x0 + main.w + rng.range(2.5, 4) : rng.range(-3, 3);
  const centre = main.x0 + main.w / 2;
  const yaw = (Math.atan2(centre - camX, distance) * 180) / Math.PI;
  const top = houseTop(main);
  const fov = 64;
  const focal = 800 / Math.tan((fov / 2) * (Math.PI / 180));
  const horizon = Math.min(860, 120 + (focal * (top - 1.7)) / distance);
  const cam = new Camera({ pos: v3(camX, 1.7, -distance), yaw, fov, horizon });
  const ctx: Ctx = { svg, rng, cam, env };
  const kerb = garden ? -5.6 : -2.6;

  svg.add(sky(ctx, 4));
  let far = treeLine(ctx, horizon, 30, 0.5);
  for (let i = 0; i < 7; i++)
    far += tree(ctx, v3(rng.range(-30, 30), 0, rng.range(20, 34)), rng.range(11, 16), { fade: 0.3 });
  svg.add(group(far, { filter: svg.blur(1.2) }));
  svg.add(flat(ctx, [v3(-90, 0, 0), v3(90, 0, 0), v3(90, 0, 80), v3(-90, 0, 80)], shade(env.grass[0], -0.1)));
  svg.add(streetGround(ctx, { kerb, farKerb: kerb - 7.5, x0: -60, x1: 60 }));
  if (openRight) svg.add(driveway(ctx, main));
  const sorted = [...row].sort((a, b) => Math.abs(b.x0 + b.w / 2 - camX) - Math.abs(a.x0 + a.w / 2 - camX));
  for (const h of sorted) svg.add(drawRowHouse(ctx, h));
  if (garden) for (const h of row) svg.add(frontGarden(ctx, h, -kerb - 0.2));
  const treeSpots = rng.chance(0.6) ? [main.x0 - rng.range(3, 5), main.x0 + main.w + rng.range(3, 6)] : [];
  const shadows: Pt[][] = treeSpots.map((x) => treeShadow(ctx, v3(x, 0, kerb + 0.9), 9));
  svg.add(shadowLayer(ctx, shadows));
  for (const x of treeSpots)
    svg.add(
      treePit(ctx, x, kerb + 0.9),
      tree(ctx, v3(x, 0, kerb + 0.9), rng.range(8, 10), { kind: rng.pick(["round", "round", "birch"]) }),
    );
  if (rng.chance(0.5)) svg.add(streetLamp(ctx, main.x0 - 1.2, kerb + 0.5));
  svg.add(bloom(ctx), vignette(ctx));
  return { svg: svg.toString(), alt: houseAlt(brick, openRight, garden) };
};

function driveway(ctx: Ctx, h: RowHouse): string {
  const x = h.x0 + h.w;
  return (
    textured(
      ctx,
      frame(v3(x, 0.01, 0), v3(1, 0, 0), v3(0, 0, 1)),
      0,
      0,
      3.2,
      12,
      tiles("#8d8a86", 0.22, 0.11, "#6e6b67", true),
    ) + hedge(ctx, boxOf(x + 3.6, 0, 0.5, x + 8.5, 1.5, 1.2))
  );
}

function houseAlt(b: BrickColor, semi: boolean, garden: boolean): Picture["alt"] {
  if (semi) {
    return {
      nl: `Halfopen woning in ${b.nl} met oprit`,
      fr: `Maison trois façades en ${b.fr} avec allée`,
      en: `Semi-detached house in ${b.en} with a driveway`,
      de: `Doppelhaushälfte aus ${b.de} mit Einfahrt`,
    };
  }
  return garden
    ? {
        nl: `Rijwoning in ${b.nl} met voortuintje`,
        fr: `Maison mitoyenne en ${b.fr} avec jardinet`,
        en: `Terraced house in ${b.en} with a small front garden`,
        de: `Reihenhaus aus ${b.de} mit Vorgarten`,
      }
    : {
        nl: `Rijwoning in ${b.nl} aan de straatkant`,
        fr: `Maison mitoyenne en ${b.fr} côté rue`,
        en: `Terraced house in ${b.en}, street view`,
        de: `Reihenhaus aus ${b.de}, Straßenansicht`,
      };
}
