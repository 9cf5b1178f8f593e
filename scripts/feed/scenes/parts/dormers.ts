/** Flat-roofed dormers and roof windows on the street-side slope of a pitched roof. */
import { shade } from "../core/color";
import { box, type Box, boxOf, type Ctx, face } from "../core/draw";
import { frame, v3, type Vec3 } from "../core/space";
import { glass, type Material, wallPart, windowOn } from "./facade";
import { rad, type RoofSpec } from "./roofs";

export interface DormerSpec {
  x: number;
  w: number;
  h: number;
  setback: number;
  wall: Material;
  cheek: string;
  frame: string;
}

/** Flat-roofed dormer on the street-side slope of a ridgeAlongX roof over box b. */
export function dormer(ctx: Ctx, b: Box, r: RoofSpec, d: DormerSpec): string {
  const tan = Math.tan(rad(r.pitch));
  const zf = b.z0 + d.setback;
  const y0 = b.y1 + d.setback * tan;
  const y1 = y0 + d.h;
  const zb = b.z0 + (y1 - b.y1) / tan;
  const cheekL = [v3(d.x, y0, zf), v3(d.x, y1, zf), v3(d.x, y1, zb)];
  const cheekR = [v3(d.x + d.w, y1, zb), v3(d.x + d.w, y1, zf), v3(d.x + d.w, y0, zf)];
  let out = face(ctx, cheekL, v3(-1, 0, 0), d.cheek) + face(ctx, cheekR, v3(1, 0, 0), d.cheek);
  const front = frame(v3(d.x, y0, zf), v3(1, 0, 0), v3(0, 1, 0));
  out += wallPart(ctx, front, 0, 0, d.w, d.h, d.wall);
  out += windowOn(
    ctx,
    front,
    {
      s: 0.18,
      t: 0.12,
      w: d.w - 0.36,
      h: d.h - 0.3,
      frame: d.frame,
      glazing: d.w > 2.2 ? "grid" : "casement",
      depth: 0.08,
    },
    d.wall.kind === "render" ? d.wall.color : d.cheek,
  );
  out += box(ctx, boxOf(d.x - 0.12, y1, zf - 0.12, d.x + d.w + 0.12, y1 + 0.2, zb), {
    front: d.cheek,
    side: d.cheek,
    top: "#6d6e70",
    bottom: shade(d.cheek, -0.2),
  });
  return out;
}

/** A roof window lying in the street-side slope of a ridgeAlongX roof. */
export function roofWindow(ctx: Ctx, b: Box, r: RoofSpec, x: number, up: number, w: number, h: number): string {
  const p = rad(r.pitch);
  const base = v3(x, b.y1 + up * Math.sin(p), b.z0 + up * Math.cos(p));
  const f = frame(base, v3(1, 0, 0), v3(0, Math.sin(p), Math.cos(p)));
  const q = (s0: number, t0: number, s1: number, t1: number, out: number): Vec3[] =>
    [0, 1, 2, 3].map((i) => {
      const s = i === 0 || i === 3 ? s0 : s1;
      const t = i < 2 ? t0 : t1;
      return v3(
        f.origin.x + f.u.x * s + f.v.x * t + f.n.x * out,
        f.origin.y + f.v.y * t + f.n.y * out,
        f.origin.z + f.v.z * t + f.n.z * out,
      );
    });
  return face(ctx, q(0, 0, w, h, 0.06), f.n, "#3c3f44") + glass(ctx, q(0.07, 0.07, w - 0.07, h - 0.07, 0.07));
}
