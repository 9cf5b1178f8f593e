/** Roofs: pitched (ridge along or across the street), hipped and flat. */
import { shade } from "../core/color";
import { box, type Box, boxOf, type Ctx, face, flat, sideFrames } from "../core/draw";
import { lit } from "../core/light";
import { roofTiles } from "../core/patterns";
import { frame, unit, v3, type Vec3 } from "../core/space";
import { type Texture, textured } from "../core/texture";
import { type Material, wallPart } from "./facade";

export interface RoofSpec {
  pitch: number;
  overhang: number;
  color: string;
  /** Tile row height in metres: 0.3 clay tiles, 0.2 slates. */
  row?: number;
  trim?: string;
}

export const rad = (deg: number): number => (deg * Math.PI) / 180;

const tilesOf = (r: RoofSpec): Texture => roofTiles(r.color, r.row ?? 0.3, (r.row ?? 0.3) * 0.8);

/** Height gained by a roof of this pitch over a horizontal run. */
export const rise = (r: RoofSpec, run: number): number => run * Math.tan(rad(r.pitch));

/** Ridge parallel to x (eaves to the street); also draws the side walls with their gables. */
export function ridgeAlongX(ctx: Ctx, b: Box, r: RoofSpec, wall: Material): string {
  const p = rad(r.pitch);
  const d = b.z1 - b.z0;
  const top = b.y1 + rise(r, d / 2);
  const zm = (b.z0 + b.z1) / 2;
  const eave = b.y1 - r.overhang * Math.tan(p);
  const len = (d / 2 + r.overhang) / Math.cos(p);
  const w = b.x1 - b.x0 + 2 * r.overhang;
  const front = frame(v3(b.x0 - r.overhang, eave, b.z0 - r.overhang), v3(1, 0, 0), v3(0, Math.sin(p), Math.cos(p)));
  const back = frame(v3(b.x1 + r.overhang, eave, b.z1 + r.overhang), v3(-1, 0, 0), v3(0, Math.sin(p), -Math.cos(p)));
  let out = "";
  for (const sf of sideFrames(b).filter((s) => s.side === "left" || s.side === "right")) {
    const x = sf.f.origin.x;
    const gable = [v3(x, b.y0, b.z0), v3(x, b.y0, b.z1), v3(x, b.y1, b.z1), v3(x, top, zm), v3(x, b.y1, b.z0)];
    out += wallPart(ctx, sf.f, 0, 0, sf.w, sf.h + rise(r, d / 2) + 0.01, wall, gable);
  }
  out += soffit(ctx, v3(b.x0 - r.overhang, b.y1, b.z0 - r.overhang), v3(b.x1 + r.overhang, b.y1, b.z0));
  out += textured(ctx, back, 0, 0, w, len, tilesOf(r));
  out += textured(ctx, front, 0, 0, w, len, tilesOf(r));
  out += gutter(ctx, b.x0 - r.overhang, b.x1 + r.overhang, eave, b.z0 - r.overhang, r.trim ?? "#e8e6e0");
  return out;
}

function soffit(ctx: Ctx, a: Vec3, b: Vec3): string {
  return flat(
    ctx,
    [v3(a.x, a.y, a.z), v3(b.x, a.y, a.z), v3(b.x, a.y, b.z), v3(a.x, a.y, b.z)],
    lit(ctx.env, "#8a8580", v3(0, -1, 0)),
  );
}

/** Fascia board with a zinc gutter along the eave. */
export function gutter(ctx: Ctx, x0: number, x1: number, y: number, z: number, trim: string): string {
  return (
    box(ctx, boxOf(x0, y - 0.22, z - 0.03, x1, y + 0.02, z + 0.02), trim) +
    box(ctx, boxOf(x0, y - 0.2, z - 0.16, x1, y - 0.06, z - 0.03), "#9ea3a6")
  );
}

/** Ridge parallel to z: a gable (optionally stepped) faces the street; also draws that front wall. */
export function gableFront(ctx: Ctx, b: Box, r: RoofSpec, wall: Material, isStepped = false): string {
  const p = rad(r.pitch);
  const w = b.x1 - b.x0;
  const d = b.z1 - b.z0;
  const xm = (b.x0 + b.x1) / 2;
  const top = b.y1 + rise(r, w / 2);
  const eave = b.y1 - r.overhang * Math.tan(p);
  const len = (w / 2 + r.overhang) / Math.cos(p);
  const left = frame(v3(b.x0 - r.overhang, eave, b.z1 + r.overhang), v3(0, 0, -1), v3(Math.cos(p), Math.sin(p), 0));
  const right = frame(v3(b.x1 + r.overhang, eave, b.z0 - r.overhang), v3(0, 0, 1), v3(-Math.cos(p), Math.sin(p), 0));
  const tex = tilesOf(r);
  let out =
    textured(ctx, left, 0, 0, d + 2 * r.overhang, len, tex) + textured(ctx, right, 0, 0, d + 2 * r.overhang, len, tex);
  const fr = sideFrames(b)[0];
  if (fr === undefined) return out;
  const steps = isStepped ? stepped(b, top) : null;
  const outline = [
    v3(b.x0, b.y0, b.z0),
    v3(b.x1, b.y0, b.z0),
    ...(steps?.outline ?? [v3(b.x1, b.y1, b.z0), v3(xm, top, b.z0), v3(b.x0, b.y1, b.z0)]),
  ];
  out += wallPart(ctx, fr.f, 0, 0, w, top - b.y0 + 0.6, wall, outline);
  if (steps !== null) {
    for (const [x0, x1, y] of steps.caps)
      out += box(ctx, boxOf(x0 - 0.06, y, b.z0 - 0.06, x1 + 0.06, y + 0.09, b.z0 + 0.25), "#d6d1c7");
  } else {
    const trim = r.trim ?? "#ece9e2";
    const z = b.z0 - r.overhang;
    const edge = (x0: number, x1: number): Vec3[] => [
      v3(x0, eave, z),
      v3(x1, top + 0.05, z),
      v3(x1, top - 0.22, z),
      v3(x0, eave - 0.22, z),
    ];
    out +=
      face(ctx, edge(b.x0 - r.overhang, xm), v3(0, 0, -1), trim) +
      face(ctx, edge(b.x1 + r.overhang, xm), v3(0, 0, -1), trim);
  }
  return out;
}

interface Stepped {
  outline: Vec3[];
  caps: [number, number, number][];
}

/** A Flemish stepped gable: four steps each side and a top pier. */
function stepped(b: Box, top: number): Stepped {
  const steps = 4;
  const xm = (b.x0 + b.x1) / 2;
  const sw = ((b.x1 - b.x0) / 2 - 0.2 - 0.45) / steps;
  const sh = (top + 0.5 - b.y1) / (steps + 1);
  const left: Vec3[] = [];
  const caps: [number, number, number][] = [];
  for (let i = 0; i < steps; i++) {
    const x = b.x0 + 0.2 + i * sw;
    const y = b.y1 + (i + 1) * sh;
    left.push(v3(x, y, b.z0), v3(x + sw, y, b.z0));
    caps.push([x, x + sw, y], [2 * xm - x - sw, 2 * xm - x, y]);
  }
  const yTop = b.y1 + (steps + 1) * sh;
  left.push(v3(xm - 0.45, yTop, b.z0));
  caps.push([xm - 0.45, xm + 0.45, yTop]);
  const right = [...left].reverse().map((q) => v3(2 * xm - q.x, q.y, q.z));
  return {
    outline: [
      v3(b.x1, b.y1, b.z0),
      v3(b.x1 - 0.2, b.y1, b.z0),
      ...right.reverse(),
      ...left.reverse(),
      v3(b.x0 + 0.2, b.y1, b.z0),
      v3(b.x0, b.y1, b.z0),
    ],
    caps,
  };
}

/** Hipped roof: four slopes, ridge along the longer side. */
export function hipRoof(ctx: Ctx, b: Box, r: RoofSpec): string {
  const o = r.overhang;
  const e = b.y1 - o * Math.tan(rad(r.pitch));
  const x0 = b.x0 - o;
  const x1 = b.x1 + o;
  const z0 = b.z0 - o;
  const z1 = b.z1 + o;
  const half = Math.min(x1 - x0, z1 - z0) / 2;
  const top = e + rise(r, half);
  const alongX = x1 - x0 >= z1 - z0;
  const ra = alongX ? v3(x0 + half, top, (z0 + z1) / 2) : v3((x0 + x1) / 2, top, z0 + half);
  const rb = alongX ? v3(x1 - half, top, (z0 + z1) / 2) : v3((x0 + x1) / 2, top, z1 - half);
  const c00 = v3(x0, e, z0);
  const c10 = v3(x1, e, z0);
  const c11 = v3(x1, e, z1);
  const c01 = v3(x0, e, z1);
  const slopes: Vec3[][] = alongX
    ? [
        [c00, c10, rb, ra],
        [c11, c01, ra, rb],
        [c01, c00, ra],
        [c10, c11, rb],
      ]
    : [
        [c00, c10, ra],
        [c11, c01, rb],
        [c01, c00, ra, rb],
        [c10, c11, rb, ra],
      ];
  let out = soffit(ctx, v3(x0, b.y1, z0), v3(x1, b.y1, b.z0));
  const trim = r.trim ?? "#e8e6e0";
  if (ctx.cam.pos.x < b.x0)
    out +=
      soffit(ctx, v3(x0, b.y1, z0), v3(b.x0, b.y1, z1)) +
      box(ctx, boxOf(x0 - 0.03, e - 0.22, z0, x0 + 0.02, e + 0.02, z1), trim);
  if (ctx.cam.pos.x > b.x1)
    out +=
      soffit(ctx, v3(b.x1, b.y1, z0), v3(x1, b.y1, z1)) +
      box(ctx, boxOf(x1 - 0.02, e - 0.22, z0, x1 + 0.03, e + 0.02, z1), trim);
  for (const pts of slopes) out += slope(ctx, pts, r);
  return out + gutter(ctx, x0, x1, e, z0, trim);
}

/** A textured roof polygon whose first two points form the eave. */
function slope(ctx: Ctx, pts: Vec3[], r: RoofSpec): string {
  const [a, b, c] = pts;
  if (a === undefined || b === undefined || c === undefined) return "";
  const u = unit(v3(b.x - a.x, 0, b.z - a.z));
  const horiz = v3(-u.z, 0, u.x);
  const p = rad(r.pitch);
  const v = unit(v3(horiz.x * Math.cos(p), Math.sin(p), horiz.z * Math.cos(p)));
  const toward = v3(c.x - a.x, 0, c.z - a.z);
  const vv = toward.x * v.x + toward.z * v.z >= 0 ? v : v3(-v.x, v.y, -v.z);
  const f = frame(a, u, vv);
  const width = Math.hypot(b.x - a.x, b.z - a.z);
  const length = (Math.max(...pts.map((q) => q.y)) - a.y) / Math.sin(p);
  return textured(ctx, f, 0, 0, width, length + 0.01, tilesOf(r), { clip: pts });
}

/** Flat roof: top face plus a thin aluminium coping. */
export function flatRoof(ctx: Ctx, b: Box, coping = "#5b5e63", edge = 0.06): string {
  return box(
    ctx,
    boxOf(b.x0 - edge, b.y1, b.z0 - edge, b.x1 + edge, b.y1 + 0.16, b.z1 + edge),
    { front: coping, side: coping, top: shade(coping, -0.2), back: coping },
    {},
    ["bottom"],
  );
}
