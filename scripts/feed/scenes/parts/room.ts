/** An interior: a box seen from inside, windows with daylight falling on the floor, wall decor. */
import { mix, shade } from "../core/color";
import { castShadow, type Ctx, face, flat } from "../core/draw";
import { lit } from "../core/light";
import { crown } from "../core/plants";
import { at, frame, type Frame, rectOn, v3, type Vec3 } from "../core/space";
import { bounds, group, poly, type Pt, rect } from "../core/svg";
import { type Texture, textured } from "../core/texture";

export type Wall = "back" | "left" | "right";

export interface Room {
  w: number;
  d: number;
  h: number;
  walls: Record<Wall, string>;
  floor: Texture;
  ceiling?: string;
  /** Textures for walls instead of paint (e.g. bathroom tiles). */
  wallTex?: Partial<Record<Wall, Texture>>;
}

export function wallFrame(r: Room, wall: Wall): Frame {
  const up = v3(0, 1, 0);
  if (wall === "back") return frame(v3(-r.w / 2, 0, r.d), v3(1, 0, 0), up);
  if (wall === "left") return frame(v3(-r.w / 2, 0, 0), v3(0, 0, 1), up);
  return frame(v3(r.w / 2, 0, r.d), v3(0, 0, -1), up);
}

export const wallWidth = (r: Room, wall: Wall): number => (wall === "back" ? r.w : r.d);
export const floorFrame = (r: Room): Frame => frame(v3(-r.w / 2, 0, 0), v3(1, 0, 0), v3(0, 0, 1));

/** Walls, floor and ceiling, lit by the window light. */
export function shell(ctx: Ctx, r: Room): string {
  const ceiling = frame(v3(-r.w / 2, r.h, r.d), v3(1, 0, 0), v3(0, 0, -1));
  const ceilingColor = mix(lit(ctx.env, r.ceiling ?? "#f6f4f0", ceiling.n), "#ffffff", 0.45);
  let out = flat(ctx, rectOn(ceiling, 0, 0, r.w, r.d), ceilingColor, {
    stroke: ceilingColor,
    "stroke-width": 0.6,
  });
  for (const wall of ["back", "left", "right"] as const) {
    const f = wallFrame(r, wall);
    const tex = r.wallTex?.[wall];
    out +=
      tex === undefined
        ? wallPaint(ctx, f, wallWidth(r, wall), r.h, r.walls[wall])
        : textured(ctx, f, 0, 0, wallWidth(r, wall), r.h, tex);
  }
  out += textured(ctx, floorFrame(r), 0, 0, r.w, r.d, r.floor);
  return out + cornerShade(ctx, r);
}

/** Painted wall with a gentle vertical gradient (brighter at the top, as in real rooms). */
function wallPaint(ctx: Ctx, f: Frame, w: number, h: number, color: string): string {
  const pts = ctx.cam.polygon(rectOn(f, 0, 0, w, h));
  if (pts.length < 3 || !ctx.cam.sees(f.origin, f.n)) return "";
  const b = bounds(pts);
  const base = lit(ctx.env, color, f.n);
  const fill = ctx.svg.linear(
    [
      [0, shade(base, 0.04)],
      [1, shade(base, -0.06)],
    ],
    0,
    b.y,
    0,
    b.y + b.h,
  );
  return poly(pts, { fill, stroke: base, "stroke-width": 0.6 });
}

/** Soft ambient occlusion where walls meet the floor and the ceiling. */
function cornerShade(ctx: Ctx, r: Room): string {
  let out = "";
  for (const wall of ["back", "left", "right"] as const) {
    const f = wallFrame(r, wall);
    const w = wallWidth(r, wall);
    out += bandShade(ctx, f, w, 0, 0.35, 0.16) + bandShade(ctx, f, w, r.h, r.h - 0.25, 0.08);
  }
  return out;
}

/** A strip of wall from t = edge to t = inner, darkest at the edge. */
function bandShade(ctx: Ctx, f: Frame, w: number, edge: number, inner: number, opacity: number): string {
  const a = ctx.cam.project(at(f, w / 2, edge));
  const b = ctx.cam.project(at(f, w / 2, inner));
  if (a === null || b === null || !ctx.cam.sees(f.origin, f.n)) return "";
  const fill = ctx.svg.linear(
    [
      [0, "#1a1a22", opacity],
      [1, "#1a1a22", 0],
    ],
    a.x,
    a.y,
    b.x,
    b.y,
  );
  return flat(ctx, rectOn(f, 0, Math.min(edge, inner), w, Math.max(edge, inner), 0.001), fill);
}

export function skirting(ctx: Ctx, r: Room, color = "#f3f1ec"): string {
  return (["back", "left", "right"] as const)
    .map((wall) =>
      face(ctx, rectOn(wallFrame(r, wall), 0, 0, wallWidth(r, wall), 0.09, 0.015), wallFrame(r, wall).n, color),
    )
    .join("");
}

export interface WindowOpts {
  frame: string;
  mullions: number;
  transom?: boolean;
  view: "garden" | "city" | "sky";
}

/** A window in a wall; outside is bright (overexposed, like in real interior photos). */
export function roomWindow(
  ctx: Ctx,
  r: Room,
  wall: Wall,
  s0: number,
  t0: number,
  s1: number,
  t1: number,
  o: WindowOpts,
): string {
  const f = wallFrame(r, wall);
  if (!ctx.cam.sees(at(f, s0, t0), f.n)) return "";
  const hole = rectOn(f, s0, t0, s1, t1);
  const glassQ = rectOn(f, s0, t0, s1, t1, -0.22);
  let out = flat(ctx, hole, lit(ctx.env, shade(r.walls[wall], 0.06), v3(0, 1, 0)));
  const gp = ctx.cam.polygon(glassQ);
  const clip = ctx.svg.clip(poly(gp));
  out += group(outsideView(ctx, gp, o.view), { "clip-path": clip });
  const fc = lit(ctx.env, o.frame, f.n);
  const bar = 0.05;
  const bars: Vec3[][] = [
    rectOn(f, s0, t0, s1, t0 + bar, -0.22),
    rectOn(f, s0, t1 - bar, s1, t1, -0.22),
    rectOn(f, s0, t0, s0 + bar, t1, -0.22),
    rectOn(f, s1 - bar, t0, s1, t1, -0.22),
  ];
  for (let i = 1; i < o.mullions; i++) {
    const s = s0 + ((s1 - s0) * i) / o.mullions;
    bars.push(rectOn(f, s - bar / 2, t0, s + bar / 2, t1, -0.22));
  }
  if (o.transom === true) bars.push(rectOn(f, s0, t1 - (t1 - t0) * 0.22, s1, t1 - (t1 - t0) * 0.22 + bar, -0.22));
  out += bars.map((q) => flat(ctx, q, fc)).join("");
  out += flat(ctx, rectOn(f, s0 - 0.02, t0 - 0.03, s1 + 0.02, t0, 0.03), lit(ctx.env, "#eeece6", v3(0, 1, 0)));
  return out;
}

function outsideView(ctx: Ctx, pts: Pt[], view: WindowOpts["view"]): string {
  const b = bounds(pts);
  const skyFill = ctx.svg.linear(
    [
      [0, "#cfe3f4"],
      [0.6, "#eef5fb"],
      [1, "#ffffff"],
    ],
    0,
    b.y,
    0,
    b.y + b.h,
  );
  let out = rect(b.x, b.y, b.w, b.h, { fill: skyFill });
  const tones: [string, string, string] = ["#8fae86", "#a9c69a", "#cfe0bf"];
  if (view === "city") {
    for (let x = b.x; x < b.x + b.w; x += ctx.rng.range(30, 70)) {
      const h = b.h * ctx.rng.range(0.15, 0.45);
      out += rect(x, b.y + b.h - h, ctx.rng.range(28, 64), h, {
        fill: mix("#c9c5c0", "#ffffff", ctx.rng.range(0.1, 0.4)),
      });
    }
  }
  if (view !== "sky") {
    const horizon = b.y + b.h * (view === "city" ? 0.75 : 0.55);
    for (let i = 0; i < 5; i++) {
      const cx = b.x + ctx.rng.range(0, b.w);
      const rx = b.w * ctx.rng.range(0.12, 0.3);
      out += crown(ctx, cx, horizon, rx, rx * 0.9, tones, 0.4);
    }
    out += rect(b.x, horizon + b.h * 0.12, b.w, b.h, { fill: "#c4d7b4" });
  }
  return out + rect(b.x, b.y, b.w, b.h, { fill: "#ffffff", opacity: 0.35 });
}

/** Sunlight falling through a window onto the floor. */
export function sunPatch(
  ctx: Ctx,
  r: Room,
  wall: Wall,
  s0: number,
  t0: number,
  s1: number,
  t1: number,
  strength = 0.4,
): string {
  const f = wallFrame(r, wall);
  const corners = rectOn(f, s0, t0, s1, t1);
  const patch = castShadow(ctx, corners, 0.004);
  const floorClip = ctx.svg.clip(poly(ctx.cam.polygon(rectOn(floorFrame(r), 0, 0, r.w, r.d, 0.004))));
  return group(poly(patch, { fill: "#fff3dc", opacity: strength }), { "clip-path": floorClip });
}

/** Bloom around a bright window: the light spills over the frame like in a photograph. */
export function windowGlow(ctx: Ctx, r: Room, wall: Wall, s: number, t: number, strength = 0.35): string {
  const p = ctx.cam.project(at(wallFrame(r, wall), s, t));
  if (p === null) return "";
  const fill = ctx.svg.radial(
    [
      [0, "#ffffff", strength],
      [1, "#ffffff", 0],
    ],
    p.x,
    p.y,
    700,
    0.9,
  );
  return rect(0, 0, 1600, 1067, { fill });
}

/** Framed abstract artwork hanging on a wall. */
export function artwork(
  ctx: Ctx,
  r: Room,
  wall: Wall,
  s: number,
  t: number,
  w: number,
  h: number,
  palette: readonly string[],
  frameColor = "#2b2724",
): string {
  const f = wallFrame(r, wall);
  let out = face(ctx, rectOn(f, s, t, s + w, t + h, 0.03), f.n, frameColor);
  out += flat(ctx, rectOn(f, s + 0.03, t + 0.03, s + w - 0.03, t + h - 0.03, 0.031), lit(ctx.env, "#f7f4ee", f.n));
  const m = 0.03 + Math.min(w, h) * 0.1;
  const tl = ctx.cam.project(at(f, s + m, t + h - m, 0.032));
  const tr = ctx.cam.project(at(f, s + w - m, t + h - m, 0.032));
  const bl = ctx.cam.project(at(f, s + m, t + m, 0.032));
  if (tl === null || tr === null || bl === null) return out;
  const k = (n: number): string => (Math.round(n * 1000) / 1000).toString();
  const matrix = `matrix(${k(tr.x - tl.x)} ${k(tr.y - tl.y)} ${k(bl.x - tl.x)} ${k(bl.y - tl.y)} ${k(tl.x)} ${k(tl.y)})`;
  return out + `<g transform="${matrix}">${abstractArt(ctx, palette)}</g>`;
}

function abstractArt(ctx: Ctx, palette: readonly string[]): string {
  const { rng } = ctx;
  const bg = rng.pick(palette);
  let out = `<rect width="1" height="1" fill="${bg}"/>`;
  for (let i = 0; i < 4; i++) {
    const c = rng.pick(palette.filter((p) => p !== bg));
    if (rng.chance(0.5))
      out += `<circle cx="${rng.range(0.2, 0.8).toFixed(2)}" cy="${rng.range(0.2, 0.8).toFixed(2)}" r="${rng.range(0.12, 0.3).toFixed(2)}" fill="${c}"/>`;
    else
      out += `<path d="M${rng.range(0, 0.5).toFixed(2)} 1 V${rng.range(0.3, 0.6).toFixed(2)} A0.25 0.25 0 0 1 ${rng.range(0.55, 1).toFixed(2)} 0.5 V1 Z" fill="${c}"/>`;
  }
  return out;
}

/** Linen curtain hanging in folds next to a window. */
export function curtain(ctx: Ctx, r: Room, wall: Wall, s0: number, s1: number, top: number, color: string): string {
  const f = wallFrame(r, wall);
  const pts = ctx.cam.polygon(rectOn(f, s0, 0.02, s1, top, 0.12));
  if (pts.length < 3) return "";
  const b = bounds(pts);
  const base = lit(ctx.env, color, f.n);
  const stops: [number, string][] = [];
  const folds = Math.max(3, Math.round((s1 - s0) / 0.12));
  for (let i = 0; i <= folds * 2; i++)
    stops.push([i / (folds * 2), i % 2 === 0 ? shade(base, 0.06) : shade(base, -0.1)]);
  return (
    poly(pts, { fill: ctx.svg.linear(stops, b.x, 0, b.x + b.w, 0) }) +
    flat(ctx, rectOn(f, s0 - 0.1, top, s1 + 0.1, top + 0.03, 0.14), "#2c2c2e")
  );
}
