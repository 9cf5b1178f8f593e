/** Minimal 3D: vectors and a level pinhole camera (verticals stay vertical, like a shift lens). */
import { HEIGHT, type Pt, WIDTH } from "./svg";

export interface Vec3 {
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

export const v3 = (x: number, y: number, z: number): Vec3 => ({ x, y, z });
export const add = (a: Vec3, b: Vec3): Vec3 => v3(a.x + b.x, a.y + b.y, a.z + b.z);
export const sub = (a: Vec3, b: Vec3): Vec3 => v3(a.x - b.x, a.y - b.y, a.z - b.z);
export const scale = (a: Vec3, k: number): Vec3 => v3(a.x * k, a.y * k, a.z * k);
export const dot = (a: Vec3, b: Vec3): number => a.x * b.x + a.y * b.y + a.z * b.z;
export const cross = (a: Vec3, b: Vec3): Vec3 =>
  v3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x);
export const unit = (a: Vec3): Vec3 => scale(a, 1 / (Math.hypot(a.x, a.y, a.z) || 1));
export const lerp3 = (a: Vec3, b: Vec3, t: number): Vec3 => add(a, scale(sub(b, a), t));

export function centroid(pts: readonly Vec3[]): Vec3 {
  const sum = pts.reduce((acc, p) => add(acc, p), v3(0, 0, 0));
  return scale(sum, 1 / Math.max(1, pts.length));
}

/** Normal of a planar polygon, oriented away from `inside`. */
export function outwardNormal(pts: readonly Vec3[], inside: Vec3): Vec3 {
  const [a, b, c] = pts;
  if (a === undefined || b === undefined || c === undefined) return v3(0, 1, 0);
  const n = unit(cross(sub(b, a), sub(c, a)));
  return dot(n, sub(centroid(pts), inside)) < 0 ? scale(n, -1) : n;
}

export interface CameraOptions {
  pos: Vec3;
  /** Degrees; positive turns the view to the right. */
  yaw?: number;
  /** Horizontal field of view in degrees. */
  fov?: number;
  /** Screen y of the horizon (eye level). */
  horizon?: number;
}

const NEAR = 0.15;

export class Camera {
  readonly pos: Vec3;
  readonly focal: number;
  readonly horizon: number;
  private readonly cos: number;
  private readonly sin: number;

  constructor(options: CameraOptions) {
    this.pos = options.pos;
    const yaw = ((options.yaw ?? 0) * Math.PI) / 180;
    this.cos = Math.cos(yaw);
    this.sin = Math.sin(yaw);
    this.focal = WIDTH / 2 / Math.tan((((options.fov ?? 60) / 2) * Math.PI) / 180);
    this.horizon = options.horizon ?? HEIGHT / 2;
  }

  /** World point in camera space (z = depth). */
  view(p: Vec3): Vec3 {
    const d = sub(p, this.pos);
    return v3(d.x * this.cos - d.z * this.sin, d.y, d.x * this.sin + d.z * this.cos);
  }

  depth(p: Vec3): number {
    return this.view(p).z;
  }

  private screen(v: Vec3): Pt {
    return { x: WIDTH / 2 + (this.focal * v.x) / v.z, y: this.horizon - (this.focal * v.y) / v.z };
  }

  /** Screen point, or null when behind the camera. */
  project(p: Vec3): Pt | null {
    const v = this.view(p);
    return v.z < NEAR ? null : this.screen(v);
  }

  /** Like project() but never null (points behind are pushed to the near plane). */
  point(p: Vec3): Pt {
    const v = this.view(p);
    return this.screen(v3(v.x, v.y, Math.max(NEAR, v.z)));
  }

  /** Pixels per metre at the depth of p. */
  pxPerM(p: Vec3): number {
    return this.focal / Math.max(NEAR, this.depth(p));
  }

  /** Projects a polygon, clipped against the near plane. */
  polygon(pts: readonly Vec3[]): Pt[] {
    const views = pts.map((p) => this.view(p));
    const out: Vec3[] = [];
    views.forEach((cur, i) => {
      const prev = views[(i + views.length - 1) % views.length] ?? cur;
      const curIn = cur.z >= NEAR;
      const prevIn = prev.z >= NEAR;
      if (curIn !== prevIn) out.push(lerp3(prev, cur, (NEAR - prev.z) / (cur.z - prev.z)));
      if (curIn) out.push(cur);
    });
    return out.map((v) => this.screen(v));
  }

  /** True when the side of a face with this normal looks towards the camera. */
  sees(pointOnFace: Vec3, normal: Vec3): boolean {
    return dot(normal, sub(this.pos, pointOnFace)) > 0;
  }
}

/** A plane with metric axes: origin, unit u (rightwards seen from the front), unit v (up); n = v × u faces the viewer. */
export interface Frame {
  origin: Vec3;
  u: Vec3;
  v: Vec3;
  n: Vec3;
}

export const frame = (origin: Vec3, u: Vec3, v: Vec3): Frame => ({
  origin,
  u: unit(u),
  v: unit(v),
  n: unit(cross(unit(v), unit(u))),
});

/** Point at (s, t) metres on the frame, `out` metres off its surface. */
export const at = (f: Frame, s: number, t: number, out = 0): Vec3 =>
  add(f.origin, add(add(scale(f.u, s), scale(f.v, t)), scale(f.n, out)));

export const rectOn = (f: Frame, s0: number, t0: number, s1: number, t1: number, out = 0): Vec3[] => [
  at(f, s0, t0, out),
  at(f, s1, t0, out),
  at(f, s1, t1, out),
  at(f, s0, t1, out),
];
