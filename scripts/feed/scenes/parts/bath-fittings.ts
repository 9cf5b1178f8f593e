/** Bathroom fittings: floating vanity with basin, mirror, glass shower screen, rain shower. */
import { mix } from "../core/color";
import { box, boxOf, type Ctx, cylinder, flat } from "../core/draw";
import { type Frame, rectOn, v3, type Vec3 } from "../core/space";
import { bounds, ellipse, poly } from "../core/svg";
import { fronts } from "./fixtures";

/** Floating vanity unit with a countertop and a vessel basin. */
export function vanity(
  ctx: Ctx,
  x0: number,
  x1: number,
  zWall: number,
  wood: string,
  top: string,
  tap: string,
): string {
  const body = boxOf(x0, 0.35, zWall - 0.5, x1, 0.82, zWall);
  let out = flat(
    ctx,
    [v3(x0, 0.003, zWall - 0.55), v3(x1, 0.003, zWall - 0.55), v3(x1, 0.003, zWall), v3(x0, 0.003, zWall)],
    "#000000",
    { opacity: 0.08 },
  );
  out += box(ctx, body, wood) + fronts(ctx, body, wood, (x1 - x0) / 2, false, tap);
  out += box(ctx, boxOf(x0 - 0.02, 0.82, zWall - 0.52, x1 + 0.02, 0.86, zWall), top);
  const cx = (x0 + x1) / 2;
  out += cylinder(ctx, v3(cx, 0.86, zWall - 0.27), 0.17, 0.21, 0.13, "#f7f6f3", "#d9dcdf");
  return (
    out +
    cylinder(ctx, v3(cx, 0.86, zWall - 0.05), 0.015, 0.015, 0.32, tap) +
    box(ctx, boxOf(cx - 0.01, 1.15, zWall - 0.2, cx + 0.01, 1.18, zWall - 0.05), tap)
  );
}

/** A mirror on a wall frame: reflects a bright, blurred version of the room. */
export function mirror(
  ctx: Ctx,
  f: Frame,
  s0: number,
  t0: number,
  s1: number,
  t1: number,
  frameColor: string,
  round: boolean,
): string {
  const outer = ctx.cam.polygon(rectOn(f, s0, t0, s1, t1, 0.03));
  const inner = ctx.cam.polygon(rectOn(f, s0 + 0.03, t0 + 0.03, s1 - 0.03, t1 - 0.03, 0.031));
  if (outer.length < 3 || inner.length < 3) return "";
  const b = bounds(inner);
  const fill = ctx.svg.linear(
    [
      [0, "#e9eef1"],
      [0.5, "#c9d3d9"],
      [1, "#dfe6ea"],
    ],
    b.x,
    b.y,
    b.x + b.w,
    b.y + b.h,
  );
  if (round) {
    const o = bounds(outer);
    return (
      ellipse(o.x + o.w / 2, o.y + o.h / 2, o.w / 2, o.h / 2, { fill: frameColor }) +
      ellipse(b.x + b.w / 2, b.y + b.h / 2, b.w / 2, b.h / 2, { fill })
    );
  }
  return (
    poly(outer, { fill: frameColor }) +
    poly(inner, { fill }) +
    poly([inner[0] ?? { x: 0, y: 0 }, { x: b.x + b.w * 0.35, y: b.y }, { x: b.x, y: b.y + b.h * 0.5 }], {
      fill: "#ffffff",
      opacity: 0.25,
    })
  );
}

/** Frameless glass shower screen standing on the floor along z (at x), from z0 to z1. */
export function showerScreen(ctx: Ctx, x: number, z0: number, z1: number, h: number, profile: string): string {
  const pane = [v3(x, 0.02, z0), v3(x, 0.02, z1), v3(x, h, z1), v3(x, h, z0)];
  const pts = ctx.cam.polygon(pane);
  if (pts.length < 3) return "";
  const b = bounds(pts);
  const fill = ctx.svg.linear(
    [
      [0, "#e8f1f3", 0.18],
      [0.5, "#ffffff", 0.3],
      [1, "#dbe8ec", 0.14],
    ],
    b.x,
    b.y,
    b.x + b.w,
    b.y + b.h,
  );
  return (
    poly(pts, { fill, stroke: mix(profile, "#ffffff", 0.2), "stroke-width": 2 }) +
    box(ctx, boxOf(x - 0.015, h - 0.03, z0, x + 0.015, h, z1), profile)
  );
}

/** Ceiling rain shower with its arm. */
export function rainShower(ctx: Ctx, p: Vec3, color: string): string {
  return (
    cylinder(ctx, v3(p.x, p.y, p.z), 0.015, 0.015, 0.35, color) +
    cylinder(ctx, v3(p.x, p.y - 0.02, p.z), 0.15, 0.15, 0.02, color)
  );
}
