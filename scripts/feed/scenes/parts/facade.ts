/** Walls and what goes into them: materials, windows, doors and sills. */
import { mix, shade } from "../core/color";
import { box, type Box, boxOf, type Ctx, face, flat, type Side, sideFrames } from "../core/draw";
import { lit } from "../core/light";
import { brick, corrugated, planks } from "../core/patterns";
import { at, type Frame, rectOn, v3, type Vec3 } from "../core/space";
import { bounds, group, poly } from "../core/svg";
import { type Texture, textured } from "../core/texture";

export type Material =
  | { kind: "brick"; color: string; joint: string }
  | { kind: "render"; color: string }
  | { kind: "cladding"; color: string }
  | { kind: "metal"; color: string };

export const brickWall = (color: string, joint = "#cdc5b8"): Material => ({ kind: "brick", color, joint });

export const render = (color: string): Material => ({ kind: "render", color });

export function textureOf(m: Material): Texture | null {
  switch (m.kind) {
    case "brick":
      return brick(m.color, m.joint);
    case "cladding":
      return planks(m.color, 0.13, "t", 0.08, 0.012);
    case "metal":
      return corrugated(m.color);
    default:
      return null;
  }
}

/** Part of a wall [s0,s1]x[t0,t1] in the given material; `clip` cuts it to a shape (gables). */
export function wallPart(
  ctx: Ctx,
  f: Frame,
  s0: number,
  t0: number,
  s1: number,
  t1: number,
  m: Material,
  clip?: readonly Vec3[],
): string {
  const tex = textureOf(m);
  if (tex !== null) return textured(ctx, f, s0, t0, s1, t1, tex, clip === undefined ? {} : { clip });
  return face(ctx, clip ?? rectOn(f, s0, t0, s1, t1), f.n, m.color);
}

/** The vertical sides of a box in one material (front, back, left, right as seen). */
export function walls(ctx: Ctx, b: Box, m: Material, only?: readonly Side[]): string {
  return sideFrames(b)
    .filter((sf) => sf.side !== "top" && (only === undefined || only.includes(sf.side)))
    .map((sf) => wallPart(ctx, sf.f, 0, 0, sf.w, sf.h, m))
    .join("");
}

/** Soft darkening under eaves and at the foot of a wall (ambient occlusion). */
export function wallShading(ctx: Ctx, f: Frame, w: number, h: number, top = 0.7, bottom = 0.35): string {
  const pts = ctx.cam.polygon(rectOn(f, 0, h - top, w, h));
  const low = ctx.cam.polygon(rectOn(f, 0, 0, w, bottom));
  if (pts.length < 3 || low.length < 3) return "";
  const b = bounds(pts);
  const l = bounds(low);
  const topFill = ctx.svg.linear(
    [
      [0, "#10131c", 0.42],
      [1, "#10131c", 0],
    ],
    0,
    b.y,
    0,
    b.y + b.h,
  );
  const lowFill = ctx.svg.linear(
    [
      [0, "#10131c", 0],
      [1, "#10131c", 0.25],
    ],
    0,
    l.y,
    0,
    l.y + l.h,
  );
  return poly(pts, { fill: topFill }) + poly(low, { fill: lowFill });
}

export type Glazing = "single" | "casement" | "transom" | "grid" | "slider";

export interface Opening {
  s: number;
  t: number;
  w: number;
  h: number;
  frame: string;
  glazing?: Glazing;
  depth?: number;
  sill?: string;
  curtain?: boolean;
}

function panes(w: number, h: number, glazing: Glazing): [number, number, number, number][] {
  const b = 0.065;
  const cols = glazing === "casement" || glazing === "transom" || glazing === "slider" ? 2 : glazing === "grid" ? 3 : 1;
  const split = glazing === "transom" ? h * 0.7 : h;
  const rows = glazing === "grid" ? 2 : 1;
  const out: [number, number, number, number][] = [];
  const cw = (w - b) / cols;
  const rh = (split - b) / rows;
  for (let c = 0; c < cols; c++) {
    for (let r = 0; r < rows; r++) out.push([b + c * cw, b + r * rh, b + (c + 1) * cw - b, b + (r + 1) * rh - b]);
  }
  if (glazing === "transom") out.push([b, split, w - b, h - b]);
  return out;
}

/** Reflective glass: sky at the top, dark interior lower down, a faint diagonal sheen. */
export function glass(ctx: Ctx, quad: readonly Vec3[], curtain = false): string {
  const pts = ctx.cam.polygon(quad);
  if (pts.length < 3) return "";
  const b = bounds(pts);
  const skyTone = mix(ctx.env.sky[1], "#ffffff", 0.3);
  const fill = ctx.svg.linear(
    [
      [0, skyTone],
      [0.45, "#6b7d90"],
      [1, "#26303c"],
    ],
    b.x,
    b.y,
    b.x + b.w * 0.25,
    b.y + b.h,
  );
  const sheen = [
    { x: b.x + b.w * 0.15, y: b.y },
    { x: b.x + b.w * 0.45, y: b.y },
    { x: b.x + b.w * 0.1, y: b.y + b.h },
    { x: b.x - b.w * 0.2, y: b.y + b.h },
  ];
  const clip = ctx.svg.clip(poly(pts));
  const sheer = curtain
    ? poly(
        pts.map((p) => ({ x: p.x, y: Math.max(p.y, b.y + b.h * 0.35) })),
        { fill: "#f4efe6", opacity: 0.5 },
      )
    : "";
  return poly(pts, { fill }) + group(sheer + poly(sheen, { fill: "#ffffff", opacity: 0.13 }), { "clip-path": clip });
}

/** A recessed window with frame, panes, a stone sill and a shadowed reveal. */
export function windowOn(ctx: Ctx, f: Frame, o: Opening, wall: string): string {
  const depth = o.depth ?? 0.12;
  const hole = rectOn(f, o.s, o.t, o.s + o.w, o.t + o.h);
  const reveal = lit(ctx.env, shade(wall, -0.25), v3(0, -1, 0));
  let inner = flat(ctx, rectOn(f, o.s, o.t, o.s + o.w, o.t + o.h, -depth), lit(ctx.env, o.frame, f.n));
  for (const [a, b, c, d] of panes(o.w, o.h, o.glazing ?? "casement")) {
    inner += glass(ctx, rectOn(f, o.s + a, o.t + b, o.s + c, o.t + d, -depth + 0.01), o.curtain ?? false);
  }
  const shadowPts = ctx.cam.polygon(rectOn(f, o.s, o.t + o.h * 0.55, o.s + o.w, o.t + o.h, -depth + 0.02));
  const sb = shadowPts.length > 2 ? bounds(shadowPts) : { x: 0, y: 0, w: 1, h: 1 };
  inner += poly(shadowPts, {
    fill: ctx.svg.linear(
      [
        [0, "#000000", 0.35],
        [1, "#000000", 0],
      ],
      0,
      sb.y,
      0,
      sb.y + sb.h,
    ),
  });
  const clip = ctx.svg.clip(poly(ctx.cam.polygon(hole)));
  let out = flat(ctx, hole, reveal) + group(inner, { "clip-path": clip });
  if (o.sill !== undefined) out += box(ctx, boxFrom(f, o.s - 0.05, o.t - 0.07, o.s + o.w + 0.05, o.t, 0.06), o.sill);
  return out;
}

/** An axis-aligned box standing out of a frame (frames here are always axis-aligned). */
export function boxFrom(f: Frame, s0: number, t0: number, s1: number, t1: number, out: number, back = 0): Box {
  const a = at(f, s0, t0, -back);
  const b = at(f, s1, t1, out);
  return boxOf(a.x, a.y, a.z, b.x, b.y, b.z);
}

export interface DoorSpec {
  s: number;
  w: number;
  h: number;
  color: string;
  frame: string;
  style: "panel" | "modern" | "glass";
  step?: string;
}

/** Front door with frame, transom or side glass, handle and a bluestone step. */
export function doorOn(ctx: Ctx, f: Frame, d: DoorSpec, wall: string): string {
  const t0 = d.step === undefined ? 0 : 0.16;
  const hole = rectOn(f, d.s, t0, d.s + d.w, t0 + d.h);
  let inner = flat(ctx, rectOn(f, d.s, t0, d.s + d.w, t0 + d.h, -0.14), lit(ctx.env, d.frame, f.n));
  const leaf = (s0: number, t1: number): Vec3[] => rectOn(f, s0, t0 + 0.02, d.s + d.w - 0.07, t1, -0.13);
  if (d.style === "glass") {
    inner += glass(ctx, leaf(d.s + 0.07, t0 + d.h - 0.07));
  } else {
    const top = d.style === "panel" ? t0 + d.h * 0.8 : t0 + d.h - 0.07;
    inner += face(ctx, leaf(d.s + 0.07, top), f.n, d.color);
    if (d.style === "panel") {
      inner += glass(ctx, rectOn(f, d.s + 0.1, top + 0.06, d.s + d.w - 0.1, t0 + d.h - 0.07, -0.13));
      for (const [a, b] of [
        [0.15, 0.45],
        [0.55, 0.95],
      ] as const) {
        inner += flat(
          ctx,
          rectOn(f, d.s + 0.18, t0 + d.h * a * 0.8, d.s + d.w - 0.18, t0 + d.h * b * 0.8, -0.12),
          shade(lit(ctx.env, d.color, f.n), -0.12),
        );
      }
    } else {
      inner += glass(ctx, rectOn(f, d.s + 0.14, t0 + 0.25, d.s + 0.3, t0 + d.h - 0.25, -0.12));
    }
    inner += box(ctx, boxFrom(f, d.s + d.w - 0.22, t0 + 0.9, d.s + d.w - 0.19, t0 + 1.35, -0.07, 0.13), "#c9c6bf");
  }
  const clip = ctx.svg.clip(poly(ctx.cam.polygon(hole)));
  let out = flat(ctx, hole, lit(ctx.env, shade(wall, -0.3), v3(0, -1, 0))) + group(inner, { "clip-path": clip });
  if (d.step !== undefined) out += box(ctx, boxFrom(f, d.s - 0.12, 0, d.s + d.w + 0.12, t0, 0.38), d.step);
  return out;
}
