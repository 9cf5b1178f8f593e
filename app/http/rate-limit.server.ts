import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";

// Rate limits on rate-limiter-flexible (DESIGN.md). A limiter counts attempts per key (an
// address, an address and a form, an account) in a fixed window; each key is forgotten when
// its window ends. The counts live in this process's memory until the server says where else:
// with several instances on PostgreSQL, in the database they share (decision 035).

export interface RateLimit {
  /** Counts one attempt; false when the key has used up its attempts in this window. */
  take(key: string): Promise<boolean>;
  /** Attempts the key has left in this window, without counting one. */
  left(key: string): Promise<number>;
  /** Forgets the key: a successful login clears its failures. */
  forget(key: string): Promise<void>;
  /** Gives one attempt back: one counted before it was known to be one that counts. */
  giveBack(key: string): Promise<void>;
}

export interface LimiterOptions {
  /** The limiter's name, before each key in a shared store. */
  keyPrefix: string;
  points: number;
  /** Seconds. */
  duration: number;
}

/** Makes a limiter's store; the default keeps the counts in memory. */
export type LimiterStore = (options: LimiterOptions) => RateLimiterAbstract;

const inMemory: LimiterStore = (options) => new RateLimiterMemory(options);
let store: LimiterStore = inMemory;

/** Where every limiter keeps its counts from now on. */
export function keepRateLimitsIn(next: LimiterStore): void {
  store = next;
}

/** A limiter of `limit` attempts per key in `windowMs`; `name` must be its own. */
export function rateLimit(name: string, limit: number, windowMs: number): RateLimit {
  const options = { keyPrefix: name, points: limit, duration: Math.ceil(windowMs / 1000) };
  let madeBy: LimiterStore | null = null;
  let made: RateLimiterAbstract = inMemory(options);
  const current = () => {
    if (madeBy !== store) {
      made = store(options);
      madeBy = store;
    }
    return made;
  };
  return {
    async take(key) {
      try {
        await current().consume(key);
        return true;
      } catch (error) {
        if (error instanceof RateLimiterRes) return false;
        throw error;
      }
    },
    async left(key) {
      const state = await current().get(key);
      return state ? Math.max(0, state.remainingPoints) : limit;
    },
    async forget(key) {
      await current().delete(key);
    },
    async giveBack(key) {
      await current().reward(key, 1);
    },
  };
}
