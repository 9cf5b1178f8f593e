/** Kitchen fittings: cabinet runs, worktops, sink and hob, wall units, shelves, island, hood. */
import { shade } from "../core/color";
import { box, type Box, boxOf, contactShadow, type Ctx, cylinder, flat } from "../core/draw";
import { lit } from "../core/light";
import { rectOn, v3, type Vec3 } from "../core/space";
import { ellipse, path } from "../core/svg";

function seamLine(ctx: Ctx, a: Vec3, b: Vec3, color: string, width = 1.1): string {
  const p = ctx.cam.project(a);
  const q = ctx.cam.project(b);
  if (p === null || q === null) return "";
  return path(`M${p.x.toFixed(1)} ${p.y.toFixed(1)} L${q.x.toFixed(1)} ${q.y.toFixed(1)}`, {
    stroke: color,
    "stroke-width": width,
  });
}

/** Cabinet fronts facing -z: vertical door seams and optional handles. */
export function fronts(ctx: Ctx, b: Box, color: string, width = 0.6, drawers = false, handles = "#8d8f92"): string {
  const z = b.z0 - 0.002;
  const seam = shade(lit(ctx.env, color, v3(0, 0, -1)), -0.3);
  let out = "";
  const n = Math.max(1, Math.round((b.x1 - b.x0) / width));
  for (let i = 0; i <= n; i++) {
    const x = b.x0 + ((b.x1 - b.x0) * i) / n;
    if (i > 0 && i < n) out += seamLine(ctx, v3(x, b.y0 + 0.01, z), v3(x, b.y1 - 0.01, z), seam);
    if (i < n) {
      const hx = x + (b.x1 - b.x0) / n / 2;
      const hy = drawers ? b.y1 - 0.08 : b.y1 - 0.12;
      out += seamLine(ctx, v3(hx - 0.08, hy, z - 0.02), v3(hx + 0.08, hy, z - 0.02), handles, 2.2);
    }
  }
  if (drawers) out += seamLine(ctx, v3(b.x0, b.y1 - 0.2, z), v3(b.x1, b.y1 - 0.2, z), seam);
  return out;
}

export interface KitchenStyle {
  cabinet: string;
  top: string;
  handles: string;
}

/** Base cabinets with worktop along the back wall at z = zWall, from x0 to x1. */
export function counterRun(ctx: Ctx, x0: number, x1: number, zWall: number, k: KitchenStyle): string {
  const body = boxOf(x0, 0.1, zWall - 0.6, x1, 0.88, zWall);
  let out = box(ctx, boxOf(x0, 0, zWall - 0.55, x1, 0.1, zWall), shade(k.cabinet, -0.45));
  out += box(ctx, body, k.cabinet) + fronts(ctx, body, k.cabinet, 0.6, true, k.handles);
  out += box(ctx, boxOf(x0, 0.88, zWall - 0.64, x1, 0.92, zWall), k.top);
  return out;
}

/** Sink, tap and hob set into a worktop (top at y = 0.92). */
export function sinkAndHob(ctx: Ctx, sinkX: number, hobX: number, zWall: number, tap: string): string {
  const y = 0.921;
  const q = (x: number, w: number, d: number): Vec3[] => [
    v3(x - w / 2, y, zWall - 0.32 - d / 2),
    v3(x + w / 2, y, zWall - 0.32 - d / 2),
    v3(x + w / 2, y, zWall - 0.32 + d / 2),
    v3(x - w / 2, y, zWall - 0.32 + d / 2),
  ];
  let out = flat(ctx, q(sinkX, 0.6, 0.4), "#8d9096") + flat(ctx, q(sinkX, 0.54, 0.34), "#5d6066");
  out += cylinder(ctx, v3(sinkX, y, zWall - 0.08), 0.02, 0.015, 0.34, tap);
  const top = ctx.cam.project(v3(sinkX, y + 0.34, zWall - 0.08));
  const spout = ctx.cam.project(v3(sinkX, y + 0.26, zWall - 0.3));
  if (top !== null && spout !== null)
    out += path(
      `M${top.x.toFixed(1)} ${top.y.toFixed(1)} Q${top.x.toFixed(1)} ${(top.y - 12).toFixed(1)} ${spout.x.toFixed(1)} ${spout.y.toFixed(1)}`,
      { stroke: tap, "stroke-width": 3, fill: "none" },
    );
  out += flat(ctx, q(hobX, 0.7, 0.5), "#1d1e21");
  for (const [dx, dz] of [
    [-0.17, -0.1],
    [0.17, -0.1],
    [-0.17, 0.12],
    [0.17, 0.12],
  ] as const) {
    const c = ctx.cam.project(v3(hobX + dx, y + 0.001, zWall - 0.32 + dz));
    const k = ctx.cam.pxPerM(v3(hobX, y, zWall - 0.32));
    if (c !== null)
      out += ellipse(c.x, c.y, k * 0.09, k * 0.03, { fill: "none", stroke: "#3a3c40", "stroke-width": 1.2 });
  }
  return out;
}

export function wallCabinets(
  ctx: Ctx,
  x0: number,
  x1: number,
  zWall: number,
  k: KitchenStyle,
  y0 = 1.5,
  y1 = 2.3,
): string {
  const b = boxOf(x0, y0, zWall - 0.36, x1, y1, zWall);
  return box(ctx, b, k.cabinet) + fronts(ctx, b, k.cabinet, 0.5, false, k.handles);
}

/** Open oak shelves with jars and bowls. */
export function shelves(
  ctx: Ctx,
  x0: number,
  x1: number,
  zWall: number,
  wood: string,
  heights: readonly number[],
): string {
  let out = "";
  for (const y of heights) {
    out += box(ctx, boxOf(x0, y, zWall - 0.25, x1, y + 0.04, zWall), wood);
    for (let x = x0 + 0.15; x < x1 - 0.15; x += ctx.rng.range(0.18, 0.35)) {
      const tone = ctx.rng.pick(["#f2efe9", "#d9cfc0", "#8a9a88", "#c9a77c", "#3d4a5e"]);
      out += cylinder(
        ctx,
        v3(x, y + 0.04, zWall - 0.13),
        0.06,
        ctx.rng.range(0.05, 0.09),
        ctx.rng.range(0.1, 0.25),
        tone,
      );
    }
  }
  return out;
}

/** Tall cabinet column with a built-in oven. */
export function tallUnit(ctx: Ctx, x0: number, x1: number, zWall: number, k: KitchenStyle, height = 2.3): string {
  const b = boxOf(x0, 0, zWall - 0.62, x1, height, zWall);
  let out =
    contactShadow(ctx, b, 0.02, 0.2) +
    box(ctx, b, k.cabinet) +
    fronts(ctx, boxOf(x0, 1.45, b.z0, x1, height, zWall), k.cabinet, 0.6, false, k.handles);
  out += fronts(ctx, boxOf(x0, 0.1, b.z0, x1, 0.8, zWall), k.cabinet, 0.6, true, k.handles);
  out += flat(
    ctx,
    rectOn(
      { origin: v3(x0, 0, b.z0 - 0.003), u: v3(1, 0, 0), v: v3(0, 1, 0), n: v3(0, 0, -1) },
      0.06,
      0.85,
      x1 - x0 - 0.06,
      1.4,
    ),
    "#1f2124",
  );
  return (
    out +
    flat(
      ctx,
      rectOn(
        { origin: v3(x0, 0, b.z0 - 0.004), u: v3(1, 0, 0), v: v3(0, 1, 0), n: v3(0, 0, -1) },
        0.1,
        0.9,
        x1 - x0 - 0.1,
        1.2,
      ),
      "#34383e",
    )
  );
}

/** Kitchen island with worktop overhang and bar stools on the viewer's side. */
export function island(
  ctx: Ctx,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  k: KitchenStyle,
  stool: string,
): string {
  const body = boxOf(x0, 0, z0, x1, 0.88, z1);
  let out =
    contactShadow(ctx, body, 0.1, 0.3) +
    box(ctx, body, k.cabinet) +
    fronts(ctx, body, k.cabinet, 0.9, false, k.handles);
  out += box(ctx, boxOf(x0 - 0.05, 0.88, z0 - 0.3, x1 + 0.05, 0.93, z1 + 0.05), k.top);
  out += cylinder(ctx, v3((x0 + x1) / 2 + 0.3, 0.93, (z0 + z1) / 2), 0.1, 0.16, 0.09, "#e6e1d8");
  for (const c of ["#d1a041", "#9bb06a", "#d9622b"]) {
    const p = ctx.cam.project(
      v3((x0 + x1) / 2 + 0.3 + ctx.rng.range(-0.06, 0.06), 1.02, (z0 + z1) / 2 + ctx.rng.range(-0.05, 0.05)),
    );
    if (p !== null) out += ellipse(p.x, p.y, 7, 6, { fill: c });
  }
  for (let x = x0 + 0.35; x < x1 - 0.2; x += 0.62) out += barStool(ctx, v3(x, 0, z0 - 0.45), stool);
  return out;
}

function barStool(ctx: Ctx, p: Vec3, color: string): string {
  let out = "";
  for (const [dx, dz] of [
    [-0.15, 0.15],
    [0.15, 0.15],
    [-0.15, -0.15],
    [0.15, -0.15],
  ] as const) {
    const a = ctx.cam.project(v3(p.x + dx, 0, p.z + dz));
    const b = ctx.cam.project(v3(p.x + dx * 0.6, 0.62, p.z + dz * 0.6));
    if (a !== null && b !== null)
      out += path(`M${a.x.toFixed(1)} ${a.y.toFixed(1)} L${b.x.toFixed(1)} ${b.y.toFixed(1)}`, {
        stroke: "#2a2a2a",
        "stroke-width": 2.4,
      });
  }
  return (
    contactShadow(ctx, boxOf(p.x - 0.18, 0, p.z - 0.18, p.x + 0.18, 0.1, p.z + 0.18), 0.02, 0.2) +
    out +
    cylinder(ctx, v3(p.x, 0.62, p.z), 0.2, 0.2, 0.06, color)
  );
}

/** Extractor hood above the hob. */
export function hood(ctx: Ctx, x: number, zWall: number, y0: number, h: number, color: string): string {
  return (
    box(ctx, boxOf(x - 0.45, y0, zWall - 0.5, x + 0.45, y0 + 0.12, zWall), color) +
    box(ctx, boxOf(x - 0.15, y0 + 0.12, zWall - 0.3, x + 0.15, y0 + h, zWall), color)
  );
}
