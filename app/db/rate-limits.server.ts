import type { IRateLimiterOptions, RateLimiterAbstract } from "rate-limiter-flexible";
import { RateLimiterDrizzle, RateLimiterMemory } from "rate-limiter-flexible";
import type { Database } from "./client.server";
import { rateLimits } from "./schema";

/**
 * A limiter whose counts are rows of `rate_limits`, shared by every instance on the database
 * (rate-limiter-flexible's Drizzle store; decision 035). When the database does not answer,
 * it counts in this process's memory meanwhile rather than failing the request.
 */
export function databaseLimiter(db: Database, options: IRateLimiterOptions): RateLimiterAbstract {
  return new RateLimiterDrizzle({
    ...options,
    storeClient: db,
    schema: rateLimits,
    insuranceLimiter: new RateLimiterMemory(options),
  });
}
