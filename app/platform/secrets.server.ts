import { createHmac, randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { env } from "~/platform/env.server";

// The secrets that sign links and tokens and hash addresses, one per purpose. With SECRET_KEY
// (required on PostgreSQL, where several instances must sign alike), each is derived from it.
// Without, each is random, made on first use and kept beside the embedded database (DATA_DIR),
// so that hashes and signed links stay valid across restarts: a file 0600 in a 0700 folder,
// since whoever reads one can forge links and tokens. Nothing here is in the repository.

const cache = new Map<string, string>();

export function serverSecret(
  name: "ip-hash" | "document-links" | "offer-links" | "captcha" | "visitor-hash" | "alert-links",
): string {
  const known = cache.get(name);
  if (known) return known;
  const { SECRET_KEY } = env();
  if (SECRET_KEY) {
    const derived = createHmac("sha256", SECRET_KEY).update(`immo-zuidrand:${name}`).digest("hex");
    cache.set(name, derived);
    return derived;
  }
  const file = path.resolve(env().DATA_DIR, `${name}-secret`);
  let secret: string;
  try {
    secret = readFileSync(file, "utf8").trim();
  } catch {
    secret = randomBytes(32).toString("hex");
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    chmodSync(path.dirname(file), 0o700);
    try {
      writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    } catch (error) {
      // Another process made it first: theirs is the one.
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      secret = readFileSync(file, "utf8").trim();
    }
  }
  cache.set(name, secret);
  return secret;
}
