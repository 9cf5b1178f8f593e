/** Time of day, season and the lighting model shared by every scene. */
import { mix, multiply } from "./color";
import type { Rng } from "./rng";
import { dot, unit, v3, type Vec3 } from "./space";

export type TimeOfDay = "morning" | "noon" | "golden";
export type Season = "summer" | "autumn" | "spring";

export interface Env {
  time: TimeOfDay;
  season: Season;
  /** Unit vector pointing towards the sun (or, indoors, towards the window light). */
  sun: Vec3;
  sunColor: string;
  shadeColor: string;
  /** Brightness of faces that get no direct light. */
  ambient: number;
  sky: readonly [string, string, string];
  haze: string;
  glow: string;
  foliage: readonly [string, string, string];
  grass: readonly [string, string];
  shadowOpacity: number;
}

interface TimeLook {
  elevation: number;
  sunColor: string;
  shadeColor: string;
  ambient: number;
  sky: readonly [string, string, string];
  haze: string;
  glow: string;
  shadowOpacity: number;
}

const times: Record<TimeOfDay, TimeLook> = {
  morning: {
    elevation: 24,
    sunColor: "#fff3e2",
    shadeColor: "#b3bccf",
    ambient: 0.8,
    sky: ["#5f97d3", "#9cc2e6", "#eee6da"],
    haze: "#d9e2ea",
    glow: "#fff0d2",
    shadowOpacity: 0.34,
  },
  noon: {
    elevation: 48,
    sunColor: "#fffaf1",
    shadeColor: "#b9c1d0",
    ambient: 0.8,
    sky: ["#4a88d0", "#86b6e4", "#dbeaf5"],
    haze: "#dfe8ef",
    glow: "#fffaf0",
    shadowOpacity: 0.36,
  },
  golden: {
    elevation: 14,
    sunColor: "#ffdcaa",
    shadeColor: "#9fa2c0",
    ambient: 0.76,
    sky: ["#5b87c2", "#aab7cf", "#f4cd9c"],
    haze: "#e9d6c4",
    glow: "#ffcf8c",
    shadowOpacity: 0.32,
  },
};

const foliages: Record<Season, readonly [string, string, string]> = {
  summer: ["#2c4a2c", "#4b7437", "#8bab52"],
  spring: ["#3a6131", "#639a41", "#a9c964"],
  autumn: ["#4d4a26", "#9a6a2c", "#d7a646"],
};

const grasses: Record<Season, readonly [string, string]> = {
  summer: ["#557f36", "#86ad55"],
  spring: ["#5a8c38", "#93bd5c"],
  autumn: ["#6b7c3c", "#9ea660"],
};

export interface EnvOptions {
  time?: TimeOfDay;
  season?: Season;
  /** Degrees: 0 = sun behind the viewer, 90 = from the right, -90 = from the left. */
  azimuth?: number;
}

export function makeEnv(rng: Rng, options: EnvOptions = {}): Env {
  const time = options.time ?? rng.pick<TimeOfDay>(["morning", "noon", "golden", "morning", "noon"]);
  const season = options.season ?? rng.pick<Season>(["summer", "summer", "spring", "autumn"]);
  const look = times[time];
  const az = ((options.azimuth ?? rng.pick([-1, 1]) * rng.range(25, 60)) * Math.PI) / 180;
  const el = (look.elevation * Math.PI) / 180;
  const sun = v3(Math.sin(az) * Math.cos(el), Math.sin(el), -Math.cos(az) * Math.cos(el));
  return { time, season, sun, ...look, foliage: foliages[season], grass: grasses[season] };
}

/** Soft indoor light coming from a window in direction `towardsWindow`. */
export function indoorEnv(rng: Rng, towardsWindow: Vec3, warm = false): Env {
  const base = makeEnv(rng, { time: warm ? "golden" : "morning", season: "summer" });
  return {
    ...base,
    sun: unit(towardsWindow),
    sunColor: warm ? "#fff2e0" : "#fffbf5",
    shadeColor: warm ? "#e6dcd4" : "#e0e1e6",
    ambient: 0.9,
    shadowOpacity: 0.22,
  };
}

/** Colour of a surface with the given base colour and outward normal. */
export function lit(env: Env, base: string, normal: Vec3, gloss = 0): string {
  const direct = Math.max(0, dot(normal, env.sun));
  const skyLight = env.ambient + Math.max(0, normal.y) * 0.1 - Math.max(0, -normal.y) * 0.12;
  const shaded = multiply(base, env.shadeColor, skyLight);
  const sunny = multiply(base, env.sunColor, 1.04 + gloss);
  return mix(shaded, sunny, Math.min(1, direct * 1.35));
}
