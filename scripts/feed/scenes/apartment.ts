/** Apartment buildings of 3 to 6 storeys, modern and older, seen from across the street. */
import { shade } from "./core/color";
import { boxCorners, castShadow, type Ctx, shadowLayer } from "./core/draw";
import { bloom, vignette } from "./core/finish";
import { farGround, lawn } from "./core/ground";
import { makeEnv } from "./core/light";
import { bush, tree, treeShadow } from "./core/plants";
import type { Rng } from "./core/rng";
import { sky, treeLine } from "./core/sky";
import { Camera, v3 } from "./core/space";
import { group, type Pt, Svg } from "./core/svg";
import { type Block, blockBox, drawBlock } from "./parts/block";
import { brickWall, render } from "./parts/facade";
import { bricks, frameColors, renders } from "./parts/palette";
import { streetGround, streetLamp, treePit } from "./parts/street";
import { type Alt, type Picture, type Scene, variant } from "./types";

type Style = "modern" | "brick" | "seventies" | "loft";

function design(rng: Rng, style: Style, index: number, floors: number): Block {
  const w = rng.range(17, 23);
  const bays = Math.round(w / rng.range(3.8, 4.6));
  const b = blockBox(-w / 2, w, 12, floors, 3.05);
  const base = {
    box: b,
    floors,
    storey: 3.05,
    bays,
    slab: "#e4e2dd",
    railColor: "#34373c",
    penthouse: false,
    windowShare: 0.72,
  };
  switch (style) {
    case "modern":
      return {
        ...base,
        wall: index % 2 === 0 ? render(renders[0]?.color ?? "#f1eee7") : brickWall("#b9b2a6", "#d6d0c5"),
        frame: frameColors.anthracite,
        balconies: "cantilever",
        rail: "glass",
        glazing: "slider",
        penthouse: floors < 6,
        windowShare: 0.8,
        stagger: rng.chance(0.4),
      };
    case "seventies": {
      // From the eleventh on, the era's other finishes too: brown or grey bands and rails, light
      // frames, so that two such blocks on one list page do not look like one.
      const finish =
        index < 10
          ? { frame: "#6b4a33", railColor: "#e8e4dc", bands: "#e3dfd6" }
          : variant(
              [
                { frame: "#f0ede6", railColor: "#5b4636", bands: "#6f5a48" },
                { frame: "#3d3f43", railColor: "#9aa0a6", bands: "#b9bcbf" },
                { frame: "#6b4a33", railColor: "#e8e4dc", bands: "#e3dfd6" },
              ],
              index,
            );
      return {
        ...base,
        wall: brickWall(variant(bricks, index + 3).color, "#cfc6b8"),
        frame: finish.frame,
        balconies: "cantilever",
        rail: "solid",
        slab: "#d9d5cc",
        railColor: finish.railColor,
        bands: finish.bands,
        glazing: "slider",
        windowShare: 0.6,
      };
    }
    case "loft":
      return {
        ...base,
        storey: 3.6,
        box: blockBox(-w / 2, w, 14, floors, 3.6),
        wall: brickWall(variant(bricks, index).color, "#cbc2b4"),
        frame: frameColors.black,
        balconies: "french",
        rail: "bars",
        glazing: "grid",
        windowShare: 0.62,
      };
    default:
      return {
        ...base,
        wall: brickWall(variant(bricks, index).color, "#d2c9bb"),
        frame: rng.pick([frameColors.white, frameColors.anthracite]),
        balconies: rng.chance(0.5) ? "cantilever" : "french",
        rail: "bars",
        glazing: "casement",
        windowShare: 0.55,
      };
  }
}

function neighbours(ctx: Ctx, k: Block): string {
  const { rng } = ctx;
  let out = "";
  const left: Block = {
    ...k,
    box: blockBox(k.box.x0 - 14, 14, 11, Math.max(3, k.floors - 1), 3.0),
    floors: Math.max(3, k.floors - 1),
    wall: brickWall(rng.pick(bricks).color),
    balconies: "none",
    penthouse: false,
    bays: 3,
    glazing: "casement",
    bands: undefined,
    windowShare: 0.5,
    frame: frameColors.white,
  };
  const right: Block = {
    ...left,
    box: blockBox(k.box.x1, 13, 11, 3, 3.0),
    floors: 3,
    wall: render(rng.pick(renders).color),
  };
  const camLeft = ctx.cam.pos.x < 0;
  out += camLeft ? drawBlock(ctx, right) + drawBlock(ctx, left) : drawBlock(ctx, left) + drawBlock(ctx, right);
  return out;
}

export const apartment: Scene = (rng, index): Picture => {
  // The first ten as they were; later ones follow what the listings are: mostly 1965–2000 and recent.
  const style =
    index < 10
      ? variant<Style>(["modern", "brick", "seventies", "modern", "loft"], index)
      : variant<Style>(["seventies", "modern", "seventies", "brick", "seventies", "modern"], index);
  const floors = [4, 5, 3, 6, 4, 5, 3, 4, 6, 5][index % 10] ?? 4;
  const svg = new Svg();
  const side = index % 2 === 0 ? -1 : 1;
  const env = makeEnv(rng, { azimuth: side * rng.range(25, 50) });
  const k = design(rng, style, index, floors);
  const top = k.box.y1 + (k.penthouse ? k.storey : 0) + 0.5;
  const distance = 16 + top * 0.75;
  const camX = side * rng.range(2, 12);
  const fov = 66;
  const focal = 800 / Math.tan((fov / 2) * (Math.PI / 180));
  const horizon = Math.min(900, 110 + (focal * (top - 1.7)) / (distance + 1));
  const cam = new Camera({
    pos: v3(camX, 1.7, -distance),
    yaw: (Math.atan2(-camX * 0.85, distance) * 180) / Math.PI,
    fov,
    horizon,
  });
  const ctx: Ctx = { svg, rng, cam, env };
  let far = treeLine(ctx, horizon, 30, 0.5);
  for (let i = 0; i < 6; i++)
    far += tree(ctx, v3(rng.range(-40, 40), 0, rng.range(22, 40)), rng.range(12, 17), { fade: 0.3 });
  svg.add(sky(ctx, 4), farGround(ctx, shade(env.grass[0], -0.2)), group(far, { filter: svg.blur(1.2) }));
  const kerb = -4;
  svg.add(streetGround(ctx, { kerb, farKerb: kerb - 9, farWalk: 3, x0: -80, x1: 80 }));
  svg.add(lawn(ctx, -80, 80, -distance - 6, kerb - 12.2, 1.3));
  svg.add(shadowLayer(ctx, [castShadow(ctx, boxCorners(k.box))], 0.2));
  if (index % 3 !== 1) svg.add(neighbours(ctx, k));
  else
    for (const x of [k.box.x0 - 6, k.box.x1 + 6, k.box.x0 - 12])
      svg.add(tree(ctx, v3(x, 0, rng.range(3, 8)), rng.range(10, 14)));
  svg.add(drawBlock(ctx, k));
  const trees = [k.box.x0 - rng.range(1, 4), k.box.x1 + rng.range(1, 4)];
  const shadows: Pt[][] = trees.map((x) => treeShadow(ctx, v3(x, 0, kerb + 1), 10));
  svg.add(shadowLayer(ctx, shadows));
  for (const x of trees)
    svg.add(
      treePit(ctx, x, kerb + 1),
      tree(ctx, v3(x, 0, kerb + 1), rng.range(8, 11), {
        kind: env.season === "autumn" ? "round" : rng.pick(["round", "birch"]),
      }),
    );
  svg.add(streetLamp(ctx, side * 4, kerb + 0.5, 5.5));
  for (let x = -30; x < 30; x += rng.range(2.5, 5))
    svg.add(
      bush(
        ctx,
        v3(x, 0, kerb - 13),
        rng.range(1.2, 1.8),
        rng.range(0.8, 1.2),
        rng.chance(0.3) ? rng.pick(["#f3f0f4", "#e6b8d0"]) : undefined,
      ),
    );
  svg.add(bloom(ctx), vignette(ctx));
  return { svg: svg.toString(), alt: apartmentAlt(style, floors) };
};

function apartmentAlt(style: Style, floors: number): Alt {
  const n = floors + (style === "modern" ? 1 : 0);
  switch (style) {
    case "modern":
      return {
        nl: `Modern appartementsgebouw met glazen terrassen, ${n} bouwlagen`,
        fr: `Immeuble à appartements moderne avec terrasses vitrées, ${n} niveaux`,
        en: `Modern apartment building with glass balconies, ${n} storeys`,
        de: `Modernes Apartmenthaus mit Glasbalkonen, ${n} Geschosse`,
      };
    case "seventies":
      return {
        nl: "Appartementsgebouw uit de jaren zeventig met doorlopende terrassen",
        fr: "Immeuble à appartements des années septante avec balcons filants",
        en: "1970s apartment block with continuous balconies",
        de: "Apartmenthaus aus den Siebzigerjahren mit durchgehenden Balkonen",
      };
    case "loft":
      return {
        nl: "Gerenoveerd pakhuis in baksteen met loftappartementen",
        fr: "Ancien entrepôt en brique rénové en lofts",
        en: "Renovated brick warehouse converted into loft apartments",
        de: "Saniertes Backsteinlagerhaus mit Loftwohnungen",
      };
    default:
      return {
        nl: `Klassiek appartementsgebouw in baksteen, ${n} bouwlagen`,
        fr: `Immeuble à appartements classique en brique, ${n} niveaux`,
        en: `Classic brick apartment building, ${n} storeys`,
        de: `Klassisches Apartmenthaus aus Backstein, ${n} Geschosse`,
      };
  }
}
