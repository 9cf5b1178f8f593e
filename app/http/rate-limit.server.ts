import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";

// Rate limits on rate-limiter-flexible (DESIGN.md), kept in the process's memory for now;
// its PostgreSQL store can take over for several instances without changing the callers.
// A limiter counts attempts per key (an address, an address and a form, an account) in a
// fixed window; each key is forgotten when its window ends.

export interface RateLimit {
  /** Counts one attempt; false when the key has used up its attempts in this window. */
  take(key: string): Promise<boolean>;
  /** Attempts the key has left in this window, without counting one. */
  left(key: string): Promise<number>;
  /** Forgets the key: a successful login clears its failures. */
  forget(key: string): Promise<void>;
}

export function rateLimit(limit: number, windowMs: number): RateLimit {
  const limiter = new RateLimiterMemory({ points: limit, duration: Math.ceil(windowMs / 1000) });
  return {
    async take(key) {
      try {
        await limiter.consume(key);
        return true;
      } catch (error) {
        if (error instanceof RateLimiterRes) return false;
        throw error;
      }
    },
    async left(key) {
      const state = await limiter.get(key);
      return state ? Math.max(0, state.remainingPoints) : limit;
    },
    async forget(key) {
      await limiter.delete(key);
    },
  };
}
