/** Garden furniture and boundaries: fences, parasols, loungers, planters, a shed. */
import { shade } from "../core/color";
import { box, type Box, boxOf, contactShadow, type Ctx, cylinder } from "../core/draw";
import { grassTuft } from "../core/plants";
import { v3, type Vec3 } from "../core/space";
import { walls } from "./facade";
import { gableFront } from "./roofs";

/** A wooden fence line along z at x (or along x at z when `alongX`). */
export function fence(
  ctx: Ctx,
  from: number,
  to: number,
  at: number,
  alongX: boolean,
  color = "#8a6a4c",
  h = 1.8,
): string {
  const b = alongX ? boxOf(from, 0, at, to, h, at + 0.05) : boxOf(at, 0, from, at + 0.05, h, to);
  let out = walls(ctx, b, { kind: "cladding", color });
  for (let k = from; k <= to; k += 1.8) {
    const post = alongX
      ? boxOf(k, 0, at - 0.05, k + 0.09, h + 0.05, at + 0.1)
      : boxOf(at - 0.05, 0, k, at + 0.1, h + 0.05, k + 0.09);
    out += box(ctx, post, shade(color, -0.15));
  }
  return out;
}

export function parasol(ctx: Ctx, p: Vec3, cloth: string): string {
  return (
    cylinder(ctx, p, 0.2, 0.2, 0.06, "#4a4a4a") +
    cylinder(ctx, v3(p.x, 0.06, p.z), 0.02, 0.02, 2.2, "#d8d2c6") +
    cylinder(ctx, v3(p.x, 1.95, p.z), 1.35, 0.04, 0.45, cloth)
  );
}

/** Sun lounger with its back raised, head towards +z. */
export function lounger(ctx: Ctx, x: number, z: number, frame: string, cushion: string): string {
  const b = boxOf(x, 0, z, x + 0.7, 0.32, z + 1.9);
  return (
    contactShadow(ctx, b, 0.05, 0.25) +
    box(ctx, boxOf(x, 0.05, z, x + 0.7, 0.3, z + 1.9), frame) +
    box(ctx, boxOf(x + 0.04, 0.3, z + 0.05, x + 0.66, 0.38, z + 1.35), cushion) +
    box(ctx, boxOf(x + 0.04, 0.3, z + 1.35, x + 0.66, 0.85, z + 1.75), cushion)
  );
}

/** A square planter box with ornamental grasses. */
export function planter(ctx: Ctx, b: Box, color: string): string {
  let out = contactShadow(ctx, b, 0.03, 0.25) + box(ctx, b, color);
  for (let i = 0; i < 3; i++)
    out += grassTuft(
      ctx,
      v3(b.x0 + ((b.x1 - b.x0) * (i + 0.5)) / 3, b.y1, (b.z0 + b.z1) / 2),
      0.7,
      ctx.rng.pick(["#a7a86a", "#8fa35f", "#b9aa78"]),
    );
  return out;
}

/** Small garden shed in vertical boards with a pitched roof. */
export function shed(ctx: Ctx, b: Box, wood: string): string {
  const m = { kind: "cladding", color: wood } as const;
  return (
    walls(ctx, b, m, ["left", "right"]) +
    gableFront(ctx, b, { pitch: 30, overhang: 0.2, color: "#3c3e43", row: 0.2, trim: shade(wood, -0.2) }, m)
  );
}
