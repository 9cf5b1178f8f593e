/** Commercial property: shop fronts in a high street, a small office building, a warehouse. */
import { shade } from "./core/color";
import { type Box, boxCorners, boxOf, castShadow, type Ctx, flat, shadowLayer, sideFrames } from "./core/draw";
import { bloom, vignette } from "./core/finish";
import { farGround, lawn, patch } from "./core/ground";
import { makeEnv } from "./core/light";
import { hedge, tree, treeShadow } from "./core/plants";
import type { Rng } from "./core/rng";
import { sky, treeLine } from "./core/sky";
import { Camera, v3 } from "./core/space";
import { group, Svg } from "./core/svg";
import { type Block, blockBox, drawBlock } from "./parts/block";
import { brickWall, render, walls, wallShading, windowOn } from "./parts/facade";
import { bricks, darkBrick, renders } from "./parts/palette";
import { flatRoof } from "./parts/roofs";
import { drawRowHouse, randomRowHouse, type RowHouse } from "./parts/rowhouse";
import { sectionalDoor } from "./parts/shop";
import { streetGround, streetLamp } from "./parts/street";
import { type Alt, type Picture, type Scene, variant } from "./types";

type Kind = "shop" | "office" | "hall";

const alts: Record<Kind, Alt> = {
  shop: {
    nl: "Handelspand met grote etalage en luifel in een winkelstraat",
    fr: "Commerce avec grande vitrine et auvent dans une rue commerçante",
    en: "Retail unit with a large display window and awning on a shopping street",
    de: "Ladenlokal mit großem Schaufenster und Markise in einer Einkaufsstraße",
  },
  office: {
    nl: "Klein kantoorgebouw met glazen gevel en parking",
    fr: "Petit immeuble de bureaux avec façade vitrée et parking",
    en: "Small office building with a glass facade and car park",
    de: "Kleines Bürogebäude mit Glasfassade und Parkplatz",
  },
  hall: {
    nl: "Magazijn met kantoorruimte, laadpoorten en ruime verharding",
    fr: "Entrepôt avec bureaux, portes de chargement et grande cour",
    en: "Warehouse with offices, loading doors and a large yard",
    de: "Lagerhalle mit Büro, Ladetoren und großem Hof",
  },
};

const awnings: readonly string[] = ["#2f4a3c", "#7a2e2a", "#1f3347", "#c8a24a", "#3a3b3f"];

function shopScene(ctx: Ctx, rng: Rng): void {
  const { svg } = ctx;
  const houses: RowHouse[] = [];
  for (let x = -34; x < 34;) {
    const w = rng.range(6, 8);
    const wall = rng.chance(0.3)
      ? render(rng.pick(renders).color)
      : brickWall(rng.pick(bricks).color, rng.pick(bricks).joint);
    const shop = {
      fascia: rng.pick(["#2b2c30", "#f2f0ea", "#5b4636"]),
      awning: rng.pick(awnings),
      frame: rng.pick(["#2b2c30", "#3f4b42", "#e9e6df"]),
    };
    houses.push({
      ...randomRowHouse(rng, x, w, wall),
      floors: 3,
      shop: Math.abs(x + w / 2) < 12 || rng.chance(0.6) ? shop : undefined,
    });
    x += w;
  }
  svg.add(streetGround(ctx, { kerb: -3.5, farKerb: -10, x0: -60, x1: 60 }));
  const camX = ctx.cam.pos.x;
  for (const h of [...houses].sort((a, b) => Math.abs(b.x0 + b.w / 2 - camX) - Math.abs(a.x0 + a.w / 2 - camX)))
    svg.add(drawRowHouse(ctx, h));
  svg.add(streetLamp(ctx, -7, -3.0), streetLamp(ctx, 9, -3.0));
}

function officeScene(ctx: Ctx, rng: Rng, index: number): void {
  const { svg } = ctx;
  const b = blockBox(-11, 22, 14, 3, 3.5);
  const office: Block = {
    box: b,
    floors: 3,
    storey: 3.5,
    wall: index % 2 === 0 ? brickWall(darkBrick.color, darkBrick.joint) : render(renders[2]?.color ?? "#dfe0dc"),
    frame: "#2b2c30",
    bays: 6,
    balconies: "none",
    rail: "glass",
    slab: "#e4e2dd",
    railColor: "#34373c",
    glazing: "grid",
    windowShare: 0.78,
    penthouse: false,
  };
  svg.add(patch(ctx, -40, 40, -26, -1, "#5d6066"));
  for (let x = -20; x <= 20; x += 2.6)
    svg.add(flat(ctx, [v3(x, 0.01, -9), v3(x + 0.1, 0.01, -9), v3(x + 0.1, 0.01, -4), v3(x, 0.01, -4)], "#e9e8e4"));
  svg.add(shadowLayer(ctx, [castShadow(ctx, boxCorners(b))], 0.25));
  svg.add(drawBlock(ctx, office));
  const trees = [-16, -6, 6, 16].map((x) => v3(x, 0, -10.5));
  svg.add(
    shadowLayer(
      ctx,
      trees.map((p) => treeShadow(ctx, p, 6, "young")),
    ),
  );
  svg.add(hedge(ctx, boxOf(-40, 0, -11, 40, 0.9, -10.3)));
  for (const p of trees) svg.add(tree(ctx, p, rng.range(5.5, 7), { kind: "young" }));
}

function hallScene(ctx: Ctx, rng: Rng): void {
  const { svg } = ctx;
  const hall: Box = boxOf(-8, 0, 0, 30, 9, 24);
  const annex: Box = boxOf(-20, 0, -1, -8, 7, 10);
  svg.add(patch(ctx, -45, 50, -30, 0, "#6a6d72"));
  for (let x = -6; x < 28; x += 7)
    svg.add(
      flat(ctx, [v3(x, 0.01, -14), v3(x + 3.6, 0.01, -14), v3(x + 3.6, 0.01, -13.85), v3(x, 0.01, -13.85)], "#e7d36a"),
    );
  svg.add(shadowLayer(ctx, [castShadow(ctx, boxCorners(hall)), castShadow(ctx, boxCorners(annex))], 0.3));
  const cladding = rng.pick(["#b7bcc0", "#8e969c", "#c9c6bd", "#5f6a72"]);
  svg.add(walls(ctx, hall, { kind: "metal", color: cladding }), flatRoof(ctx, hall, shade(cladding, -0.2), 0.1));
  const front = sideFrames(hall)[0]?.f;
  if (front !== undefined) {
    for (let i = 0; i < 3; i++)
      svg.add(sectionalDoor(ctx, front, 4 + i * 9, 5, 5, rng.pick(["#e8e6e1", "#3a3f47", "#c8cbcf"]), true));
    svg.add(wallShading(ctx, front, 38, 9, 0.3, 0.3));
  }
  svg.add(walls(ctx, annex, brickWall(rng.pick(bricks).color)), flatRoof(ctx, annex));
  const af = sideFrames(annex)[0]?.f;
  if (af !== undefined) {
    svg.add(
      windowOn(ctx, af, { s: 0.6, t: 0.2, w: 10.8, h: 2.6, frame: "#2b2c30", glazing: "grid", depth: 0.1 }, "#888"),
    );
    svg.add(
      windowOn(ctx, af, { s: 0.6, t: 3.8, w: 10.8, h: 2.2, frame: "#2b2c30", glazing: "grid", depth: 0.1 }, "#888"),
    );
  }
  svg.add(lawn(ctx, -45, -22, -30, -3));
  svg.add(tree(ctx, v3(-26, 0, -8), rng.range(7, 9)), tree(ctx, v3(-30, 0, 2), rng.range(8, 10)));
}

export const commercial: Scene = (rng, index): Picture => {
  // The first six as they were; shops are what the listings ask for most.
  const kind =
    index < 6
      ? variant<Kind>(["shop", "office", "hall"], index)
      : variant<Kind>(["shop", "hall", "shop", "office"], index);
  const svg = new Svg();
  const env = makeEnv(rng, {
    azimuth: rng.pick([-1, 1]) * rng.range(25, 55),
    season: rng.pick(["summer", "spring"]),
  });
  const cams: Record<Kind, Camera> = {
    shop: new Camera({ pos: v3(rng.range(-2, 2), 1.7, -16), yaw: rng.range(-14, 14), fov: 68, horizon: 790 }),
    office: new Camera({ pos: v3(-13, 1.7, -23), yaw: 24, fov: 66, horizon: 720 }),
    hall: new Camera({ pos: v3(-28, 1.8, -32), yaw: 30, fov: 66, horizon: 640 }),
  };
  const cam = cams[kind];
  const ctx: Ctx = { svg, rng, cam, env };
  let far = treeLine(ctx, cam.horizon, 34, 0.45);
  for (let i = 0; i < 6; i++)
    far += tree(ctx, v3(rng.range(-50, 50), 0, rng.range(30, 50)), rng.range(12, 17), { fade: 0.3 });
  svg.add(sky(ctx, 4), farGround(ctx), group(far, { filter: svg.blur(1.2) }));
  if (kind === "shop") shopScene(ctx, rng);
  else if (kind === "office") officeScene(ctx, rng, index);
  else hallScene(ctx, rng);
  svg.add(bloom(ctx), vignette(ctx));
  return { svg: svg.toString(), alt: alts[kind] };
};
