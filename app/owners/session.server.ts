import { getDatabase } from "~/db/database.server";
import type { Owner } from "./accounts.server";
import { ownerOfSession, sessionHours } from "./accounts.server";

// The owner's session cookie (decision 015): only the token, HttpOnly and SameSite=Lax. Over
// HTTPS it is `__Host-owner_session`, Secure, for the whole site and this host only; over
// plain http (development, tests) a browser refuses that prefix, so it is `owner_session`.
// The request's URL carries the configured SITE_URL's scheme (server/http.ts).

function cookieName(url: URL): string {
  return url.protocol === "https:" ? "__Host-owner_session" : "owner_session";
}

export function sessionToken(request: Request): string | null {
  const name = cookieName(new URL(request.url));
  const cookies = request.headers.get("Cookie") ?? "";
  const match = cookies.match(new RegExp(`(?:^|;\\s*)${name}=([A-Za-z0-9_-]{1,128})(?:;|$)`));
  return match?.[1] ?? null;
}

/** The cookie for a new session's token, or the one that removes it (null). */
export function sessionCookie(token: string | null, url: URL): string {
  const secure = url.protocol === "https:" ? "; Secure" : "";
  const age = token ? sessionHours * 60 * 60 : 0;
  return `${cookieName(url)}=${token ?? ""}; Path=/; Max-Age=${age}; HttpOnly; SameSite=Lax${secure}`;
}

/** The signed-in owner, or null; an expired session is deleted on the way. */
export async function currentOwner(request: Request, now = new Date()): Promise<Owner | null> {
  const token = sessionToken(request);
  if (!token) return null;
  const { db } = await getDatabase();
  return ownerOfSession(db, token, now);
}
