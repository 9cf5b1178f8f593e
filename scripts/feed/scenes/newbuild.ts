/** New-build projects with the crisp look of an architect's render. */
import { type Box, boxCorners, boxOf, castShadow, type Ctx, shadowLayer, sideFrames } from "./core/draw";
import { bloom, vignette } from "./core/finish";
import { farGround, lawn, paving } from "./core/ground";
import { makeEnv } from "./core/light";
import { grassTuft, hedge, person, tree, treeShadow } from "./core/plants";
import type { Rng } from "./core/rng";
import { sky, treeLine } from "./core/sky";
import { Camera, v3, type Vec3 } from "./core/space";
import { group, Svg } from "./core/svg";
import { type Block, blockBox, drawBlock } from "./parts/block";
import { brickWall, doorOn, type Material, render, walls, wallShading, windowOn } from "./parts/facade";
import { darkBrick } from "./parts/palette";
import { flatRoof } from "./parts/roofs";
import { drawRowHouse, randomRowHouse } from "./parts/rowhouse";
import { type Alt, type Picture, type Scene, variant } from "./types";

type Kind = "cubes" | "row" | "block";

const alts: Record<Kind, Alt> = {
  cubes: {
    nl: "Nieuwbouwwoning met strakke volumes, houten gevelbekleding en grote ramen",
    fr: "Maison neuve aux volumes épurés, bardage bois et grandes baies",
    en: "New-build house with clean volumes, timber cladding and large windows",
    de: "Neubauhaus mit klaren Volumen, Holzverkleidung und großen Fenstern",
  },
  row: {
    nl: "Nieuwbouwproject met energiezuinige rijwoningen",
    fr: "Projet neuf de maisons mitoyennes basse énergie",
    en: "New-build project of energy-efficient terraced houses",
    de: "Neubauprojekt mit energieeffizienten Reihenhäusern",
  },
  block: {
    nl: "Nieuwbouwappartementen met terrassen en aangelegde groenzone",
    fr: "Appartements neufs avec terrasses et espaces verts aménagés",
    en: "New-build apartments with terraces and landscaped green space",
    de: "Neubauwohnungen mit Terrassen und angelegter Grünfläche",
  },
};

const claddings: readonly Material[] = [
  { kind: "cladding", color: "#9a6f48" },
  { kind: "cladding", color: "#b58a5e" },
  { kind: "cladding", color: "#6d5642" },
];

interface Built {
  boxes: Box[];
  markup: string;
}

function cubes(ctx: Ctx, rng: Rng, index: number): Built {
  let out = "";
  // The first eight as they were; later ones vary the volumes and materials, so that two new
  // houses on one list page are two houses.
  const later = index >= 8;
  const low: Box = later ? boxOf(-rng.range(6, 8.5), 0, 0, rng.range(4, 6.5), 3.2, 9) : boxOf(-7, 0, 0, 5, 3.2, 9);
  const shift = later ? rng.range(-2.5, 2) : 0;
  const high: Box = boxOf(-3.5 + shift, 3.2, -1.2, 6.5 + shift, 6.4, 7.5);
  const lowWall = later
    ? variant([brickWall("#b9b2a6", "#d6d0c5"), render("#f1efea"), brickWall(darkBrick.color, darkBrick.joint)], index)
    : index % 2 === 0
      ? render("#f1efea")
      : brickWall(darkBrick.color, darkBrick.joint);
  const highWall = later
    ? variant<Material>([render("#3f4247"), ...claddings, render("#f1efea")], Math.floor(index / 3))
    : rng.pick(claddings);
  out += walls(ctx, low, lowWall) + flatRoof(ctx, low, "#3e4146", 0.05);
  const lf = sideFrames(low)[0]?.f;
  if (lf !== undefined) {
    out += wallShading(ctx, lf, 12, 3.2, 0.3, 0.2);
    out += windowOn(
      ctx,
      lf,
      { s: 0.6, t: 0.05, w: 6.4, h: 2.8, frame: "#2b2c30", glazing: "slider", depth: 0.2 },
      lowWall.color,
    );
    out += doorOn(
      ctx,
      lf,
      { s: 8.2, w: 1.3, h: 2.6, color: "#2b2c30", frame: "#2b2c30", style: "modern" },
      lowWall.color,
    );
  }
  out += walls(ctx, high, highWall) + flatRoof(ctx, high, "#3e4146", 0.05);
  const hf = sideFrames(high)[0]?.f;
  if (hf !== undefined) {
    out += windowOn(
      ctx,
      hf,
      { s: 0.8, t: 0.4, w: 3.6, h: 2.4, frame: "#2b2c30", glazing: "single", depth: 0.25 },
      highWall.color,
    );
    out += windowOn(
      ctx,
      hf,
      { s: 5.4, t: 0.9, w: 2.6, h: 1.9, frame: "#2b2c30", glazing: "single", depth: 0.25 },
      highWall.color,
    );
  }
  const side = sideFrames(high)[2]?.f;
  if (side !== undefined)
    out += windowOn(ctx, side, { s: 2, t: 0.5, w: 3.2, h: 2.2, frame: "#2b2c30", glazing: "single" }, highWall.color);
  return { boxes: [low, high], markup: out };
}

function row(ctx: Ctx, rng: Rng): Built {
  const boxes: Box[] = [];
  let out = "";
  const brick = rng.pick([
    darkBrick,
    { ...darkBrick, color: "#8c8580", joint: "#6f6a66" },
    { ...darkBrick, color: "#b9b2a6", joint: "#d6d0c5" },
  ]);
  const houses = [-9, -3, 3].map((x) => ({
    ...randomRowHouse(rng, x, 6, brickWall(brick.color, brick.joint)),
    roofKind: "gable" as const,
    floors: 2,
    frame: "#2b2c30",
    door: "#2b2c30",
    glazing: "single" as const,
    roof: { pitch: 45, overhang: 0.02, color: "#35373c", row: 0.2, trim: "#35373c" },
  }));
  for (const h of [...houses].sort((a, b) => Math.abs(b.x0 + 3 - ctx.cam.pos.x) - Math.abs(a.x0 + 3 - ctx.cam.pos.x))) {
    out += drawRowHouse(ctx, h);
    boxes.push(boxOf(h.x0, 0, 0, h.x0 + 6, 6.1, h.depth));
  }
  return { boxes, markup: out };
}

function block(ctx: Ctx, rng: Rng): Built {
  const b = blockBox(-10, 20, 13, 4, 3.0);
  const k: Block = {
    box: b,
    floors: 4,
    storey: 3.0,
    wall: brickWall(rng.pick(["#b9b2a6", "#8c8580", "#a8705a"]), "#d6d0c5"),
    frame: "#2b2c30",
    bays: 5,
    balconies: "cantilever",
    rail: "glass",
    slab: "#eceae5",
    railColor: "#34373c",
    glazing: "slider",
    windowShare: 0.8,
    penthouse: true,
    stagger: false,
  };
  return { boxes: [b], markup: drawBlock(ctx, k) };
}

function landscaping(ctx: Ctx, rng: Rng, boxes: readonly Box[]): void {
  const { svg } = ctx;
  const minX = Math.min(...boxes.map((b) => b.x0));
  const maxX = Math.max(...boxes.map((b) => b.x1));
  const trees: Vec3[] = [
    v3(minX - rng.range(2, 4), 0, -4),
    v3(maxX + rng.range(2, 4), 0, -5),
    v3((minX + maxX) / 2 + rng.range(-4, 4), 0, -10),
  ];
  svg.add(
    shadowLayer(
      ctx,
      trees.map((p) => treeShadow(ctx, p, 7, "young")),
    ),
  );
  for (let x = minX - 2; x < maxX + 2; x += rng.range(0.9, 1.6))
    svg.add(grassTuft(ctx, v3(x, 0, -1.6), rng.range(0.6, 0.9), rng.pick(["#a7a86a", "#8fa35f", "#b9aa78"])));
  for (const p of trees) svg.add(tree(ctx, p, rng.range(6, 8), { kind: rng.pick(["young", "birch"]) }));
  const tones = ["#3b4250", "#5a4f48", "#2f3b3a", "#6b5f58"];
  for (let i = 0; i < rng.int(2, 4); i++)
    svg.add(person(ctx, v3(rng.range(minX, maxX), 0, rng.range(-8, -3)), rng.pick(tones), rng.range(1.6, 1.85)));
}

export const newbuild: Scene = (rng, index): Picture => {
  // The first eight as they were; later ones are mostly apartment blocks, as the projects and their units are.
  const kind =
    index < 8
      ? variant<Kind>(["cubes", "row", "block", "cubes", "row", "block", "cubes", "row"], index)
      : variant<Kind>(["block", "block", "cubes", "block", "row", "block"], index);
  const svg = new Svg();
  const env = makeEnv(rng, {
    time: rng.pick(["noon", "morning", "noon"]),
    season: "summer",
    azimuth: rng.pick([-1, 1]) * rng.range(30, 55),
  });
  const distance = kind === "block" ? 30 : 21;
  const camX = rng.pick([-1, 1]) * rng.range(6, 10);
  const cam = new Camera({
    pos: v3(camX, 1.6, -distance),
    yaw: (Math.atan2(-camX * 0.9, distance) * 180) / Math.PI,
    fov: 62,
    horizon: kind === "block" ? 740 : 650,
  });
  const ctx: Ctx = { svg, rng, cam, env };
  let far = treeLine(ctx, cam.horizon, 30, 0.45);
  for (let i = 0; i < 7; i++)
    far += tree(ctx, v3(rng.range(-40, 40), 0, rng.range(22, 36)), rng.range(10, 15), { fade: 0.25 });
  svg.add(sky(ctx, 2), farGround(ctx), group(far, { filter: svg.blur(1.2) }));
  svg.add(lawn(ctx, -40, 40, -distance - 2, 20, 1.4));
  svg.add(
    paving(ctx, -40, 40, -2.4, -0.2, "#c9c4ba", 0.6, 0.3, true),
    paving(ctx, -1.2, 0.4, -distance, -2.4, "#d8d3c9", 0.6, 0.3, true),
  );
  svg.add(hedge(ctx, boxOf(-45, 0, 15, 45, 1.8, 16)));
  const built = kind === "cubes" ? cubes(ctx, rng, index) : kind === "row" ? row(ctx, rng) : block(ctx, rng);
  svg.add(
    shadowLayer(
      ctx,
      built.boxes.map((b) => castShadow(ctx, boxCorners(b))),
      0.3,
    ),
    built.markup,
  );
  landscaping(ctx, rng, built.boxes);
  svg.add(bloom(ctx, 0.12), vignette(ctx, 0.2));
  svg.mirror(index % 3 === 1);
  return { svg: svg.toString(), alt: alts[kind] };
};
