import { createHash, randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import { and, eq, gt, lt } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { ownerProperties, owners, ownerSessions } from "~/db/schema";
import type { Language } from "~/domain/language";

// Owner accounts and their sessions. Passwords are argon2id hashes; a session is a random
// token in an HttpOnly cookie, of which the database keeps only the SHA-256.

export const sessionDays = 14;
export const minimumPasswordLength = 10;

export interface Owner {
  id: number;
  email: string;
  name: string;
  language: Language;
  propertyIds: number[];
}

const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** Creates an owner, or gives an existing one a new name, password and properties. */
export async function saveOwner(
  db: Database,
  input: { email: string; name: string; language: Language; password: string; propertyIds: number[] },
): Promise<number> {
  if (input.password.length < minimumPasswordLength) {
    throw new Error(`A password needs at least ${minimumPasswordLength} characters.`);
  }
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hash(input.password);
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(owners)
      .values({ email, name: input.name, language: input.language, passwordHash })
      .onConflictDoUpdate({ target: owners.email, set: { name: input.name, language: input.language, passwordHash } })
      .returning({ id: owners.id });
    if (!saved) throw new Error(`The owner ${email} was not saved.`);
    const { id } = saved;
    await tx.delete(ownerProperties).where(eq(ownerProperties.ownerId, id));
    if (input.propertyIds.length > 0) {
      await tx.insert(ownerProperties).values(input.propertyIds.map((propertyId) => ({ ownerId: id, propertyId })));
    }
    // New credentials sign every browser out.
    await tx.delete(ownerSessions).where(eq(ownerSessions.ownerId, id));
    return id;
  });
}

// Checked when the address is unknown, so that a wrong address takes as long as a wrong password.
const decoy = hash(randomBytes(16).toString("hex"));

/** The owner's id when address and password match, else null. */
export async function checkPassword(db: Database, email: string, password: string): Promise<number | null> {
  const [owner] = await db
    .select({ id: owners.id, passwordHash: owners.passwordHash })
    .from(owners)
    .where(eq(owners.email, email.trim().toLowerCase()));
  const matches = await verify(owner?.passwordHash ?? (await decoy), password);
  return owner && matches ? owner.id : null;
}

/** A new session for the owner: the token goes in the cookie. */
export async function startSession(db: Database, ownerId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + sessionDays * 24 * 60 * 60 * 1000);
  // Expired sessions go when a new one starts: the table stays small without a job.
  await db.delete(ownerSessions).where(lt(ownerSessions.expiresAt, now));
  await db.insert(ownerSessions).values({ tokenHash: tokenHash(token), ownerId, expiresAt });
  return token;
}

/** The owner signed in with this token, or null when it is unknown or expired. */
export async function ownerOfSession(db: Database, token: string, now = new Date()): Promise<Owner | null> {
  const [row] = await db
    .select({ id: owners.id, email: owners.email, name: owners.name, language: owners.language })
    .from(ownerSessions)
    .innerJoin(owners, eq(owners.id, ownerSessions.ownerId))
    .where(and(eq(ownerSessions.tokenHash, tokenHash(token)), gt(ownerSessions.expiresAt, now)));
  if (!row) return null;
  const properties = await db
    .select({ propertyId: ownerProperties.propertyId })
    .from(ownerProperties)
    .where(eq(ownerProperties.ownerId, row.id));
  return { ...row, language: row.language as Language, propertyIds: properties.map((entry) => entry.propertyId) };
}

export async function endSession(db: Database, token: string): Promise<void> {
  await db.delete(ownerSessions).where(eq(ownerSessions.tokenHash, tokenHash(token)));
}
