/** Photographic finishing touches: lens vignette and a gentle light bloom. */
import type { Ctx } from "./draw";
import { sunOnScreen } from "./sky";
import { HEIGHT, rect, WIDTH } from "./svg";

export function vignette(ctx: Ctx, strength = 0.32): string {
  const fill = ctx.svg.radial(
    [
      [0.55, "#000000", 0],
      [1, "#0b0d14", strength],
    ],
    WIDTH / 2,
    HEIGHT / 2,
    WIDTH * 0.72,
    0.8,
  );
  return rect(0, 0, WIDTH, HEIGHT, { fill });
}

/** Warm haze on the sun side of an outdoor picture. */
export function bloom(ctx: Ctx, amount = 0.18): string {
  const sun = sunOnScreen(ctx);
  const fill = ctx.svg.radial(
    [
      [0, ctx.env.glow, amount],
      [1, ctx.env.glow, 0],
    ],
    sun.x,
    sun.y,
    WIDTH * 0.9,
    0.8,
  );
  return rect(0, 0, WIDTH, HEIGHT, { fill });
}

/** A soft overall tint, e.g. warm afternoon light indoors. */
export function tint(color: string, opacity: number): string {
  return rect(0, 0, WIDTH, HEIGHT, { fill: color, opacity });
}
