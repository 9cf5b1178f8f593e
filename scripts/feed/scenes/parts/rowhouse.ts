/** One town house in a row: brick or rendered facade, pitched roof, door, windows, dormer. */
import { shade } from "../core/color";
import { box, type Box, boxOf, type Ctx, sideFrames } from "../core/draw";
import type { Rng } from "../core/rng";
import { dormer, roofWindow } from "./dormers";
import { boxFrom, doorOn, type Glazing, type Material, walls, wallShading, windowOn } from "./facade";
import { bluestone, doorColors, frameColors, roofColors } from "./palette";
import { gableFront, ridgeAlongX, rise, type RoofSpec } from "./roofs";
import { shopFront, type ShopFront } from "./shop";

export type RoofKind = "eaves" | "gable" | "stepped";

export interface RowHouse {
  x0: number;
  w: number;
  floors: number;
  depth: number;
  wall: Material;
  roof: RoofSpec;
  roofKind: RoofKind;
  frame: string;
  door: string;
  glazing: Glazing;
  doorLeft: boolean;
  dormer: boolean;
  roofWindows: boolean;
  /** A shop on the ground floor instead of a front door and living-room window. */
  shop?: ShopFront;
}

export const storey = 2.9;

export function randomRowHouse(rng: Rng, x0: number, w: number, wall: Material): RowHouse {
  const roofColor = rng.pick([
    roofColors.clay,
    roofColors.clay,
    roofColors.brownClay,
    roofColors.anthracite,
    roofColors.slate,
  ]);
  const roofKind = rng.pick<RoofKind>(["eaves", "eaves", "eaves", "gable", "stepped"]);
  return {
    x0,
    w,
    floors: rng.pick([2, 2, 2, 3]),
    depth: rng.range(8.5, 10),
    wall,
    roof: {
      pitch: rng.range(40, 50),
      overhang: 0.3,
      color: roofColor,
      row: roofColor === roofColors.slate ? 0.2 : 0.3,
      trim: rng.pick(["#ece9e2", "#ece9e2", "#3a3b3f"]),
    },
    roofKind,
    frame: rng.pick([frameColors.white, frameColors.white, frameColors.anthracite, frameColors.oak, frameColors.green]),
    door: rng.pick(doorColors),
    glazing: rng.pick<Glazing>(["casement", "transom", "transom", "single"]),
    doorLeft: rng.chance(0.5),
    dormer: roofKind === "eaves" && rng.chance(0.6),
    roofWindows: roofKind === "eaves" && rng.chance(0.4),
  };
}

export const houseBox = (h: RowHouse): Box => boxOf(h.x0, 0, 0, h.x0 + h.w, h.floors * storey + 0.3, h.depth);

export function houseTop(h: RowHouse): number {
  const b = houseBox(h);
  return b.y1 + rise(h.roof, h.roofKind === "eaves" ? h.depth / 2 : h.w / 2) + (h.roofKind === "stepped" ? 0.6 : 0);
}

const wallColor = (m: Material): string => m.color;

/** Full house: walls, shading, plinth, windows, door, roof and optional dormer. */
export function drawRowHouse(ctx: Ctx, h: RowHouse): string {
  const b = houseBox(h);
  const front = sideFrames(b)[0];
  if (front === undefined) return "";
  const f = front.f;
  const color = wallColor(h.wall);
  let out = walls(ctx, b, h.wall, h.roofKind === "eaves" ? ["front", "back"] : ["left", "right"]);
  out += roofWalls(ctx, h, b);
  out += box(ctx, boxFrom(f, 0, 0, h.w, 0.45, 0.03), bluestone);
  out += wallShading(ctx, f, h.w, b.y1, h.roofKind === "eaves" ? 0.8 : 0.3);
  const doorW = 1.05;
  const doorS = h.doorLeft ? 0.55 : h.w - 0.55 - doorW;
  if (h.shop !== undefined) out += shopFront(ctx, f, h.w, h.shop, color);
  else
    out += doorOn(
      ctx,
      f,
      {
        s: doorS,
        w: doorW,
        h: 2.35,
        color: h.door,
        frame: shade(h.frame, -0.05),
        style: h.glazing === "single" ? "modern" : "panel",
        step: bluestone,
      },
      color,
    );
  const winS = h.doorLeft ? doorS + doorW + 0.6 : 0.6;
  const winW = h.w - doorW - 1.75;
  if (h.shop === undefined) out += facadeWindow(ctx, h, winS, 0.95, winW, 1.75);
  for (let floor = 1; floor < h.floors; floor++) {
    const t = floor * storey + 0.75;
    if (h.w > 5.6) {
      const ww = Math.min(1.35, (h.w - 2.2) / 2);
      out += facadeWindow(ctx, h, h.w / 2 - 0.5 - ww, t, ww, 1.6) + facadeWindow(ctx, h, h.w / 2 + 0.5, t, ww, 1.6);
    } else {
      out += facadeWindow(ctx, h, 0.8, t, h.w - 1.6, 1.6);
    }
  }
  out += roof(ctx, h, b);
  return out;
}

function facadeWindow(ctx: Ctx, h: RowHouse, s: number, t: number, w: number, height: number): string {
  const f = sideFrames(houseBox(h))[0]?.f;
  if (f === undefined) return "";
  const lintel =
    h.wall.kind === "brick"
      ? box(ctx, boxFrom(f, s - 0.05, t + height, s + w + 0.05, t + height + 0.2, 0.005), shade(h.wall.color, -0.12))
      : "";
  const glazing = w > 2.2 && h.glazing === "casement" ? "grid" : h.glazing;
  return (
    lintel +
    windowOn(
      ctx,
      f,
      {
        s,
        t,
        w,
        h: height,
        frame: h.frame,
        glazing,
        sill: h.wall.kind === "brick" ? bluestone : "#e9e6df",
        curtain: ctx.rng.chance(0.35),
      },
      wallColor(h.wall),
    )
  );
}

/** Gabled walls are drawn together with the roof that shapes them. */
function roofWalls(ctx: Ctx, h: RowHouse, b: Box): string {
  return h.roofKind === "eaves"
    ? ridgeAlongX(ctx, b, h.roof, h.wall)
    : gableFront(ctx, b, h.roof, h.wall, h.roofKind === "stepped");
}

function roof(ctx: Ctx, h: RowHouse, b: Box): string {
  if (h.roofKind !== "eaves") return "";
  let out = "";
  const cheek = h.roof.trim === "#3a3b3f" ? "#3a3b3f" : ctx.rng.pick(["#3a3b3f", "#8b8e92", "#e7e4dc"]);
  if (h.dormer) {
    const w = Math.min(2.8, h.w * 0.45);
    out += dormer(ctx, b, h.roof, {
      x: h.x0 + (h.w - w) / 2,
      w,
      h: 1.45,
      setback: 0.9,
      wall: { kind: "render", color: cheek },
      cheek,
      frame: h.frame === frameColors.oak ? frameColors.anthracite : h.frame,
    });
  } else if (h.roofWindows) {
    out +=
      roofWindow(ctx, b, h.roof, h.x0 + h.w * 0.25, 1.4, 0.8, 1.1) +
      roofWindow(ctx, b, h.roof, h.x0 + h.w * 0.75 - 0.8, 1.4, 0.8, 1.1);
  }
  return out;
}
