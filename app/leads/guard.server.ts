// Anti-spam without a third party (issue 5): the Origin and Sec-Fetch headers and a honeypot
// field. The rate limits are in app/http/rate-limit.server.ts, the captcha in captcha.server.ts.

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
