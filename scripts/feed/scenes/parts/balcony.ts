/** Balconies sticking out of a facade, with glass, barred or solid balustrades. */
import { box, type Ctx, flat } from "../core/draw";
import { lit } from "../core/light";
import { at, type Frame, scale, v3, type Vec3 } from "../core/space";
import { boxFrom } from "./facade";

export type Rail = "glass" | "bars" | "solid";

/** Balcony slab with balustrade, sticking out of facade f at height t. */
export function balcony(
  ctx: Ctx,
  f: Frame,
  s: number,
  t: number,
  w: number,
  depth: number,
  rail: Rail,
  slab: string,
  railColor: string,
): string {
  const slabBox = boxFrom(f, s, t - 0.22, s + w, t, depth);
  let out = box(ctx, slabBox, slab);
  const front = [at(f, s, t, depth), at(f, s + w, t, depth), at(f, s + w, t + 1.05, depth), at(f, s, t + 1.05, depth)];
  const left = [at(f, s, t, 0), at(f, s, t, depth), at(f, s, t + 1.05, depth), at(f, s, t + 1.05, 0)];
  const right = [at(f, s + w, t, depth), at(f, s + w, t, 0), at(f, s + w, t + 1.05, 0), at(f, s + w, t + 1.05, depth)];
  const sides = [left, right, front];
  if (rail === "solid") return out + sides.map((q) => flat(ctx, q, lit(ctx.env, railColor, f.n))).join("");
  if (rail === "glass") {
    out += sides
      .map((q) =>
        flat(ctx, q, "#cfe2ea", {
          opacity: 0.32,
          stroke: "#eef6f8",
          "stroke-width": 0.8,
          "stroke-opacity": 0.6,
        }),
      )
      .join("");
  } else {
    const n = Math.round(w / 0.13);
    for (let i = 0; i <= n; i++) {
      out += flat(
        ctx,
        [
          at(f, s + (i * w) / n - 0.012, t, depth),
          at(f, s + (i * w) / n + 0.012, t, depth),
          at(f, s + (i * w) / n + 0.012, t + 1.0, depth),
          at(f, s + (i * w) / n - 0.012, t + 1.0, depth),
        ],
        lit(ctx.env, railColor, f.n),
      );
    }
  }
  const railTop = boxFrom(f, s, t + 1.0, s + w, t + 1.06, depth + 0.02, -depth + 0.05);
  return out + box(ctx, railTop, railColor);
}

export const offset = (p: Vec3, f: Frame, out: number): Vec3 =>
  v3(p.x + f.n.x * out, p.y + f.n.y * out, p.z + f.n.z * out);
export const along = (f: Frame, k: number): Vec3 => scale(f.u, k);
