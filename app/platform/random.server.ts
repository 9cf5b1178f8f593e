import { randomFillSync } from "node:crypto";

// Random bytes for what every page answer needs new (its CSP nonce, its captcha's IV): one call
// into the system's generator for a few hundred answers instead of one each. They are the same
// cryptographically strong bytes as randomBytes gives; each is handed out once.
const pool = Buffer.allocUnsafe(4096);
let used = pool.length;

/** `count` fresh random bytes (at most 4096), a copy of their own. */
export function freshRandomBytes(count: number): Buffer {
  if (count > pool.length) throw new RangeError("at most 4096 bytes at a time");
  if (used + count > pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  const bytes = Buffer.from(pool.subarray(used, used + count));
  used += count;
  return bytes;
}
