// Anti-spam without a third party (issue 5): the Origin and Sec-Fetch headers, a honeypot
// field and a per-IP, per-form rate limit. The captcha is in captcha.server.ts.

/** The honeypot: a field people never see and bots fill in. */
export const honeypotField = "website";

const loopback = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** One origin, or two names of this machine at the same port (a site on loopback, in development). */
function sameOrigin(from: string, origin: string): boolean {
  if (from === origin) return true;
  if (!URL.canParse(from)) return false;
  const [a, b] = [new URL(from), new URL(origin)];
  return a.protocol === b.protocol && a.port === b.port && loopback.has(a.hostname) && loopback.has(b.hostname);
}

/** A browser posting from another site says so in Origin or Sec-Fetch-Site; both may be absent. */
export function crossSite(request: Request, origin: string): boolean {
  const from = request.headers.get("Origin");
  if (from && from !== "null" && !sameOrigin(from, origin)) return true;
  const site = request.headers.get("Sec-Fetch-Site");
  return site !== null && site !== "same-origin" && site !== "none";
}

export interface RateLimit {
  /** Counts one attempt; false when the limit for this key is reached. */
  take(key: string, now?: number): boolean;
}

/** At most `limit` submissions per key in a sliding window; memory is bounded by `maxKeys`. */
export function rateLimit(limit: number, windowMs: number, maxKeys = 10_000): RateLimit {
  const hits = new Map<string, number[]>();
  return {
    take(key, now = Date.now()) {
      const recent = (hits.get(key) ?? []).filter((time) => now - time < windowMs);
      if (recent.length >= limit) {
        hits.set(key, recent);
        return false;
      }
      recent.push(now);
      hits.delete(key);
      hits.set(key, recent);
      // The oldest key goes first when too many visitors are remembered.
      if (hits.size > maxKeys) hits.delete(hits.keys().next().value as string);
      return true;
    },
  };
}
