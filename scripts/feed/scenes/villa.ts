/** Detached villas on a generous plot: lawn, hedges, trees, a driveway. */
import { shade } from "./core/color";
import { box, type Box, boxCorners, boxOf, castShadow, type Ctx, shadowLayer, sideFrames } from "./core/draw";
import { bloom, vignette } from "./core/finish";
import { farGround, lawn, patch, paving } from "./core/ground";
import { makeEnv } from "./core/light";
import { bush, hedge, tree, type TreeKind, treeShadow } from "./core/plants";
import { sky, treeLine } from "./core/sky";
import { Camera, type Frame, v3, type Vec3 } from "./core/space";
import { group, type Pt, Svg } from "./core/svg";
import { dormer } from "./parts/dormers";
import { brickWall, doorOn, type Material, render, walls, wallShading, windowOn } from "./parts/facade";
import { bluestone, bricks, frameColors, renders, roofColors } from "./parts/palette";
import { flatRoof, hipRoof, ridgeAlongX, rise, type RoofSpec } from "./parts/roofs";
import { type Alt, type Picture, type Scene, variant } from "./types";

type Style = "landhuis" | "hipped" | "modern";

interface Villa {
  style: Style;
  body: Box;
  wing: Box;
  wall: Material;
  wingWall: Material;
  roof: RoofSpec;
  frame: string;
}

function design(ctx: Ctx, style: Style, index: number): Villa {
  const { rng } = ctx;
  const w = rng.range(11, 14);
  const d = rng.range(9, 10.5);
  const brick = variant(bricks, index + 2);
  if (style === "modern") {
    return {
      style,
      body: boxOf(-w / 2, 0, 0, w / 2, 6.6, d),
      wing: boxOf(w / 2, 0, 1.5, w / 2 + 4.5, 3.2, d - 1),
      wall: render(renders[0]?.color ?? "#f1eee7"),
      wingWall: rng.chance(0.5) ? { kind: "cladding", color: "#9a6f48" } : brickWall("#57514e", "#3b3937"),
      roof: { pitch: 0, overhang: 0, color: "#555" },
      frame: frameColors.anthracite,
    };
  }
  const landhuis = style === "landhuis";
  return {
    style,
    body: boxOf(-w / 2, 0, 0, w / 2, landhuis ? 3.4 : 6.1, d),
    wing: boxOf(w / 2, 0, 1.2, w / 2 + 4, 3.0, d - 1.5),
    wall: landhuis ? render(rng.pick(renders).color) : brickWall(brick.color, brick.joint),
    wingWall: landhuis ? render(rng.pick(renders).color) : brickWall(brick.color, brick.joint),
    roof: {
      pitch: landhuis ? rng.range(45, 52) : rng.range(30, 38),
      overhang: 0.45,
      color: landhuis
        ? roofColors.anthracite
        : rng.pick([roofColors.clay, roofColors.anthracite, roofColors.brownClay]),
      trim: landhuis ? "#2f3034" : "#ece9e2",
    },
    frame: landhuis ? frameColors.black : rng.pick([frameColors.white, frameColors.anthracite]),
  };
}

function frontOf(b: Box): Frame | undefined {
  return sideFrames(b)[0]?.f;
}

function openings(ctx: Ctx, v: Villa): string {
  const f = frontOf(v.body);
  if (f === undefined) return "";
  const w = v.body.x1 - v.body.x0;
  const wallColor = v.wall.color;
  const big = v.style === "modern";
  const win = (s: number, t: number, ww: number, h: number): string =>
    windowOn(
      ctx,
      f,
      {
        s,
        t,
        w: ww,
        h,
        frame: v.frame,
        glazing: big ? "slider" : ww > 2 ? "grid" : "casement",
        sill: big ? undefined : v.wall.kind === "brick" ? bluestone : "#dedbd3",
        depth: big ? 0.18 : 0.14,
      },
      wallColor,
    );
  const doorS = w * 0.42;
  let out = doorOn(
    ctx,
    f,
    {
      s: doorS,
      w: 1.2,
      h: 2.4,
      color: big ? "#3a3b3f" : ctx.rng.pick(["#2f3a34", "#33363b", "#6a4a30"]),
      frame: v.frame,
      style: big ? "modern" : "panel",
      step: bluestone,
    },
    wallColor,
  );
  out += big ? win(0.8, 0.1, doorS - 1.6, 2.6) : win(1.0, 0.85, doorS - 2.2, 1.75);
  out += big ? win(doorS + 2.0, 0.1, w - doorS - 2.8, 2.6) : win(doorS + 2.2, 0.85, w - doorS - 3.2, 1.75);
  if (v.style === "hipped") {
    for (const s of [1.0, w / 2 - 0.7, w - 2.4]) out += win(s, 3.8, 1.4, 1.5);
  }
  if (big) out += win(1.2, 3.9, w * 0.45, 2.2) + win(w * 0.62, 4.2, w * 0.3, 1.4);
  return out + sideWindows(ctx, v);
}

function sideWindows(ctx: Ctx, v: Villa): string {
  const left = sideFrames(v.body)[2]?.f;
  if (left === undefined) return "";
  const d = v.body.z1 - v.body.z0;
  return (
    windowOn(
      ctx,
      left,
      { s: d * 0.25, t: 0.9, w: 1.6, h: 1.6, frame: v.frame, glazing: "casement", sill: "#dedbd3" },
      v.wall.color,
    ) +
    windowOn(
      ctx,
      left,
      { s: d * 0.62, t: 0.9, w: 1.2, h: 1.6, frame: v.frame, glazing: "single", sill: "#dedbd3" },
      v.wall.color,
    )
  );
}

function building(ctx: Ctx, v: Villa): string {
  const roofOf = (b: Box, r: RoofSpec): string =>
    v.style === "modern" ? flatRoof(ctx, b) : hipRoof(ctx, b, { ...r, pitch: Math.min(r.pitch, 35) });
  const wingFirst = ctx.cam.pos.x < v.wing.x0;
  const wing = walls(ctx, v.wing, v.wingWall) + roofOf(v.wing, v.roof) + garageDoor(ctx, v);
  let main =
    v.style === "landhuis"
      ? walls(ctx, v.body, v.wall, ["front", "back"]) + ridgeAlongX(ctx, v.body, v.roof, v.wall)
      : walls(ctx, v.body, v.wall);
  const f = frontOf(v.body);
  if (f !== undefined) main += wallShading(ctx, f, v.body.x1 - v.body.x0, v.body.y1, 0.6, 0.3);
  main += box(ctx, boxOf(v.body.x0, 0, v.body.z0 - 0.02, v.body.x1, 0.35, v.body.z0), bluestone);
  main += openings(ctx, v);
  if (v.style === "hipped") main += hipRoof(ctx, v.body, v.roof);
  if (v.style === "modern") main += flatRoof(ctx, v.body);
  if (v.style === "landhuis") {
    const w = v.body.x1 - v.body.x0;
    for (const x of [v.body.x0 + w * 0.2, v.body.x0 + w * 0.62]) {
      main += dormer(ctx, v.body, v.roof, {
        x,
        w: 2.2,
        h: 1.5,
        setback: 0.9,
        wall: render("#2f3034"),
        cheek: "#2f3034",
        frame: v.frame,
      });
    }
    const top = v.body.y1 + rise(v.roof, (v.body.z1 - v.body.z0) / 2);
    main += box(
      ctx,
      boxOf(v.body.x0 + w * 0.75, top - 1.6, 4.2, v.body.x0 + w * 0.75 + 0.7, top + 0.9, 4.9),
      shade(v.wall.color, -0.1),
    );
  }
  return wingFirst ? wing + main : main + wing;
}

function garageDoor(ctx: Ctx, v: Villa): string {
  const f = frontOf(v.wing);
  if (f === undefined) return "";
  const w = v.wing.x1 - v.wing.x0;
  return windowOn(
    ctx,
    f,
    {
      s: 0.5,
      t: 0.02,
      w: w - 1,
      h: 2.3,
      frame: v.style === "modern" ? "#3a3b3f" : "#e9e6df",
      glazing: "single",
      depth: 0.1,
    },
    v.wingWall.color,
  ).replace(/url\(#d\d+\)" opacity/g, (m) => m);
}

export const villa: Scene = (rng, index): Picture => {
  const style = variant<Style>(["landhuis", "hipped", "modern"], index);
  const svg = new Svg();
  const env = makeEnv(rng, { azimuth: -rng.range(25, 55) });
  const distance = rng.range(16, 18.5);
  const camX = -rng.range(9, 12);
  const cam = new Camera({
    pos: v3(camX, 1.7, -distance),
    yaw: (Math.atan2(2 - camX, distance + 4) * 180) / Math.PI,
    fov: 64,
    horizon: rng.range(640, 690),
  });
  const ctx: Ctx = { svg, rng, cam, env };
  const v = design(ctx, style, index);
  let far = treeLine(ctx, cam.horizon, 26, 0.45);
  for (let i = 0; i < 9; i++)
    far += tree(ctx, v3(rng.range(-35, 35), 0, rng.range(16, 30)), rng.range(10, 17), {
      kind: rng.pick<TreeKind>(["round", "round", "conifer", "poplar"]),
      fade: 0.2,
    });
  svg.add(sky(ctx, 4), farGround(ctx), group(far, { filter: svg.blur(1.1) }));
  svg.add(lawn(ctx, -22, 70, -distance - 5, 24));
  svg.add(hedge(ctx, boxOf(-60, 0, 22, 60, 1.9, 23)), hedge(ctx, boxOf(-23, 0, -distance - 3, -22, 1.7, 22)));
  svg.add(paving(ctx, v.wing.x0 + 0.3, v.wing.x1 - 0.3, -distance, 0, "#8e8a84", 0.22, 0.11, true));
  svg.add(
    patch(
      ctx,
      v.body.x0 + (v.body.x1 - v.body.x0) * 0.42 - 0.1,
      v.body.x0 + (v.body.x1 - v.body.x0) * 0.42 + 1.3,
      -distance,
      0,
      "#cfc7b6",
    ),
  );
  const shadows: Pt[][] = [
    castShadow(ctx, [...boxCorners(v.body), v3(0, v.body.y1 + 4, (v.body.z0 + v.body.z1) / 2)]),
    castShadow(ctx, boxCorners(v.wing)),
  ];
  const trees: [Vec3, number, TreeKind][] = [
    [v3(v.body.x0 - rng.range(4, 6), 0, rng.range(2, 6)), rng.range(9, 12), rng.pick<TreeKind>(["round", "birch"])],
    [v3(v.wing.x1 + rng.range(3, 6), 0, rng.range(-2, 4)), rng.range(8, 11), "round"],
  ];
  svg.add(shadowLayer(ctx, [...shadows, ...trees.map(([p, h, k]) => treeShadow(ctx, p, h, k))]));
  svg.add(building(ctx, v));
  svg.add(foundationPlanting(ctx, v));
  for (const [p, h, k] of trees) svg.add(tree(ctx, p, h, { kind: k }));
  svg.add(bloom(ctx), vignette(ctx));
  svg.mirror(index >= 3);
  return { svg: svg.toString(), alt: villaAlt(style, v.wall) };
};

function foundationPlanting(ctx: Ctx, v: Villa): string {
  let out = "";
  for (let x = v.body.x0 + 0.6; x < v.body.x1 - 0.5; x += ctx.rng.range(1.4, 2.4)) {
    if (Math.abs(x - (v.body.x0 + (v.body.x1 - v.body.x0) * 0.42 + 0.6)) < 1.4) continue;
    out += bush(
      ctx,
      v3(x, 0, -0.8),
      ctx.rng.range(1.0, 1.5),
      ctx.rng.range(0.8, 1.3),
      ctx.rng.chance(0.35) ? ctx.rng.pick(["#f3f0f4", "#e6b8d0"]) : undefined,
    );
  }
  return out;
}

function villaAlt(style: Style, wall: Material): Alt {
  if (style === "modern") {
    return {
      nl: "Moderne villa met plat dak en grote ramen",
      fr: "Villa moderne à toit plat avec grandes baies vitrées",
      en: "Modern flat-roofed villa with large windows",
      de: "Moderne Villa mit Flachdach und großen Fenstern",
    };
  }
  if (style === "landhuis") {
    return {
      nl: "Witte landelijke villa met dakkapellen en gazon",
      fr: "Villa champêtre blanche avec lucarnes et pelouse",
      en: "White country-style villa with dormers and a lawn",
      de: "Weiße Landhausvilla mit Gauben und Rasen",
    };
  }
  const b = bricks.find((x) => x.color === wall.color) ?? bricks[0];
  return {
    nl: `Vrijstaande villa in ${b?.nl ?? "baksteen"} met schilddak`,
    fr: `Villa quatre façades en ${b?.fr ?? "brique"} avec toit en croupe`,
    en: `Detached villa in ${b?.en ?? "brick"} with a hipped roof`,
    de: `Freistehende Villa aus ${b?.de ?? "Backstein"} mit Walmdach`,
  };
}
