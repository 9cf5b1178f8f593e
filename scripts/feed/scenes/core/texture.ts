/** Mapping repeating textures onto planes in perspective, piece by nearly-affine piece. */
import type { Ctx } from "./draw";
import { lit } from "./light";
import { createRng, hashString, type Rng } from "./rng";
import { at, type Frame, type Vec3 } from "./space";
import { HEIGHT, poly, WIDTH } from "./svg";

/** Metres, written with millimetre precision. */
export const m = (n: number): string => (Math.round(n * 1000) / 1000).toString();

type Tint = (color: string) => string;

/** A repeating tile in metres; y of the tile runs along the frame's v axis. */
export interface Texture {
  key: string;
  w: number;
  h: number;
  base: string;
  draw: (tint: Tint, rng: Rng) => string;
}

function patternUrl(ctx: Ctx, tex: Texture, tint: Tint): string {
  return ctx.svg.defOnce(`pat${tex.key}${tint("#808080")}${tint("#c0a080")}`, (id) => {
    const rng = createRng(hashString(tex.key));
    return `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${m(tex.w)}" height="${m(tex.h)}">${tex.draw(tint, rng)}</pattern>`;
  });
}

function ratio(ctx: Ctx, a: Vec3, b: Vec3): number {
  const da = Math.max(0.15, ctx.cam.depth(a));
  const db = Math.max(0.15, ctx.cam.depth(b));
  return Math.max(da, db) / Math.min(da, db);
}

/** How finely to split a textured rectangle so that each piece is nearly affine. */
function cellGrid(ctx: Ctx, f: Frame, s0: number, t0: number, s1: number, t1: number, out: number): [number, number] {
  const c = (s: number, t: number): Vec3 => at(f, s, t, out);
  const ru = Math.max(ratio(ctx, c(s0, t0), c(s1, t0)), ratio(ctx, c(s0, t1), c(s1, t1)));
  const rv = Math.max(ratio(ctx, c(s0, t0), c(s0, t1)), ratio(ctx, c(s1, t0), c(s1, t1)));
  let nu = Math.min(24, Math.max(1, Math.ceil((ru - 1) / 0.04)));
  let nv = Math.min(24, Math.max(1, Math.ceil((rv - 1) / 0.04)));
  while (nu * nv > 140) {
    if (nu > nv) nu -= 1;
    else nv -= 1;
  }
  return [nu, nv];
}

export interface TextureOptions {
  /** Polygon (in space) to clip the texture to, e.g. a gable triangle. */
  clip?: readonly Vec3[];
  /** Normal used for lighting; defaults to the frame's. */
  normal?: Vec3;
  out?: number;
}

/** Fills the rectangle [s0,s1]x[t0,t1] of a frame with a texture, lit and in perspective. */
export function textured(
  ctx: Ctx,
  f: Frame,
  s0: number,
  t0: number,
  s1: number,
  t1: number,
  tex: Texture,
  options: TextureOptions = {},
): string {
  const normal = options.normal ?? f.n;
  const first = at(f, s0, t0, options.out);
  if (!ctx.cam.sees(first, normal)) return "";
  const tint: Tint = (c) => lit(ctx.env, c, normal);
  const url = patternUrl(ctx, tex, tint);
  const out = options.out ?? 0;
  const [nu, nv] = cellGrid(ctx, f, s0, t0, s1, t1, out);
  const outline = options.clip ?? [at(f, s0, t0, out), at(f, s1, t0, out), at(f, s1, t1, out), at(f, s0, t1, out)];
  const screenOutline = ctx.cam.polygon(outline);
  let cells = "";
  for (let i = 0; i < nu; i++) {
    for (let j = 0; j < nv; j++) {
      const sa = s0 + ((s1 - s0) * i) / nu;
      const sb = s0 + ((s1 - s0) * (i + 1)) / nu;
      const ta = t0 + ((t1 - t0) * j) / nv;
      const tb = t0 + ((t1 - t0) * (j + 1)) / nv;
      cells += affineCell(ctx, f, out, sa, ta, sb, tb, url);
    }
  }
  const clipUrl = ctx.svg.clip(poly(screenOutline, {}));
  return poly(screenOutline, { fill: tint(tex.base) }) + `<g clip-path="${clipUrl}">${cells}</g>`;
}

/** One nearly-affine piece of a textured plane; pieces that are huge on screen are split further. */
function affineCell(
  ctx: Ctx,
  f: Frame,
  out: number,
  sa: number,
  ta: number,
  sb: number,
  tb: number,
  url: string,
  level = 0,
): string {
  const corners = [at(f, sa, ta, out), at(f, sb, ta, out), at(f, sa, tb, out), at(f, sb, tb, out)];
  if (Math.min(...corners.map((c) => ctx.cam.depth(c))) < 0.8) return "";
  const [p00, p10, p01, p11] = corners.map((c) => ctx.cam.project(c));
  if (p00 == null || p10 == null || p01 == null || p11 == null) return "";
  const xs = [p00.x, p10.x, p01.x, p11.x];
  const ys = [p00.y, p10.y, p01.y, p11.y];
  if (Math.max(...xs) < -20 || Math.min(...xs) > WIDTH + 20 || Math.max(...ys) < -20 || Math.min(...ys) > HEIGHT + 20)
    return "";
  if (Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)) > 700 && level < 4) {
    const sm = (sa + sb) / 2;
    const tm = (ta + tb) / 2;
    return [
      [sa, ta, sm, tm],
      [sm, ta, sb, tm],
      [sa, tm, sm, tb],
      [sm, tm, sb, tb],
    ]
      .map(([a = 0, b = 0, c = 0, d = 0]) => affineCell(ctx, f, out, a, b, c, d, url, level + 1))
      .join("");
  }
  const a = (p10.x - p00.x) / (sb - sa);
  const b = (p10.y - p00.y) / (sb - sa);
  const c = (p01.x - p00.x) / (tb - ta);
  const d = (p01.y - p00.y) / (tb - ta);
  const e = p00.x - a * sa - c * ta;
  const g = p00.y - b * sa - d * ta;
  const eps = 0.002 * Math.max(Math.abs(sb - sa), Math.abs(tb - ta));
  const k = (n: number): string => (Math.round(n * 10000) / 10000).toString();
  return `<rect x="${m(sa - eps)}" y="${m(ta - eps)}" width="${m(sb - sa + 2 * eps)}" height="${m(tb - ta + 2 * eps)}" fill="${url}" transform="matrix(${k(a)} ${k(b)} ${k(c)} ${k(d)} ${k(e)} ${k(g)})"/>`;
}
