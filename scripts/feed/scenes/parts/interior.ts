/** Shared set-up for interior pictures: camera inside the room and indoor light. */
import type { Ctx } from "../core/draw";
import { vignette } from "../core/finish";
import { indoorEnv } from "../core/light";
import type { Rng } from "../core/rng";
import { Camera, v3, type Vec3 } from "../core/space";
import { rect, Svg } from "../core/svg";

export interface View {
  x: number;
  z?: number;
  height?: number;
  yaw: number;
  fov?: number;
  horizon?: number;
}

export function interiorCtx(rng: Rng, view: View, towardsLight: Vec3, warm = false): Ctx {
  const cam = new Camera({
    pos: v3(view.x, view.height ?? 1.3, view.z ?? 0.35),
    yaw: view.yaw,
    fov: view.fov ?? 76,
    horizon: view.horizon ?? 560,
  });
  return { svg: new Svg(), rng, cam, env: indoorEnv(rng, towardsLight, warm) };
}

/** Final touches for interiors: airy light wash, warm tint and a light vignette. */
export function interiorFinish(ctx: Ctx, warm: boolean): string {
  const wash = ctx.svg.linear(
    [
      [0, "#ffffff", 0.1],
      [1, "#ffffff", 0],
    ],
    0,
    0,
    0,
    1067,
  );
  return (
    rect(0, 0, 1600, 1067, { fill: wash }) +
    rect(0, 0, 1600, 1067, { fill: warm ? "#ffb35c" : "#fff2dc", opacity: warm ? 0.07 : 0.04 }) +
    vignette(ctx, 0.22)
  );
}
