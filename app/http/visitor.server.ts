import { createHash } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";

// Who a request comes from, as the site counts visitors: the owners' visit counts and every
// per-visitor rate limit. An IPv6 connection gets a block of addresses (a /64), any of which
// its holder may use: counted by its full address, one visitor could take a new one for each
// request, a new count and a fresh limit each time.

/** The part of an address that stands for one visitor: an IPv4 address, or an IPv6 address's /64. */
export function visitorAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = "", tail = ""] = ip.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = ip.includes("::") ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/** The visitor a request comes from: its address (X-Client-IP, set by server/index.js), an IPv6 address by its /64. */
export function requestVisitor(request: Request): string {
  return visitorAddress(request.headers.get("X-Client-IP") ?? "unknown");
}

/**
 * The visitor, hashed with a server secret, as stored with a lead or an alert: abuse from one
 * visitor can be spotted (and a visit request replaces their own earlier hold), a person not traced.
 */
export function visitorHash(ip: string, secret: string): string {
  return createHash("sha256")
    .update(`${secret}:${visitorAddress(ip)}`)
    .digest("hex");
}
