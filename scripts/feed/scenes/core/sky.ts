/** Sky, sun glow, clouds, distant tree lines and skylines. */
import { mix, shade } from "./color";
import type { Ctx } from "./draw";
import { add, scale } from "./space";
import { ellipse, group, HEIGHT, path, type Pt, rect, WIDTH } from "./svg";

/** Where the sun sits on screen (it may be outside the frame). */
export function sunOnScreen(ctx: Ctx): Pt {
  const { cam, env } = ctx;
  const v = cam.view(add(cam.pos, scale(env.sun, 1000)));
  const x = v.z > 0.2 ? WIDTH / 2 + (cam.focal * v.x) / v.z : v.x > 0 ? WIDTH * 1.15 : -WIDTH * 0.15;
  const clampedX = Math.max(-WIDTH * 0.2, Math.min(WIDTH * 1.2, x));
  const y = cam.horizon - cam.focal * Math.tan(Math.asin(env.sun.y)) * 0.9;
  return { x: clampedX, y: Math.max(-HEIGHT * 0.15, y) };
}

export function sky(ctx: Ctx, clouds = 5): string {
  const { svg, env, cam } = ctx;
  const [top, mid, low] = env.sky;
  const h = Math.max(200, cam.horizon);
  const fill = svg.linear(
    [
      [0, top],
      [0.55, mid],
      [0.92, low],
      [1, mix(low, "#ffffff", 0.25)],
    ],
    0,
    0,
    0,
    h,
  );
  const sun = sunOnScreen(ctx);
  const glow = svg.radial(
    [
      [0, env.glow, 0.85],
      [0.25, env.glow, 0.4],
      [1, env.glow, 0],
    ],
    sun.x,
    sun.y,
    900,
    0.7,
  );
  return rect(0, 0, WIDTH, HEIGHT, { fill }) + rect(0, 0, WIDTH, HEIGHT, { fill: glow }) + cloudLayer(ctx, clouds);
}

function cloudLayer(ctx: Ctx, count: number): string {
  const { rng, env, cam } = ctx;
  const golden = env.time === "golden";
  const light = ctx.svg.radialBox([
    [0, golden ? "#fff3e2" : "#ffffff", 0.95],
    [0.55, golden ? "#fff0dc" : "#fbfdff", 0.8],
    [1, "#ffffff", 0],
  ]);
  const dark = ctx.svg.radialBox([
    [0, golden ? "#c7aeb0" : "#c2cddc", 0.8],
    [0.6, golden ? "#d6c0bc" : "#d2dbe6", 0.5],
    [1, "#d6dee8", 0],
  ]);
  let out = "";
  for (let i = 0; i < count; i++) {
    const cx = rng.range(-100, WIDTH + 100);
    const cy = rng.range(cam.horizon * 0.1, cam.horizon * 0.7);
    const size = rng.range(80, 200) * (0.45 + cy / Math.max(1, cam.horizon));
    out += cumulus(ctx, cx, cy, size, light, dark);
  }
  for (let i = 0; i < 4; i++) {
    const cy = cam.horizon - rng.range(30, 160);
    out += ellipse(rng.range(0, WIDTH), cy, rng.range(250, 520), rng.range(8, 20), {
      fill: light,
      opacity: 0.45,
    });
  }
  return out;
}

function cumulus(ctx: Ctx, cx: number, cy: number, size: number, light: string, dark: string): string {
  const { rng } = ctx;
  const puffs = rng.int(6, 11);
  let base = ellipse(cx, cy + size * 0.15, size * 1.5, size * 0.32, { fill: dark });
  let highlight = "";
  for (let i = 0; i < puffs; i++) {
    const x = cx + rng.range(-1, 1) * size * 1.1;
    const y = cy - Math.abs(rng.range(-0.5, 0.5)) * size * 0.7;
    const r = rng.range(0.35, 0.65) * size;
    base += ellipse(x, y + r * 0.12, r, r * 0.72, { fill: dark });
    highlight += ellipse(x - r * 0.08, y - r * 0.12, r * 0.9, r * 0.62, { fill: light });
  }
  return group(base + highlight, { opacity: rng.range(0.6, 0.9) });
}

/** A band of distant trees sitting on the horizon, faded by the air in between. */
export function treeLine(ctx: Ctx, y: number, height: number, fade = 0.55, x0 = -20, x1 = WIDTH + 20): string {
  const { rng, env, svg } = ctx;
  const color = mix(env.foliage[0], env.haze, fade);
  let d = `M${x0} ${y + 4}`;
  let x = x0;
  while (x < x1) {
    const w = rng.range(18, 60) * (height / 40);
    const h = height * rng.range(0.45, 1.1) * (rng.chance(0.12) ? 1.5 : 1);
    d += ` Q${(x + w / 2).toFixed(1)} ${(y - h * 1.25).toFixed(1)} ${(x + w).toFixed(1)} ${(y - h * rng.range(0.2, 0.6)).toFixed(1)}`;
    x += w;
  }
  d += ` L${x1} ${y + 4} Z`;
  const fill = svg.linear(
    [
      [0, shade(color, 0.06)],
      [1, mix(color, env.haze, 0.25)],
    ],
    0,
    y - height * 1.5,
    0,
    y,
  );
  return path(d, { fill });
}

/** A far village: roofs, a church tower with spire, faded into the haze. */
export function villageSkyline(ctx: Ctx, y: number, scaleK: number, towerX: number, fade = 0.6): string {
  const { rng, env } = ctx;
  const color = mix("#7b7f8c", env.haze, fade);
  const dark = mix("#6b6a72", env.haze, fade - 0.08);
  let out = "";
  let x = towerX - 260 * scaleK;
  while (x < towerX + 260 * scaleK) {
    const w = rng.range(20, 45) * scaleK;
    const h = rng.range(14, 30) * scaleK;
    const roof = h * 0.7;
    out += path(
      `M${x.toFixed(1)} ${y} V${(y - h).toFixed(1)} L${(x + w / 2).toFixed(1)} ${(y - h - roof).toFixed(1)} L${(x + w).toFixed(1)} ${(y - h).toFixed(1)} V${y} Z`,
      { fill: rng.chance(0.5) ? color : dark },
    );
    x += w * rng.range(0.7, 1.05);
  }
  const tw = 16 * scaleK;
  const th = 95 * scaleK;
  const tower = `M${towerX - tw / 2} ${y} V${y - th} H${towerX + tw / 2} V${y} Z M${towerX - tw * 0.62} ${y - th} L${towerX} ${y - th - 60 * scaleK} L${towerX + tw * 0.62} ${y - th} Z`;
  out += path(tower, { fill: dark });
  return out;
}
