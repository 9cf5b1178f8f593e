/** Indoor plants, lamps and small decor. */
import { shade, vary } from "../core/color";
import { boxOf, contactShadow, type Ctx, cylinder } from "../core/draw";
import { crown } from "../core/plants";
import { v3, type Vec3 } from "../core/space";
import { ellipse, path } from "../core/svg";

export function vase(ctx: Ctx, p: Vec3, color: string, h = 0.3): string {
  return cylinder(ctx, p, 0.06, 0.09, h, color) + stems(ctx, v3(p.x, p.y + h, p.z), 0.35);
}

function stems(ctx: Ctx, p: Vec3, h: number): string {
  const s = ctx.cam.project(p);
  if (s === null) return "";
  const k = ctx.cam.pxPerM(p) * h;
  let out = "";
  for (let i = 0; i < 7; i++) {
    const dx = ctx.rng.range(-0.5, 0.5) * k;
    out += path(
      `M${s.x.toFixed(1)} ${s.y.toFixed(1)} Q${(s.x + dx * 0.3).toFixed(1)} ${(s.y - k * 0.6).toFixed(1)} ${(s.x + dx).toFixed(1)} ${(s.y - k * ctx.rng.range(0.7, 1)).toFixed(1)}`,
      { stroke: "#7b8a5c", "stroke-width": 1.4, fill: "none" },
    );
    out += ellipse(s.x + dx, s.y - k * 0.85, k * 0.05, k * 0.1, {
      fill: ctx.rng.pick(["#c9b48a", "#e8e0cf", "#9c8a6a"]),
    });
  }
  return out;
}

export type PlantKind = "fig" | "palm" | "snake" | "olive";

/** Potted house plant. */
export function plant(ctx: Ctx, base: Vec3, height: number, kind: PlantKind, pot = "#e9e4dc"): string {
  let out = contactShadow(
    ctx,
    boxOf(base.x - 0.22, base.y, base.z - 0.22, base.x + 0.22, base.y + 0.3, base.z + 0.22),
    0.05,
    0.35,
  );
  out += cylinder(ctx, base, 0.16, 0.21, 0.38, pot);
  const top = v3(base.x, base.y + 0.38, base.z);
  const s = ctx.cam.project(top);
  if (s === null) return out;
  const k = ctx.cam.pxPerM(top) * height;
  const greens: [string, string, string] = ["#2f4d2c", "#4f7a3c", "#86a85a"];
  if (kind === "olive") {
    out += path(`M${s.x} ${s.y} L${s.x} ${s.y - k * 0.55}`, { stroke: "#5a4a3c", "stroke-width": k * 0.025 });
    return out + crown(ctx, s.x, s.y - k * 0.7, k * 0.28, k * 0.26, ["#58664a", "#7d8c66", "#aab592"], 0.7);
  }
  if (kind === "fig") {
    out += path(`M${s.x} ${s.y} L${s.x} ${s.y - k * 0.9}`, { stroke: "#5a4a3c", "stroke-width": k * 0.02 });
  }
  const leaves = kind === "fig" ? 26 : kind === "palm" ? 8 : 14;
  for (let i = 0; i < leaves; i++) {
    const tone = vary(greens[i % 3] ?? "#4f7a3c", 0.08, ctx.rng.next);
    if (kind === "snake") {
      const x = s.x + ctx.rng.range(-0.1, 0.1) * k;
      const hh = k * ctx.rng.range(0.5, 1);
      const lean = ctx.rng.range(-0.12, 0.12) * k;
      out += path(
        `M${(x - k * 0.03).toFixed(1)} ${s.y} Q${(x + lean).toFixed(1)} ${(s.y - hh * 0.5).toFixed(1)} ${(x + lean).toFixed(1)} ${(s.y - hh).toFixed(1)} Q${(x + lean + k * 0.05).toFixed(1)} ${(s.y - hh * 0.5).toFixed(1)} ${(x + k * 0.03).toFixed(1)} ${s.y} Z`,
        { fill: tone, stroke: "#b9b46a", "stroke-width": 0.8 },
      );
    } else if (kind === "palm") {
      out += frond(ctx, s.x, s.y, k, tone);
    } else {
      const t = ctx.rng.range(0.25, 1);
      const lx = s.x + ctx.rng.range(-0.28, 0.28) * k * (1.2 - t * 0.6);
      const ly = s.y - t * k;
      out += ellipse(lx, ly, k * 0.07, k * 0.11, {
        fill: tone,
        transform: `rotate(${ctx.rng.range(-50, 50).toFixed(0)} ${lx.toFixed(1)} ${ly.toFixed(1)})`,
      });
    }
  }
  return out;
}

/** A palm frond: an arching stem with narrow leaflets on both sides. */
function frond(ctx: Ctx, x: number, y: number, k: number, tone: string): string {
  const a = -Math.PI / 2 + ctx.rng.range(-1.1, 1.1);
  const len = k * ctx.rng.range(0.55, 0.9);
  const ex = x + Math.cos(a) * len;
  const ey = y - k * 0.15 + Math.sin(a) * len * 0.7;
  const cx = x + Math.cos(a) * len * 0.35;
  const cy = y - len * 0.85;
  let out = path(
    `M${x.toFixed(1)} ${y.toFixed(1)} Q${cx.toFixed(1)} ${cy.toFixed(1)} ${ex.toFixed(1)} ${ey.toFixed(1)}`,
    { stroke: shade(tone, -0.2), "stroke-width": Math.max(1, k * 0.008), fill: "none" },
  );
  for (let i = 3; i < 16; i++) {
    const t = i / 16;
    const px = (1 - t) * (1 - t) * x + 2 * (1 - t) * t * cx + t * t * ex;
    const py = (1 - t) * (1 - t) * y + 2 * (1 - t) * t * cy + t * t * ey;
    const l = k * 0.16 * (1 - t * 0.6);
    for (const side of [-1, 1]) {
      const ang = (Math.atan2(ey - cy, ex - cx) * 180) / Math.PI + side * 55 + 20;
      out += ellipse(
        px + (Math.cos((ang * Math.PI) / 180) * l) / 2,
        py + (Math.sin((ang * Math.PI) / 180) * l) / 2,
        l / 2,
        Math.max(1, k * 0.012),
        {
          fill: tone,
          transform: `rotate(${ang.toFixed(0)} ${(px + (Math.cos((ang * Math.PI) / 180) * l) / 2).toFixed(1)} ${(py + (Math.sin((ang * Math.PI) / 180) * l) / 2).toFixed(1)})`,
        },
      );
    }
  }
  return out;
}

/** Floor lamp with a fabric drum shade. */
export function floorLamp(ctx: Ctx, p: Vec3, shadeColor = "#efe7da"): string {
  return (
    contactShadow(ctx, boxOf(p.x - 0.2, 0, p.z - 0.2, p.x + 0.2, 0.1, p.z + 0.2), 0.02, 0.3) +
    cylinder(ctx, p, 0.16, 0.16, 0.03, "#2d2c2b") +
    cylinder(ctx, v3(p.x, 0.03, p.z), 0.015, 0.015, 1.35, "#2d2c2b") +
    cylinder(ctx, v3(p.x, 1.3, p.z), 0.24, 0.18, 0.32, shadeColor, "#fff3da")
  );
}

export function tableLamp(ctx: Ctx, p: Vec3, base: string, shadeColor = "#f1eadf"): string {
  return (
    cylinder(ctx, p, 0.08, 0.05, 0.28, base) +
    cylinder(ctx, v3(p.x, p.y + 0.28, p.z), 0.17, 0.12, 0.22, shadeColor, "#fff3da")
  );
}

/** A pendant hanging from the ceiling at height `y`: dome or globe. */
export function pendant(ctx: Ctx, p: Vec3, ceiling: number, kind: "dome" | "globe", color: string): string {
  const top = ctx.cam.project(v3(p.x, ceiling, p.z));
  const s = ctx.cam.project(p);
  if (top === null || s === null) return "";
  const k = ctx.cam.pxPerM(p);
  let out = path(`M${top.x.toFixed(1)} ${top.y.toFixed(1)} L${s.x.toFixed(1)} ${s.y.toFixed(1)}`, {
    stroke: "#2b2b2b",
    "stroke-width": 1.2,
  });
  if (kind === "globe") {
    const fill = ctx.svg.radialBox([
      [0, "#fffaf0"],
      [0.7, "#f6ead2"],
      [1, "#e0d2b8"],
    ]);
    return out + ellipse(s.x, s.y + k * 0.14, k * 0.15, k * 0.15, { fill });
  }
  const r = k * 0.22;
  out += path(
    `M${(s.x - r).toFixed(1)} ${(s.y + r * 0.8).toFixed(1)} Q${(s.x - r).toFixed(1)} ${s.y.toFixed(1)} ${s.x.toFixed(1)} ${s.y.toFixed(1)} Q${(s.x + r).toFixed(1)} ${s.y.toFixed(1)} ${(s.x + r).toFixed(1)} ${(s.y + r * 0.8).toFixed(1)} Z`,
    { fill: color },
  );
  return out + ellipse(s.x, s.y + r * 0.8, r, r * 0.18, { fill: "#fff3d6" });
}
