/** Loose living-room furniture built from lit boxes and cylinders: sofas, tables, rugs, sideboards. */
import { shade } from "../core/color";
import { box, type Box, boxOf, contactShadow, type Ctx, cylinder, flat } from "../core/draw";
import { v3, type Vec3 } from "../core/space";

const legs = (ctx: Ctx, b: Box, h: number, color: string, inset = 0.05, t = 0.045): string =>
  [
    [b.x0 + inset, b.z0 + inset],
    [b.x1 - inset - t, b.z0 + inset],
    [b.x0 + inset, b.z1 - inset - t],
    [b.x1 - inset - t, b.z1 - inset - t],
  ]
    .sort((a, c) => (c[1] ?? 0) - (a[1] ?? 0))
    .map(([x = 0, z = 0]) => box(ctx, boxOf(x, b.y0, z, x + t, b.y0 + h, z + t), color))
    .join("");

export type Facing = "camera" | "away" | "right" | "left";

/** Maps a box given in the sofa's own frame (u across, v from front to back) into the room. */
function placer(
  x: number,
  z: number,
  w: number,
  d: number,
  facing: Facing,
): (u0: number, y0: number, v0: number, u1: number, y1: number, v1: number) => Box {
  return (u0, y0, v0, u1, y1, v1) => {
    switch (facing) {
      case "away":
        return boxOf(x + w - u0, y0, z + d - v0, x + w - u1, y1, z + d - v1);
      case "right":
        return boxOf(x + d - v0, y0, z + u0, x + d - v1, y1, z + u1);
      case "left":
        return boxOf(x + v0, y0, z + w - u0, x + v1, y1, z + w - u1);
      default:
        return boxOf(x + u0, y0, z + v0, x + u1, y1, z + v1);
    }
  };
}

/** Sofa `w` wide at (x, z), its front facing the given way, `seats` cushions wide. */
export function sofa(
  ctx: Ctx,
  x: number,
  z: number,
  w: number,
  color: string,
  pillows: readonly string[],
  seats = 3,
  facing: Facing = "camera",
): string {
  const d = 0.95;
  const at = placer(x, z, w, d, facing);
  const light = shade(color, 0.06);
  const inner = w - 0.44;
  const cushions = (y0: number, v0: number, y1: number, v1: number): string[] =>
    Array.from({ length: seats }, (_, i) => {
      const u = 0.22 + (inner * i) / seats;
      return box(ctx, at(u + 0.01, y0, v0, u + inner / seats - 0.01, y1, v1), light);
    });
  const back = box(ctx, at(0, 0.42, d - 0.22, w, 0.86, d), color);
  const base = box(ctx, at(0.22, 0.1, 0, w - 0.22, 0.42, d), shade(color, -0.04));
  const arms = [at(0, 0.1, 0, 0.22, 0.64, d), at(w - 0.22, 0.1, 0, w, 0.64, d)].sort(
    (a, b) => ctx.cam.depth(v3(b.x0, 0, b.z0)) - ctx.cam.depth(v3(a.x0, 0, a.z0)),
  );
  const [farArm, nearArm] = arms.map((b) => box(ctx, b, color));
  const pillowParts =
    facing === "away"
      ? []
      : pillows.map((p, i) => {
          const u = i % 2 === 0 ? 0.26 + (i / 2) * 0.5 : w - 0.7 - ((i - 1) / 2) * 0.5;
          return box(ctx, at(u, 0.55, d - 0.5, u + 0.44, 0.95, d - 0.38), p);
        });
  const full = at(0, 0, 0, w, 0.4, d);
  const parts =
    facing === "away"
      ? [base, ...cushions(0.42, 0.03, 0.55, d - 0.4), ...cushions(0.5, d - 0.42, 0.92, d - 0.2), back]
      : [
          back,
          ...cushions(0.5, d - 0.42, 0.92, d - 0.2),
          farArm ?? "",
          base,
          ...cushions(0.42, 0.03, 0.55, d - 0.4),
          ...pillowParts,
        ];
  return (
    contactShadow(ctx, full, 0.06, 0.4) +
    legs(ctx, boxOf(full.x0, 0, full.z0, full.x1, 0.1, full.z1), 0.1, "#3b2f26") +
    (facing === "away" ? (farArm ?? "") : "") +
    parts.join("") +
    (nearArm ?? "")
  );
}

export function armchair(ctx: Ctx, x: number, z: number, color: string, facing: Facing = "camera"): string {
  return sofa(ctx, x, z, 0.95, color, [], 1, facing);
}

export function coffeeTable(ctx: Ctx, c: Vec3, round: boolean, top: string): string {
  let out = contactShadow(ctx, boxOf(c.x - 0.5, 0, c.z - 0.4, c.x + 0.5, 0.4, c.z + 0.4), 0.05, 0.3);
  if (round) {
    out +=
      cylinder(ctx, v3(c.x, 0, c.z), 0.18, 0.14, 0.36, shade(top, -0.2)) +
      cylinder(ctx, v3(c.x, 0.36, c.z), 0.5, 0.5, 0.05, top);
  } else {
    const b = boxOf(c.x - 0.6, 0, c.z - 0.35, c.x + 0.6, 0.36, c.z + 0.35);
    out += legs(ctx, b, 0.36, shade(top, -0.25)) + box(ctx, boxOf(b.x0, 0.36, b.z0, b.x1, 0.41, b.z1), top);
  }
  out +=
    box(ctx, boxOf(c.x - 0.2, 0.41, c.z - 0.12, c.x + 0.08, 0.45, c.z + 0.1), "#d9d2c4") +
    box(ctx, boxOf(c.x - 0.18, 0.45, c.z - 0.1, c.x + 0.05, 0.48, c.z + 0.08), "#5d6b73");
  return out + cylinder(ctx, v3(c.x + 0.22, 0.41, c.z), 0.07, 0.05, 0.2, "#c8b9a4");
}

export function rug(ctx: Ctx, x0: number, z0: number, x1: number, z1: number, color: string, border: string): string {
  const y = 0.006;
  const q = (a: number, b: number, c: number, d: number, yy: number): Vec3[] => [
    v3(a, yy, b),
    v3(c, yy, b),
    v3(c, yy, d),
    v3(a, yy, d),
  ];
  return (
    flat(ctx, q(x0, z0, x1, z1, y), border) + flat(ctx, q(x0 + 0.12, z0 + 0.12, x1 - 0.12, z1 - 0.12, y + 0.001), color)
  );
}

/** Low sideboard against a wall with a few objects on top. */
export function sideboard(ctx: Ctx, b: Box, color: string, doors = 3): string {
  let out = contactShadow(ctx, b, 0.03, 0.3) + legs(ctx, boxOf(b.x0, 0, b.z0, b.x1, 0.15, b.z1), 0.15, "#2e2a26");
  const body = boxOf(b.x0, 0.15, b.z0, b.x1, b.y1, b.z1);
  out += box(ctx, body, color);
  for (let i = 1; i < doors; i++) {
    const x = b.x0 + ((b.x1 - b.x0) * i) / doors;
    out += flat(
      ctx,
      [
        v3(x - 0.004, 0.17, b.z0 - 0.001),
        v3(x + 0.004, 0.17, b.z0 - 0.001),
        v3(x + 0.004, b.y1 - 0.02, b.z0 - 0.001),
        v3(x - 0.004, b.y1 - 0.02, b.z0 - 0.001),
      ],
      shade(color, -0.35),
    );
  }
  return out;
}

/** Dining table with chairs along both long sides. */
export function diningSet(ctx: Ctx, c: Vec3, len: number, top: string, chair: string): string {
  const t = boxOf(c.x - len / 2, 0, c.z - 0.45, c.x + len / 2, 0.74, c.z + 0.45);
  const chairs = (z: number, back: number): string => {
    let out = "";
    for (let x = t.x0 + 0.25; x < t.x1 - 0.4; x += 0.65) {
      const s = boxOf(x, 0, z, x + 0.45, 0.46, z + 0.45);
      out +=
        legs(ctx, s, 0.43, shade(chair, -0.2), 0.02, 0.035) +
        box(ctx, boxOf(x, 0.43, z, x + 0.45, 0.47, z + 0.45), chair) +
        box(ctx, boxOf(x, 0.47, back, x + 0.45, 0.88, back + 0.04), chair);
    }
    return out;
  };
  let out = contactShadow(ctx, t, 0.3, 0.25) + chairs(t.z1 + 0.05, t.z1 + 0.46);
  out += legs(ctx, t, 0.7, shade(top, -0.25), 0.08, 0.06) + box(ctx, boxOf(t.x0, 0.7, t.z0, t.x1, 0.75, t.z1), top);
  out += cylinder(ctx, v3(c.x, 0.75, c.z), 0.07, 0.09, 0.22, "#e6dfd3");
  return out + chairs(t.z0 - 0.5, t.z0 - 0.54);
}
