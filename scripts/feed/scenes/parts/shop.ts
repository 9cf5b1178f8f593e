/** Ground-floor shop fronts, awnings and sectional (garage or loading) doors. */
import { shade } from "../core/color";
import { box, type Ctx, face, flat } from "../core/draw";
import { lit } from "../core/light";
import { at, type Frame, rectOn, v3 } from "../core/space";
import { path } from "../core/svg";
import { boxFrom, doorOn, glass } from "./facade";
import { bluestone } from "./palette";

export interface ShopFront {
  fascia: string;
  awning: string;
  frame: string;
}

/** Display window, glass door, a blank fascia board and a fabric awning across width w. */
export function shopFront(ctx: Ctx, f: Frame, w: number, s: ShopFront, wall: string): string {
  let out = box(ctx, boxFrom(f, 0.15, 0, w - 0.15, 3.3, 0.06), lit(ctx.env, s.frame, f.n));
  out += doorOn(
    ctx,
    f,
    { s: w - 1.6, w: 1.2, h: 2.5, color: s.frame, frame: s.frame, style: "glass", step: bluestone },
    wall,
  );
  out += flat(ctx, rectOn(f, 0.35, 0.5, w - 1.8, 2.75, 0.061), lit(ctx.env, shade(s.frame, -0.2), f.n));
  out += glass(ctx, rectOn(f, 0.42, 0.57, w - 1.87, 2.68, 0.062));
  out += displayGoods(ctx, f, w);
  out += face(ctx, rectOn(f, 0.15, 2.85, w - 0.15, 3.3, 0.07), f.n, s.fascia);
  return out + awning(ctx, f, 0.3, w - 0.3, 3.25, 1.3, s.awning);
}

/** A few warm shapes behind the glass: lit shelves and goods. */
function displayGoods(ctx: Ctx, f: Frame, w: number): string {
  let out = "";
  for (const shelf of [0.95, 1.75]) {
    for (let s = 0.6 + ctx.rng.range(0, 0.4); s < w - 2.3; s += ctx.rng.range(0.3, 0.9)) {
      const h = ctx.rng.range(0.15, 0.5);
      const wd = ctx.rng.range(0.12, 0.4);
      out += flat(
        ctx,
        rectOn(f, s, shelf, s + wd, shelf + h, 0.03),
        ctx.rng.pick(["#e8d9bf", "#c98b5a", "#8a9a7b", "#efe6d6", "#b35f3b", "#f2efe9"]),
        { opacity: 0.5 },
      );
    }
    out += flat(ctx, rectOn(f, 0.5, shelf - 0.04, w - 1.95, shelf, 0.035), "#f3e2c2", { opacity: 0.5 });
  }
  return out + flat(ctx, rectOn(f, 0.5, 0.9, w - 1.95, 0.95, 0.04), "#f3e2c2", { opacity: 0.6 });
}

/** A sloping fabric awning with a scalloped valance. */
export function awning(ctx: Ctx, f: Frame, s0: number, s1: number, top: number, depth: number, color: string): string {
  const drop = 0.55;
  const a = at(f, s0, top, 0.08);
  const b = at(f, s1, top, 0.08);
  const c = at(f, s1, top - drop, depth);
  const d = at(f, s0, top - drop, depth);
  const n = v3(f.n.x * 0.4, 0.9, f.n.z * 0.4);
  let out = face(ctx, [a, b, c, d], n, color);
  const stripes = Math.round((s1 - s0) / 0.5);
  for (let i = 0; i < stripes; i += 2) {
    const k0 = s0 + ((s1 - s0) * i) / stripes;
    const k1 = s0 + ((s1 - s0) * (i + 1)) / stripes;
    out += flat(
      ctx,
      [at(f, k0, top, 0.08), at(f, k1, top, 0.08), at(f, k1, top - drop, depth), at(f, k0, top - drop, depth)],
      "#ffffff",
      { opacity: 0.25 },
    );
  }
  const val = [
    at(f, s0, top - drop, depth),
    at(f, s1, top - drop, depth),
    at(f, s1, top - drop - 0.22, depth),
    at(f, s0, top - drop - 0.22, depth),
  ];
  return out + face(ctx, val, f.n, shade(color, -0.08));
}

/** Sectional door with horizontal panels (garages, loading bays). */
export function sectionalDoor(
  ctx: Ctx,
  f: Frame,
  s: number,
  w: number,
  h: number,
  color: string,
  windows = false,
): string {
  const recess = -0.12;
  let out = flat(ctx, rectOn(f, s, 0, s + w, h), lit(ctx.env, shade(color, -0.45), v3(0, -1, 0)));
  out += face(ctx, rectOn(f, s + 0.02, 0, s + w - 0.02, h - 0.02, recess), f.n, color);
  const panels = Math.max(4, Math.round(h / 0.5));
  const seam = shade(lit(ctx.env, color, f.n), -0.25);
  for (let i = 1; i < panels; i++) {
    const t = (h * i) / panels;
    const p = ctx.cam.project(at(f, s + 0.03, t, recess + 0.01));
    const q = ctx.cam.project(at(f, s + w - 0.03, t, recess + 0.01));
    if (p !== null && q !== null)
      out += path(`M${p.x.toFixed(1)} ${p.y.toFixed(1)} L${q.x.toFixed(1)} ${q.y.toFixed(1)}`, {
        stroke: seam,
        "stroke-width": 1.4,
      });
  }
  if (windows) {
    const t = h - h / panels;
    for (let k = 0; k < 4; k++)
      out += glass(
        ctx,
        rectOn(
          f,
          s + 0.2 + (k * (w - 0.4)) / 4,
          t + 0.1,
          s + 0.1 + ((k + 1) * (w - 0.4)) / 4,
          t + h / panels - 0.1,
          recess + 0.01,
        ),
      );
  }
  return out;
}
