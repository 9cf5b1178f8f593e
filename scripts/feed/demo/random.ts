// Seeded pseudo-random numbers (mulberry32): the demo feed must come out byte-identical on
// every run, so nothing here reads the clock or Math.random.

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** true with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks a key by relative weight. */
  weighted<K extends string>(weights: Readonly<Partial<Record<K, number>>>): K;
  shuffle<T>(items: readonly T[]): T[];
  /** A string of `length` characters from `alphabet`. */
  token(length: number, alphabet?: string): string;
}

export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => {
    if (max < min) throw new Error(`empty range ${min}…${max}`);
    return min + Math.floor(next() * (max - min + 1));
  };
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(0, items.length - 1)];
    if (item === undefined) throw new Error("pick from an empty list");
    return item;
  };
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick,
    weighted<K extends string>(weights: Readonly<Partial<Record<K, number>>>): K {
      const entries = Object.entries(weights) as [K, number][];
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [key, weight] of entries) {
        roll -= weight;
        if (roll < 0) return key;
      }
      const last = entries[entries.length - 1];
      if (!last) throw new Error("weighted pick from no weights");
      return last[0];
    },
    shuffle<T>(items: readonly T[]): T[] {
      const result = [...items];
      for (let i = result.length - 1; i > 0; i--) {
        const j = int(0, i);
        const a = result[i] as T;
        result[i] = result[j] as T;
        result[j] = a;
      }
      return result;
    },
    token(length, alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789") {
      let result = "";
      for (let i = 0; i < length; i++) result += alphabet.charAt(int(0, alphabet.length - 1));
      return result;
    },
  };
}

/** Rounds a sale price the way agencies do: 349000, 395000, 1195000. */
export function roundSalePrice(value: number): number {
  if (value >= 1_000_000) return Math.round(value / 25_000) * 25_000 - (value > 1_000_000 ? 5_000 : 0);
  if (value >= 100_000) {
    const thousands = Math.round(value / 5_000) * 5;
    return (thousands % 10 === 0 ? thousands - 1 : thousands) * 1_000;
  }
  return Math.round(value / 500) * 500;
}

/** Rounds a monthly rent: 1195, 950, 875, 95. */
export function roundRent(value: number): number {
  if (value < 300) return Math.round(value / 5) * 5;
  const rounded = Math.round(value / 25) * 25;
  return rounded % 100 === 0 && rounded >= 1000 ? rounded - 5 : rounded;
}
