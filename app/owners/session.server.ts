import { getDatabase } from "~/db/database.server";
import type { Owner } from "./accounts.server";
import { ownerOfSession, sessionDays } from "./accounts.server";

// The owner's session cookie: HttpOnly, same-site, Secure over HTTPS, and only the token.

const cookieName = "owner_session";

export function sessionToken(request: Request): string | null {
  const cookies = request.headers.get("Cookie") ?? "";
  const match = cookies.match(new RegExp(`(?:^|;\\s*)${cookieName}=([A-Za-z0-9_-]+)`));
  return match?.[1] ?? null;
}

export function sessionCookie(token: string | null, url: URL): string {
  const secure = url.protocol === "https:" ? "; Secure" : "";
  const age = token ? sessionDays * 24 * 60 * 60 : 0;
  return `${cookieName}=${token ?? ""}; Path=/; Max-Age=${age}; HttpOnly; SameSite=Lax${secure}`;
}

/** The signed-in owner, or null. */
export async function currentOwner(request: Request): Promise<Owner | null> {
  const token = sessionToken(request);
  if (!token) return null;
  const { db } = await getDatabase();
  return ownerOfSession(db, token);
}
