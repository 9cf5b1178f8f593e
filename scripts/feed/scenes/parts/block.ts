/** Multi-storey blocks (apartments, offices): bays of windows, balconies, bands, penthouse. */
import { shade } from "../core/color";
import { box, type Box, boxOf, type Ctx, flat, sideFrames } from "../core/draw";
import { type Frame, rectOn, v3 } from "../core/space";
import { balcony, type Rail } from "./balcony";
import { boxFrom, doorOn, type Glazing, type Material, walls, wallShading, windowOn } from "./facade";
import { bluestone } from "./palette";
import { flatRoof } from "./roofs";

export type BalconyKind = "cantilever" | "none" | "french";

export interface Block {
  box: Box;
  floors: number;
  storey: number;
  wall: Material;
  frame: string;
  bays: number;
  balconies: BalconyKind;
  rail: Rail;
  slab: string;
  railColor: string;
  /** Colour of horizontal bands between floors (1970s look), if any. */
  bands?: string;
  glazing: Glazing;
  /** Window height as a share of the storey. */
  windowShare: number;
  penthouse: boolean;
  /** Skip the window of every other bay on balcony floors, for rhythm. */
  stagger?: boolean;
}

export const blockBox = (x0: number, w: number, d: number, floors: number, storey: number): Box =>
  boxOf(x0, 0, 0, x0 + w, floors * storey + 0.4, d);

function front(k: Block): Frame | undefined {
  return sideFrames(k.box)[0]?.f;
}

function bayWindows(ctx: Ctx, k: Block, f: Frame, floor: number): string {
  const w = k.box.x1 - k.box.x0;
  const bay = w / k.bays;
  const t = floor * k.storey + (floor === 0 ? 0.5 : 0.35);
  const h = k.storey * (floor === 0 ? 0.7 : k.windowShare);
  let out = "";
  for (let i = 0; i < k.bays; i++) {
    const isDoor = floor === 0 && i === Math.floor(k.bays / 2);
    const ww = bay * (k.balconies === "none" ? 0.55 : 0.72);
    const s = i * bay + (bay - ww) / 2;
    if (isDoor) {
      out += doorOn(
        ctx,
        f,
        {
          s: s + ww / 2 - 0.9,
          w: 1.8,
          h: 2.5,
          color: "#3a3b3f",
          frame: k.frame,
          style: "glass",
          step: bluestone,
        },
        k.wall.color,
      );
      continue;
    }
    out += windowOn(
      ctx,
      f,
      {
        s,
        t: floor === 0 ? 0.7 : t,
        w: ww,
        h: floor === 0 ? h - 0.3 : h,
        frame: k.frame,
        glazing: k.glazing,
        depth: 0.16,
        sill: k.balconies === "none" && k.wall.kind === "brick" ? bluestone : undefined,
        curtain: ctx.rng.chance(0.3),
      },
      k.wall.color,
    );
    if (k.balconies === "french" && floor > 0) out += frenchRail(ctx, f, s, t, ww, k.railColor);
  }
  return out;
}

function frenchRail(ctx: Ctx, f: Frame, s: number, t: number, w: number, color: string): string {
  return (
    box(ctx, boxFrom(f, s - 0.05, t + 0.95, s + w + 0.05, t + 1.0, 0.08), color) +
    flat(ctx, rectOn(f, s, t, s + w, t + 0.95, 0.06), "#cfe2ea", { opacity: 0.3 })
  );
}

function balconies(ctx: Ctx, k: Block, f: Frame): string {
  if (k.balconies !== "cantilever") return "";
  const w = k.box.x1 - k.box.x0;
  const bay = w / k.bays;
  let out = "";
  for (let floor = 1; floor < k.floors; floor++) {
    for (let i = 0; i < k.bays; i++) {
      if (k.stagger === true && (i + floor) % 2 === 1) continue;
      out += balcony(ctx, f, i * bay + 0.25, floor * k.storey + 0.35, bay - 0.5, 1.6, k.rail, k.slab, k.railColor);
    }
  }
  return out;
}

function sideWindows(ctx: Ctx, k: Block): string {
  const sides = sideFrames(k.box).filter((s) => s.side === "left" || s.side === "right");
  let out = "";
  for (const sf of sides) {
    for (let floor = 1; floor < k.floors; floor++) {
      out += windowOn(
        ctx,
        sf.f,
        {
          s: sf.w * 0.3,
          t: floor * k.storey + 0.8,
          w: 1.4,
          h: k.storey * 0.5,
          frame: k.frame,
          glazing: "single",
        },
        k.wall.color,
      );
    }
  }
  return out;
}

/** Thin horizontal concrete bands at every floor line. */
function bands(ctx: Ctx, k: Block): string {
  if (k.bands === undefined) return "";
  let out = "";
  for (let floor = 1; floor <= k.floors; floor++) {
    out += box(
      ctx,
      boxOf(
        k.box.x0 - 0.05,
        floor * k.storey - 0.05,
        k.box.z0 - 0.08,
        k.box.x1 + 0.05,
        floor * k.storey + 0.3,
        k.box.z0,
      ),
      k.bands,
    );
  }
  return out;
}

function penthouse(ctx: Ctx, k: Block): string {
  const b = k.box;
  const p = boxOf(b.x0 + 2, b.y1, b.z0 + 2.5, b.x1 - 1.5, b.y1 + k.storey, b.z1 - 1.5);
  const f = sideFrames(p)[0]?.f;
  let out = walls(ctx, p, {
    kind: "render",
    color: shade(k.wall.kind === "render" ? k.wall.color : "#e9e7e2", -0.02),
  });
  const w = p.x1 - p.x0;
  const n = Math.max(2, Math.round(w / 3.2));
  for (let i = 0; f !== undefined && i < n; i++) {
    out += windowOn(
      ctx,
      f,
      {
        s: 0.4 + (i * (w - 0.8)) / n,
        t: 0.15,
        w: (w - 0.8) / n - 0.15,
        h: k.storey - 0.6,
        frame: k.frame,
        glazing: "slider",
        depth: 0.1,
      },
      "#e9e7e2",
    );
  }
  out += flatRoof(ctx, p, "#4a4d52", 0.4);
  const z = b.z0 + 0.06;
  const rail = [v3(b.x0, b.y1, z), v3(b.x1, b.y1, z), v3(b.x1, b.y1 + 1.05, z), v3(b.x0, b.y1 + 1.05, z)];
  return out + flat(ctx, rail, "#cfe2ea", { opacity: 0.35, stroke: "#eef5f7", "stroke-width": 1 });
}

export function drawBlock(ctx: Ctx, k: Block): string {
  const f = front(k);
  if (f === undefined) return "";
  let out = walls(ctx, k.box, k.wall);
  out += wallShading(ctx, f, k.box.x1 - k.box.x0, k.box.y1, 0.4, 0.4);
  out += box(ctx, boxFrom(f, 0, 0, k.box.x1 - k.box.x0, 0.4, 0.02), bluestone);
  out += bands(ctx, k);
  for (let floor = 0; floor < k.floors; floor++) out += bayWindows(ctx, k, f, floor);
  out += sideWindows(ctx, k);
  out += balconies(ctx, k, f);
  out += flatRoof(ctx, k.box, k.wall.kind === "render" ? "#d9d7d2" : "#5b5e63", 0.08);
  if (k.penthouse) out += penthouse(ctx, k);
  return out;
}
