import type { Random } from "../../demo/random";
import { mulberry32 } from "../../demo/random";

/** Seeded randomness: every picture gets its own stream so the pool is reproducible. */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  range(min: number, max: number): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

/** FNV-1a, used to turn a file name into a seed. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The demo feed's mulberry32 stream, plus a float range for shapes and colours. */
export function createRng(seed: number): Rng {
  const random: Random = mulberry32(seed);
  return {
    next: random.next,
    range: (min, max) => min + (max - min) * random.next(),
    int: random.int,
    pick: random.pick,
    chance: random.chance,
  };
}
