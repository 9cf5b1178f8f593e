/** Bedroom furniture: a made bed, bedside tables and a wardrobe. */
import { shade } from "../core/color";
import { box, type Box, boxOf, contactShadow, type Ctx, flat } from "../core/draw";
import { v3 } from "../core/space";
import { path } from "../core/svg";
import { tableLamp } from "./decor";

/** Bed with headboard, mattress, duvet, pillows and a throw at the foot. */
export function bed(
  ctx: Ctx,
  x: number,
  zHead: number,
  w: number,
  linen: string,
  throwColor: string,
  head: string,
  pillows: readonly string[],
): string {
  const l = 2.1;
  const z0 = zHead - l;
  let out = contactShadow(ctx, boxOf(x, 0, z0, x + w, 0.4, zHead), 0.08, 0.4);
  out += box(ctx, boxOf(x - 0.08, 0, zHead, x + w + 0.08, 1.15, zHead + 0.1), head);
  pillows.forEach((p, i) => {
    const n = pillows.length;
    const pw = (w - 0.1) / Math.min(2, n);
    const px = x + 0.05 + (i % 2) * pw;
    const back = i < 2;
    out += box(
      ctx,
      boxOf(
        px + 0.03,
        0.55,
        zHead - (back ? 0.18 : 0.34),
        px + pw - 0.03,
        back ? 0.9 : 0.8,
        zHead - (back ? 0.02 : 0.2),
      ),
      p,
    );
  });
  out += box(ctx, boxOf(x, 0, z0, x + w, 0.3, zHead), shade(head, -0.1));
  out += box(ctx, boxOf(x + 0.02, 0.3, z0 + 0.02, x + w - 0.02, 0.52, zHead - 0.02), "#f4f2ee");
  out += box(ctx, boxOf(x - 0.04, 0.3, z0 - 0.03, x + w + 0.04, 0.6, zHead - 0.45), linen);
  out += box(ctx, boxOf(x - 0.05, 0.4, z0 + 0.35, x + w + 0.05, 0.615, z0 + 0.85), throwColor, {}, ["front"]);
  return out;
}

export function nightstand(ctx: Ctx, x: number, z: number, color: string, lampBase: string): string {
  const b = boxOf(x, 0, z, x + 0.45, 0.55, z + 0.4);
  return (
    contactShadow(ctx, b, 0.03, 0.3) +
    box(ctx, b, color) +
    flat(
      ctx,
      [
        v3(x + 0.04, 0.3, z - 0.001),
        v3(x + 0.41, 0.3, z - 0.001),
        v3(x + 0.41, 0.31, z - 0.001),
        v3(x + 0.04, 0.31, z - 0.001),
      ],
      shade(color, -0.35),
    ) +
    tableLamp(ctx, v3(x + 0.22, 0.55, z + 0.22), lampBase)
  );
}

/** Tall cupboard; `side` says whether its doors face the viewer (z) or the room's middle from the left wall (x). */
export function wardrobe(ctx: Ctx, b: Box, color: string, doors: number, side: "z" | "x" = "z"): string {
  let out = contactShadow(ctx, b, 0.02, 0.25) + box(ctx, b, color);
  for (let i = 1; i < doors; i++) {
    const k = i / doors;
    const seam =
      side === "z"
        ? [v3(b.x0 + (b.x1 - b.x0) * k, 0.05, b.z0 - 0.001), v3(b.x0 + (b.x1 - b.x0) * k, b.y1 - 0.03, b.z0 - 0.001)]
        : [v3(b.x1 + 0.001, 0.05, b.z0 + (b.z1 - b.z0) * k), v3(b.x1 + 0.001, b.y1 - 0.03, b.z0 + (b.z1 - b.z0) * k)];
    const [a, c] = seam;
    if (a === undefined || c === undefined) continue;
    const p = ctx.cam.project(a);
    const q = ctx.cam.project(c);
    if (p !== null && q !== null)
      out += path(`M${p.x.toFixed(1)} ${p.y.toFixed(1)} L${q.x.toFixed(1)} ${q.y.toFixed(1)}`, {
        stroke: shade(color, -0.35),
        "stroke-width": 1.2,
      });
  }
  return out;
}
