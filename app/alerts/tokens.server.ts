import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

// The two secrets of a search alert (decision 026). The confirmation link carries a random
// token, of which the database keeps only the SHA-256. The manage link (change, unsubscribe,
// RFC 8058 one-click) carries the alert's id signed with a server secret: it works for as long
// as the alert exists, without a table of tokens, and a changed id or signature is refused.

/** A confirmation link's secret, and the hash the database keeps of it. */
export function newConfirmToken(): { token: string; tokenHash: string } {
  const token = randomBytes(24).toString("base64url");
  return { token, tokenHash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Whether a path segment can be a confirmation token at all: anything else is a 404 at once. */
export function isConfirmToken(token: string): boolean {
  return /^[\w-]{32}$/.test(token);
}

function signature(id: number, secret: string): string {
  return createHmac("sha256", secret).update(`search-alert:manage:${id}`).digest("base64url");
}

/** The manage link's token for an alert: `<id>-<signature>`. */
export function signAlertId(id: number, secret: string): string {
  return `${id}-${signature(id, secret)}`;
}

/** The alert id a manage token stands for, or null when it was not signed here. */
export function verifyAlertToken(token: string, secret: string): number | null {
  const match = /^([1-9]\d{0,9})-([\w-]{43})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) return null;
  const expected = Buffer.from(signature(id, secret));
  const given = Buffer.from(match[2] ?? "");
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
