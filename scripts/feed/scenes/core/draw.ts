/** Drawing lit 3D geometry (faces, boxes, cylinders, ground shadows) into the SVG. */
import { type Env, lit } from "./light";
import type { Rng } from "./rng";
import { type Camera, centroid, frame, type Frame, outwardNormal, v3, type Vec3 } from "./space";
import { type Attrs, poly, type Pt, type Svg } from "./svg";

export interface Ctx {
  svg: Svg;
  rng: Rng;
  cam: Camera;
  env: Env;
}

export interface Box {
  x0: number;
  y0: number;
  z0: number;
  x1: number;
  y1: number;
  z1: number;
}

export const boxOf = (x0: number, y0: number, z0: number, x1: number, y1: number, z1: number): Box => ({
  x0: Math.min(x0, x1),
  y0: Math.min(y0, y1),
  z0: Math.min(z0, z1),
  x1: Math.max(x0, x1),
  y1: Math.max(y0, y1),
  z1: Math.max(z0, z1),
});

export type Side = "front" | "back" | "left" | "right" | "top" | "bottom";

export interface BoxFace {
  side: Side;
  pts: Vec3[];
  n: Vec3;
}

export function boxFaces(b: Box): BoxFace[] {
  const p = (x: number, y: number, z: number): Vec3 => v3(x, y, z);
  return [
    {
      side: "front",
      n: v3(0, 0, -1),
      pts: [p(b.x0, b.y0, b.z0), p(b.x1, b.y0, b.z0), p(b.x1, b.y1, b.z0), p(b.x0, b.y1, b.z0)],
    },
    {
      side: "back",
      n: v3(0, 0, 1),
      pts: [p(b.x1, b.y0, b.z1), p(b.x0, b.y0, b.z1), p(b.x0, b.y1, b.z1), p(b.x1, b.y1, b.z1)],
    },
    {
      side: "left",
      n: v3(-1, 0, 0),
      pts: [p(b.x0, b.y0, b.z1), p(b.x0, b.y0, b.z0), p(b.x0, b.y1, b.z0), p(b.x0, b.y1, b.z1)],
    },
    {
      side: "right",
      n: v3(1, 0, 0),
      pts: [p(b.x1, b.y0, b.z0), p(b.x1, b.y0, b.z1), p(b.x1, b.y1, b.z1), p(b.x1, b.y1, b.z0)],
    },
    {
      side: "top",
      n: v3(0, 1, 0),
      pts: [p(b.x0, b.y1, b.z0), p(b.x1, b.y1, b.z0), p(b.x1, b.y1, b.z1), p(b.x0, b.y1, b.z1)],
    },
    {
      side: "bottom",
      n: v3(0, -1, 0),
      pts: [p(b.x0, b.y0, b.z1), p(b.x1, b.y0, b.z1), p(b.x1, b.y0, b.z0), p(b.x0, b.y0, b.z0)],
    },
  ];
}

export interface SideFrame {
  side: Side;
  f: Frame;
  w: number;
  h: number;
}

/** Each side of a box as a frame whose normal points outwards (u rightwards seen from outside). */
export function sideFrames(b: Box): SideFrame[] {
  const w = b.x1 - b.x0;
  const d = b.z1 - b.z0;
  const h = b.y1 - b.y0;
  const up = v3(0, 1, 0);
  return [
    { side: "front", f: frame(v3(b.x0, b.y0, b.z0), v3(1, 0, 0), up), w, h },
    { side: "back", f: frame(v3(b.x1, b.y0, b.z1), v3(-1, 0, 0), up), w, h },
    { side: "left", f: frame(v3(b.x0, b.y0, b.z1), v3(0, 0, -1), up), w: d, h },
    { side: "right", f: frame(v3(b.x1, b.y0, b.z0), v3(0, 0, 1), up), w: d, h },
    { side: "top", f: frame(v3(b.x0, b.y1, b.z0), v3(1, 0, 0), v3(0, 0, 1)), w, h: d },
  ];
}

/** A flat polygon in space, filled with a fixed paint. */
export function flat(ctx: Ctx, pts: readonly Vec3[], fill: string, extra: Attrs = {}): string {
  return poly(ctx.cam.polygon(pts), { fill, ...extra });
}

/** A polygon lit by the scene light; empty when it faces away from the camera. */
export function face(ctx: Ctx, pts: readonly Vec3[], n: Vec3, base: string, extra: Attrs = {}): string {
  const first = pts[0];
  if (first === undefined || !ctx.cam.sees(first, n)) return "";
  const color = lit(ctx.env, base, n);
  return poly(ctx.cam.polygon(pts), {
    fill: color,
    stroke: color,
    "stroke-width": 0.6,
    "stroke-linejoin": "round",
    ...extra,
  });
}

export type BoxPaint = string | Partial<Record<Side | "side", string>>;

function paintFor(paint: BoxPaint, side: Side): string {
  if (typeof paint === "string") return paint;
  const sideways = side === "left" || side === "right" ? paint.side : undefined;
  return paint[side] ?? sideways ?? paint.front ?? "#888888";
}

/** A lit box; only faces turned to the camera (and not in `skip`) are drawn. */
export function box(ctx: Ctx, b: Box, paint: BoxPaint, extra: Attrs = {}, skip: readonly Side[] = []): string {
  return boxFaces(b)
    .filter((f) => !skip.includes(f.side))
    .map((f) => face(ctx, f.pts, f.n, paintFor(paint, f.side), extra))
    .join("");
}

/** A convex solid given by its faces; normals are derived from its centre. */
export function solid(ctx: Ctx, faces: readonly (readonly Vec3[])[], base: string | ((i: number) => string)): string {
  const all = faces.flat();
  const inside = centroid(all);
  return faces
    .map((pts, i) => face(ctx, pts, outwardNormal(pts, inside), typeof base === "string" ? base : base(i)))
    .join("");
}

const circlePts = (c: Vec3, r: number, y: number, steps = 28): Vec3[] =>
  Array.from({ length: steps }, (_, i) => {
    const a = (i / steps) * Math.PI * 2;
    return v3(c.x + Math.cos(a) * r, y, c.z + Math.sin(a) * r);
  });

/** Upright cylinder (or cone when radii differ): silhouette plus visible cap. */
export function cylinder(ctx: Ctx, base: Vec3, r0: number, r1: number, h: number, color: string, cap?: string): string {
  const bottom = circlePts(base, r0, base.y).map((p) => ctx.cam.point(p));
  const topPts = circlePts(base, r1, base.y + h);
  const hull = convexHull([...bottom, ...topPts.map((p) => ctx.cam.point(p))]);
  const side = ctx.svg.linear(
    [
      [0, lit(ctx.env, color, v3(-0.9, 0, -0.4))],
      [0.35, lit(ctx.env, color, v3(-0.3, 0, -1))],
      [1, lit(ctx.env, color, v3(0.9, 0, -0.4))],
    ],
    Math.min(...hull.map((p) => p.x)),
    0,
    Math.max(...hull.map((p) => p.x)),
    0,
  );
  const capColor = lit(ctx.env, cap ?? color, v3(0, 1, 0));
  const showCap = ctx.cam.pos.y > base.y + h;
  return poly(hull, { fill: side }) + (showCap ? flat(ctx, topPts, capColor) : "");
}

export function convexHull(points: readonly Pt[]): Pt[] {
  const pts = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  const crossZ = (o: Pt, a: Pt, b: Pt): number => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
  const build = (list: Pt[]): Pt[] => {
    const out: Pt[] = [];
    for (const p of list) {
      while (out.length >= 2) {
        const a = out[out.length - 2];
        const b = out[out.length - 1];
        if (a === undefined || b === undefined || crossZ(a, b, p) > 0) break;
        out.pop();
      }
      out.push(p);
    }
    out.pop();
    return out;
  };
  return [...build(pts), ...build([...pts].reverse())];
}

/** Where a point's shadow lands on the horizontal plane y = groundY. */
export function shadowPoint(env: Env, p: Vec3, groundY = 0): Vec3 {
  const k = (p.y - groundY) / Math.max(0.05, env.sun.y);
  return v3(p.x - env.sun.x * k, groundY, p.z - env.sun.z * k);
}

/** Shadow footprint of a set of points (e.g. a box's corners) on the ground, in screen space. */
export function castShadow(ctx: Ctx, pts: readonly Vec3[], groundY = 0): Pt[] {
  const onGround = pts.map((p) => shadowPoint(ctx.env, p, groundY));
  const hull2d = convexHull(onGround.map((p) => ({ x: p.x, y: p.z })));
  return ctx.cam.polygon(hull2d.map((p) => v3(p.x, groundY, p.y)));
}

export const boxCorners = (b: Box): Vec3[] =>
  [b.x0, b.x1].flatMap((x) => [b.y0, b.y1].flatMap((y) => [b.z0, b.z1].map((z) => v3(x, y, z))));

/** Sun shadows: crisp-edged and semi-transparent, merged so overlaps do not darken twice. */
export function shadowLayer(ctx: Ctx, shapes: readonly Pt[][], opacity?: number, color = "#1c2233"): string {
  const body = shapes.map((s) => poly(s, { fill: color })).join("");
  return body === "" ? "" : `<g opacity="${opacity ?? ctx.env.shadowOpacity}">${body}</g>`;
}

/** Soft dark blob right under an object, the contact shadow that anchors it to the floor. */
export function contactShadow(ctx: Ctx, b: Box, spread = 0.08, opacity = 0.3): string {
  const y = b.y0 + 0.002;
  const e = spread + 0.12;
  const pts = [
    v3(b.x0 - e, y, b.z0 - e),
    v3(b.x1 + e, y, b.z0 - e),
    v3(b.x1 + e, y, b.z1 + e),
    v3(b.x0 - e, y, b.z1 + e),
  ];
  const fill = ctx.svg.radialBox([
    [0, "#241f28", Math.min(opacity, 0.3)],
    [0.55, "#241f28", Math.min(opacity, 0.3) * 0.75],
    [1, "#241f28", 0],
  ]);
  return flat(ctx, pts, fill);
}
