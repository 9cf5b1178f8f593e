/** Trees, shrubs, grasses and hedges, drawn as lit billboards standing in the scene. */
import { mix, shade, vary } from "./color";
import { box, type Box, castShadow, type Ctx } from "./draw";
import { leaves } from "./patterns";
import { add, frame, v3, type Vec3 } from "./space";
import { circle, ellipse, group, path, type Pt } from "./svg";
import { textured } from "./texture";

export type TreeKind = "round" | "poplar" | "birch" | "young" | "conifer";

/** Screen-space direction the light comes from (for highlights on billboards). */
function lightDir(ctx: Ctx): Pt {
  const v = ctx.cam.view(add(ctx.cam.pos, ctx.env.sun));
  const len = Math.hypot(v.x, v.y) || 1;
  return { x: v.x / len, y: -Math.max(0.3, v.y) / len };
}

function foliageTones(ctx: Ctx, depthFade: number): [string, string, string] {
  const { env, rng } = ctx;
  const [d, m, l] = env.foliage;
  const autumnGreen = env.season === "autumn" && rng.chance(0.4);
  const tones: [string, string, string] = autumnGreen ? ["#3d4a27", "#6f7a34", "#b7a34a"] : [d, m, l];
  return tones.map((c) => mix(vary(c, 0.08, rng.next), env.haze, depthFade)) as [string, string, string];
}

/** Leafy crown inside an ellipse: a few clumps, each a dark core, mid body and sunlit top. */
export function crown(
  ctx: Ctx,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  tones: readonly [string, string, string],
  density = 1,
): string {
  const { rng } = ctx;
  const light = lightDir(ctx);
  const clumps = Array.from({ length: Math.max(4, Math.round(8 * density)) }, () => {
    const a = rng.range(0, Math.PI * 2);
    const d = Math.sqrt(rng.next()) * 0.6;
    return {
      x: cx + Math.cos(a) * d * rx,
      y: cy + Math.sin(a) * d * ry,
      r: Math.min(rx, ry) * rng.range(0.38, 0.55),
    };
  });
  const layers: [string, number, number, number][] = [
    [tones[0], 0, 0.3, 14],
    [mix(tones[0], tones[1], 0.6), 0.12, 0.24, 14],
    [tones[1], 0.28, 0.2, 14],
    [mix(tones[1], tones[2], 0.55), 0.48, 0.12, 12],
  ];
  return layers
    .map(([fill, shift, size, n]) => {
      let out = "";
      for (const c of clumps) {
        for (let i = 0; i < n; i++) {
          const a = rng.range(0, Math.PI * 2);
          const d = Math.sqrt(rng.next()) * (1 - size);
          const x = c.x + Math.cos(a) * d * c.r * (rx / Math.min(rx, ry)) + light.x * shift * c.r;
          const y = c.y + Math.sin(a) * d * c.r * (ry / Math.min(rx, ry)) + light.y * shift * c.r;
          out += circle(x, y, c.r * size * rng.range(0.5, 1.2), { fill });
        }
      }
      return out;
    })
    .join("");
}

export interface TreeOptions {
  kind?: TreeKind;
  fade?: number;
}

/** A tree standing at `base` (on the ground), `height` metres tall. */
export function tree(ctx: Ctx, base: Vec3, height: number, options: TreeOptions = {}): string {
  const p = ctx.cam.project(base);
  if (p === null) return "";
  const k = ctx.cam.pxPerM(base);
  const kind = options.kind ?? "round";
  const tones = foliageTones(ctx, options.fade ?? 0);
  const h = height * k;
  const trunkColor = kind === "birch" ? "#e4e0d6" : mix("#4a3b2f", ctx.env.haze, options.fade ?? 0);
  const shape = crownShape(kind);
  const trunkW = Math.max(1.2, h * (kind === "young" ? 0.012 : kind === "poplar" ? 0.012 : 0.026));
  const top = p.y - h * shape.trunkTop;
  let out = path(
    `M${(p.x - trunkW).toFixed(1)} ${p.y.toFixed(1)} L${(p.x - trunkW * 0.45).toFixed(1)} ${top.toFixed(1)} L${(p.x + trunkW * 0.45).toFixed(1)} ${top.toFixed(1)} L${(p.x + trunkW).toFixed(1)} ${p.y.toFixed(1)} Z`,
    { fill: shade(trunkColor, -0.1) },
  );
  if (kind === "birch")
    out += path(`M${p.x} ${p.y} L${p.x} ${top}`, {
      stroke: "#5b554c",
      "stroke-width": trunkW * 0.3,
      "stroke-dasharray": `${(h * 0.01).toFixed(1)} ${(h * 0.05).toFixed(1)}`,
    });
  const cy = p.y - h * shape.cy;
  if (kind === "conifer") out += conifer(ctx, p.x, p.y - h * 0.08, h * 0.92, h * 0.24, tones);
  else out += crown(ctx, p.x, cy, h * shape.rx, h * shape.ry, tones, shape.density);
  return out;
}

/** Crown centre, radii and trunk height as shares of the tree height. */
function crownShape(kind: TreeKind): {
  cy: number;
  rx: number;
  ry: number;
  trunkTop: number;
  density: number;
} {
  switch (kind) {
    case "poplar":
      return { cy: 0.56, rx: 0.12, ry: 0.42, trunkTop: 0.45, density: 1.3 };
    case "birch":
      return { cy: 0.62, rx: 0.24, ry: 0.34, trunkTop: 0.75, density: 0.7 };
    case "young":
      return { cy: 0.7, rx: 0.22, ry: 0.26, trunkTop: 0.6, density: 0.6 };
    case "conifer":
      return { cy: 0.5, rx: 0.2, ry: 0.45, trunkTop: 0.2, density: 1 };
    default:
      return { cy: 0.6, rx: 0.34, ry: 0.32, trunkTop: 0.55, density: 1 };
  }
}

function conifer(
  ctx: Ctx,
  x: number,
  baseY: number,
  h: number,
  w: number,
  tones: readonly [string, string, string],
): string {
  let out = "";
  const tiers = 6;
  for (let i = 0; i < tiers; i++) {
    const t = i / tiers;
    const y = baseY - h * t;
    const half = w * (1 - t) * ctx.rng.range(0.85, 1.05);
    const fill = i % 2 === 0 ? tones[0] : tones[1];
    out += path(
      `M${(x - half).toFixed(1)} ${y.toFixed(1)} Q${x} ${(y - h * 0.05).toFixed(1)} ${(x + half).toFixed(1)} ${y.toFixed(1)} L${x} ${(y - h * 0.28).toFixed(1)} Z`,
      { fill },
    );
  }
  return out;
}

/** Shadow of a tree crown on the ground (for shadowLayer). */
export function treeShadow(ctx: Ctx, base: Vec3, height: number, kind: TreeKind = "round"): Pt[] {
  const r = kind === "poplar" ? height * 0.13 : height * (kind === "young" ? 0.2 : 0.3);
  const centre = add(base, v3(0, height * 0.6, 0));
  const ring = Array.from({ length: 16 }, (_, i) => {
    const a = (i / 16) * Math.PI * 2;
    return add(centre, v3(Math.cos(a) * r, Math.sin(a) * r * 1.2, 0));
  });
  return castShadow(ctx, [...ring, add(base, v3(0.1, 0, 0)), add(base, v3(-0.1, 0, 0))], base.y);
}

/** A rounded shrub sitting on the ground; optional flowers. */
export function bush(ctx: Ctx, base: Vec3, width: number, height: number, flowers?: string): string {
  const p = ctx.cam.project(base);
  if (p === null) return "";
  const k = ctx.cam.pxPerM(base);
  const tones = foliageTones(ctx, 0);
  let out = ellipse(p.x, p.y - height * k * 0.06, width * k * 0.4, height * k * 0.1, {
    fill: "#1d231a",
    opacity: 0.22,
  });
  out += crown(ctx, p.x, p.y - height * k * 0.38, width * k * 0.5, height * k * 0.4, tones, 0.55);
  if (flowers !== undefined) {
    for (let i = 0; i < 18; i++) {
      const a = ctx.rng.range(0, Math.PI * 2);
      const d = Math.sqrt(ctx.rng.next()) * 0.85;
      out += circle(
        p.x + Math.cos(a) * d * width * k * 0.45,
        p.y - height * k * (0.5 + Math.sin(a) * d * 0.4),
        Math.max(1, k * 0.035),
        { fill: vary(flowers, 0.1, ctx.rng.next) },
      );
    }
  }
  return out;
}

/** Ornamental grass tuft: fine arching blades. */
export function grassTuft(ctx: Ctx, base: Vec3, height: number, color = "#a7a86a"): string {
  const p = ctx.cam.project(base);
  if (p === null) return "";
  const k = ctx.cam.pxPerM(base) * height;
  let out = "";
  for (let i = 0; i < 22; i++) {
    const lean = ctx.rng.range(-0.55, 0.55);
    const len = ctx.rng.range(0.6, 1) * k;
    const tip = { x: p.x + lean * len * 0.9, y: p.y - len * Math.cos(lean) };
    const fill = vary(i % 3 === 0 ? shade(color, 0.2) : color, 0.12, ctx.rng.next);
    out += path(
      `M${(p.x - 2).toFixed(1)} ${p.y.toFixed(1)} Q${(p.x + lean * len * 0.2).toFixed(1)} ${(p.y - len * 0.6).toFixed(1)} ${tip.x.toFixed(1)} ${tip.y.toFixed(1)} Q${(p.x + lean * len * 0.25 + 3).toFixed(1)} ${(p.y - len * 0.55).toFixed(1)} ${(p.x + 2).toFixed(1)} ${p.y.toFixed(1)} Z`,
      { fill },
    );
  }
  return out;
}

/** A trimmed hedge: a box with leafy texture on every visible side. */
export function hedge(ctx: Ctx, b: Box): string {
  const tones = ctx.env.foliage;
  const tex = leaves([shade(tones[0], -0.05), tones[1], mix(tones[1], tones[2], 0.5)]);
  const front = frame(v3(b.x0, b.y0, b.z0), v3(1, 0, 0), v3(0, 1, 0));
  const left = frame(v3(b.x0, b.y0, b.z1), v3(0, 0, -1), v3(0, 1, 0));
  const right = frame(v3(b.x1, b.y0, b.z0), v3(0, 0, 1), v3(0, 1, 0));
  const top = frame(v3(b.x0, b.y1, b.z0), v3(1, 0, 0), v3(0, 0, 1));
  const w = b.x1 - b.x0;
  const d = b.z1 - b.z0;
  const h = b.y1 - b.y0;
  const sides =
    ctx.cam.pos.x < b.x0
      ? textured(ctx, left, 0, 0, d, h, tex)
      : ctx.cam.pos.x > b.x1
        ? textured(ctx, right, 0, 0, d, h, tex)
        : "";
  const topPart = ctx.cam.pos.y > b.y1 ? textured(ctx, top, 0, 0, w, d, tex) : "";
  return sides + topPart + textured(ctx, front, 0, 0, w, h, tex) + (ctx.cam.pos.z > b.z1 ? box(ctx, b, tones[1]) : "");
}

/** A simple human silhouette, like in an architect's render. */
export function person(ctx: Ctx, base: Vec3, tone: string, height = 1.75): string {
  const p = ctx.cam.project(base);
  if (p === null) return "";
  const k = ctx.cam.pxPerM(base) * height;
  const x = p.x;
  const y = p.y;
  const body = `M${x - k * 0.11} ${y - k * 0.8} Q${x} ${y - k * 0.86} ${x + k * 0.11} ${y - k * 0.8} L${x + k * 0.09} ${y - k * 0.45} L${x + k * 0.07} ${y} L${x + k * 0.02} ${y} L${x} ${y - k * 0.4} L${x - k * 0.02} ${y} L${x - k * 0.07} ${y} L${x - k * 0.09} ${y - k * 0.45} Z`;
  return group(path(body, { fill: tone }) + circle(x, y - k * 0.91, k * 0.065, { fill: tone }), {
    opacity: 0.85,
  });
}
