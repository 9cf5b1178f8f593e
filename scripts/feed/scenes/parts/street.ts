/** Street furniture and the ground along a street running parallel to x. */
import { shade } from "../core/color";
import { box, boxOf, type Ctx, cylinder, flat } from "../core/draw";
import { tiles } from "../core/patterns";
import { frame, v3 } from "../core/space";
import { circle } from "../core/svg";
import { textured } from "../core/texture";
import { bluestone } from "./palette";

export interface StreetLayout {
  /** z of the pavement edge on our side (kerb), the far kerb, and the building line. */
  kerb: number;
  farKerb: number;
  /** Width of the pavement on the far (viewer's) side; defaults to 2 m, 0 leaves that side open. */
  farWalk?: number;
  x0: number;
  x1: number;
}

/** Asphalt, kerbs and a tiled pavement up to z = 0 (the building line). */
export function streetGround(ctx: Ctx, s: StreetLayout, paving = "#a9a7a2"): string {
  const asphalt = "#5f6166";
  let out = flat(
    ctx,
    [v3(s.x0, 0, s.farKerb), v3(s.x1, 0, s.farKerb), v3(s.x1, 0, s.kerb), v3(s.x0, 0, s.kerb)],
    shade(asphalt, 0.04),
  );
  const walk = frame(v3(s.x0, 0.12, s.kerb + 0.15), v3(1, 0, 0), v3(0, 0, 1));
  out += textured(
    ctx,
    walk,
    0,
    0,
    s.x1 - s.x0,
    -s.kerb - 0.15,
    tiles(paving, 0.3, 0.3, shade(paving, -0.18), false, 0.04),
  );
  out += box(ctx, boxOf(s.x0, 0, s.kerb, s.x1, 0.12, s.kerb + 0.15), bluestone);
  const walkWidth = s.farWalk ?? 2;
  if (walkWidth <= 0) return out;
  const far = frame(v3(s.x0, 0.12, s.farKerb - 0.15 - walkWidth), v3(1, 0, 0), v3(0, 0, 1));
  out += textured(ctx, far, 0, 0, s.x1 - s.x0, walkWidth, tiles(paving, 0.3, 0.3, shade(paving, -0.18), false, 0.04));
  out += box(ctx, boxOf(s.x0, 0, s.farKerb - 0.15, s.x1, 0.12, s.farKerb), bluestone);
  return out;
}

/** A classic black street lamp on a slim pole. */
export function streetLamp(ctx: Ctx, x: number, z: number, height = 5): string {
  const pole = cylinder(ctx, v3(x, 0, z), 0.07, 0.05, height, "#2e3136");
  const head = cylinder(ctx, v3(x, height - 0.1, z), 0.12, 0.28, 0.45, "#2e3136");
  const p = ctx.cam.project(v3(x, height + 0.05, z));
  const glow =
    p === null
      ? ""
      : circle(p.x, p.y + ctx.cam.pxPerM(v3(x, height, z)) * 0.12, ctx.cam.pxPerM(v3(x, height, z)) * 0.1, {
          fill: "#fff4d8",
          opacity: 0.7,
        });
  return pole + head + glow;
}

/** Tree grate at the foot of a street tree. */
export function treePit(ctx: Ctx, x: number, z: number): string {
  return flat(
    ctx,
    [
      v3(x - 0.6, 0.125, z - 0.6),
      v3(x + 0.6, 0.125, z - 0.6),
      v3(x + 0.6, 0.125, z + 0.6),
      v3(x - 0.6, 0.125, z + 0.6),
    ],
    "#4b4740",
  );
}
