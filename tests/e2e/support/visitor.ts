import { randomInt } from "node:crypto";

// The e2e server trusts X-Forwarded-For from loopback (scripts/e2e-server.mjs), and the forms,
// the login and the password links count their limits per visitor address. A journey that
// always posed as the same address would meet the limits of its previous try on a retry
// (or under --repeat-each): each call gives an address of its own.

/** A fresh visitor address (10.x.x.x; sent as a header only, nothing is ever sent there). */
export function visitorAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}`;
}
