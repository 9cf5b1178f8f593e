/** Ground surfaces: lawns with mowing stripes, gravel, paving, fields. */
import { mix, shade } from "./color";
import { type Ctx, flat } from "./draw";
import { lit } from "./light";
import { tiles } from "./patterns";
import { frame, v3 } from "./space";
import { textured } from "./texture";

const up = v3(0, 1, 0);

/** A lawn between x0..x1 and z0..z1 with mowing stripes running away from the viewer. */
export function lawn(ctx: Ctx, x0: number, x1: number, z0: number, z1: number, stripe = 1.2, y = 0): string {
  const [dark, light] = ctx.env.grass;
  const base = lit(ctx.env, mix(dark, light, 0.5), up);
  let out = flat(ctx, [v3(x0, y, z0), v3(x1, y, z0), v3(x1, y, z1), v3(x0, y, z1)], base);
  const tone = lit(ctx.env, light, up);
  for (let x = x0; x < x1; x += stripe * 2) {
    out += flat(ctx, [v3(x, y, z0), v3(x + stripe, y, z0), v3(x + stripe, y, z1), v3(x, y, z1)], tone, {
      opacity: 0.35,
    });
  }
  return out;
}

/** A plain ground patch (gravel, soil, asphalt...). */
export function patch(ctx: Ctx, x0: number, x1: number, z0: number, z1: number, color: string, y = 0.005): string {
  return flat(ctx, [v3(x0, y, z0), v3(x1, y, z0), v3(x1, y, z1), v3(x0, y, z1)], lit(ctx.env, color, up));
}

/** Paved area with tiles or klinkers. */
export function paving(
  ctx: Ctx,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  color: string,
  tw = 0.3,
  th = 0.3,
  stagger = false,
  y = 0.01,
): string {
  const f = frame(v3(x0, y, z0), v3(1, 0, 0), v3(0, 0, 1));
  return textured(ctx, f, 0, 0, x1 - x0, z1 - z0, tiles(color, tw, th, shade(color, -0.2), stagger, 0.05));
}

/** Far fields from the horizon down, hazy at the horizon; scenes draw nearer ground over it. */
export function farGround(ctx: Ctx, tone?: string): string {
  const base = tone ?? ctx.env.grass[0];
  const y = ctx.cam.horizon;
  const fill = ctx.svg.linear(
    [
      [0, mix(base, ctx.env.haze, 0.55)],
      [0.25, mix(base, ctx.env.haze, 0.2)],
      [1, shade(base, -0.1)],
    ],
    0,
    y,
    0,
    y + 400,
  );
  return `<rect x="0" y="${Math.round(y - 1)}" width="1600" height="${Math.round(1068 - y)}" fill="${fill}"/>`;
}
