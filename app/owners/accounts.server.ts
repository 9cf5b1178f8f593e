import { createHash, randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import { and, desc, eq, gt, isNull, lt, ne, notInArray, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { OutgoingMail } from "~/db/schema";
import { outbox, ownerPasswordResets, ownerProperties, owners, ownerSessions } from "~/db/schema";
import type { Language } from "~/domain/language";

// Owner accounts and their sessions. Passwords are argon2id hashes; a session is a random
// token in an HttpOnly cookie, of which the database keeps only the SHA-256 (decisions 014
// and 015).

/** A session ends after this long without a request… */
export const sessionIdleMinutes = 120;
/** …and this long after the login, however busy (decision 015). */
export const sessionHours = 12;
/** An owner's live sessions, their devices: a new login past this ends the oldest. */
export const sessionsPerOwner = 10;
export const resetLinkHours = 1;
export const minimumPasswordLength = 10;

export interface Owner {
  id: number;
  email: string;
  name: string;
  language: Language;
  propertyIds: number[];
}

const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

function checkLength(password: string) {
  if (password.length < minimumPasswordLength) {
    throw new Error(`A password needs at least ${minimumPasswordLength} characters.`);
  }
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

const normalized = (email: string) => email.trim().toLowerCase();

/** The account with this address, whatever its case, or null. */
export async function findOwner(db: Database, email: string): Promise<Owner | null> {
  const [owner] = await db
    .select({ id: owners.id, email: owners.email, name: owners.name, language: owners.language })
    .from(owners)
    .where(eq(owners.email, normalized(email)));
  if (!owner) return null;
  const properties = await db
    .select({ propertyId: ownerProperties.propertyId })
    .from(ownerProperties)
    .where(eq(ownerProperties.ownerId, owner.id))
    .orderBy(ownerProperties.propertyId);
  return { ...owner, language: owner.language as Language, propertyIds: properties.map((entry) => entry.propertyId) };
}

/** Creates an owner's account; the address must not have one yet. */
export async function createOwner(
  db: Database,
  input: { email: string; name: string; language: Language; password: string; propertyIds: number[] },
): Promise<number> {
  checkLength(input.password);
  const email = normalized(input.email);
  const passwordHash = await hash(input.password);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(owners)
      .values({ email, name: input.name, language: input.language, passwordHash })
      .returning({ id: owners.id });
    if (!created) throw new Error(`The owner ${email} was not created.`);
    await linkProperties(tx, created.id, input.propertyIds);
    return created.id;
  });
}

/**
 * Changes what is given of an owner's name, language and properties. The password and the
 * owner's sessions stay: the agency adding a property must not sign the owner out.
 */
export async function updateOwner(
  db: Database,
  id: number,
  changes: { name?: string; language?: Language; propertyIds?: number[] },
): Promise<void> {
  const { name, language, propertyIds } = changes;
  await db.transaction(async (tx) => {
    if (name !== undefined || language !== undefined) {
      await tx.update(owners).set({ name, language }).where(eq(owners.id, id));
    }
    if (propertyIds !== undefined) {
      await tx.delete(ownerProperties).where(eq(ownerProperties.ownerId, id));
      await linkProperties(tx, id, propertyIds);
    }
  });
}

async function linkProperties(tx: Transaction, id: number, propertyIds: number[]) {
  const distinct = [...new Set(propertyIds)];
  if (distinct.length > 0) {
    await tx.insert(ownerProperties).values(distinct.map((propertyId) => ({ ownerId: id, propertyId })));
  }
}

/**
 * The agency gives the owner a new password: every session of the owner ends and every unused
 * reset link is revoked, as when the owner changes it.
 */
export async function setOwnerPassword(db: Database, id: number, password: string): Promise<void> {
  checkLength(password);
  const passwordHash = await hash(password);
  await db.transaction(async (tx) => {
    await tx.update(owners).set({ passwordHash }).where(eq(owners.id, id));
    await tx.delete(ownerPasswordResets).where(eq(ownerPasswordResets.ownerId, id));
    await tx.delete(ownerSessions).where(eq(ownerSessions.ownerId, id));
  });
}

/** Deletes the account; its sessions, property links and reset links go with it (the schema's cascades). */
export async function removeOwner(db: Database, id: number): Promise<void> {
  await db.delete(owners).where(eq(owners.id, id));
}

// Checked when the address is unknown, so that a wrong address takes as long as a wrong password.
const decoy = hash(randomBytes(16).toString("hex"));

/** The owner's id when address and password match, else null. */
export async function checkPassword(db: Database, email: string, password: string): Promise<number | null> {
  const [owner] = await db
    .select({ id: owners.id, passwordHash: owners.passwordHash })
    .from(owners)
    .where(eq(owners.email, normalized(email)));
  const matches = await verify(owner?.passwordHash ?? (await decoy), password);
  return owner && matches ? owner.id : null;
}

const idleMs = sessionIdleMinutes * 60 * 1000;
// The last-seen time is written at most once a minute, not on every request.
const touchMs = 60 * 1000;

/** A new session for the owner: the token goes in the cookie. */
export async function startSession(db: Database, ownerId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + sessionHours * 60 * 60 * 1000);
  // Expired and idle sessions go when a new one starts: the table stays small without a job.
  await db
    .delete(ownerSessions)
    .where(or(lt(ownerSessions.expiresAt, now), lt(ownerSessions.lastSeenAt, new Date(now.getTime() - idleMs))));
  const newest = db
    .select({ tokenHash: ownerSessions.tokenHash })
    .from(ownerSessions)
    .where(eq(ownerSessions.ownerId, ownerId))
    .orderBy(desc(ownerSessions.createdAt))
    .limit(sessionsPerOwner - 1);
  await db
    .delete(ownerSessions)
    .where(and(eq(ownerSessions.ownerId, ownerId), notInArray(ownerSessions.tokenHash, newest)));
  await db
    .insert(ownerSessions)
    .values({ tokenHash: tokenHash(token), ownerId, expiresAt, createdAt: now, lastSeenAt: now });
  return token;
}

/**
 * The owner signed in with this token, or null when it is unknown, past its absolute end or
 * idle too long; an ended session is deleted. A live one is marked as seen now.
 */
export async function ownerOfSession(db: Database, token: string, now = new Date()): Promise<Owner | null> {
  const hashed = tokenHash(token);
  const [row] = await db
    .select({
      id: owners.id,
      email: owners.email,
      name: owners.name,
      language: owners.language,
      expiresAt: ownerSessions.expiresAt,
      lastSeenAt: ownerSessions.lastSeenAt,
    })
    .from(ownerSessions)
    .innerJoin(owners, eq(owners.id, ownerSessions.ownerId))
    .where(eq(ownerSessions.tokenHash, hashed));
  if (!row) return null;
  if (row.expiresAt.getTime() <= now.getTime() || row.lastSeenAt.getTime() + idleMs <= now.getTime()) {
    await db.delete(ownerSessions).where(eq(ownerSessions.tokenHash, hashed));
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() >= touchMs) {
    await db.update(ownerSessions).set({ lastSeenAt: now }).where(eq(ownerSessions.tokenHash, hashed));
  }
  const owner = { id: row.id, email: row.email, name: row.name, language: row.language };
  const properties = await db
    .select({ propertyId: ownerProperties.propertyId })
    .from(ownerProperties)
    .where(eq(ownerProperties.ownerId, row.id));
  return { ...owner, language: owner.language as Language, propertyIds: properties.map((entry) => entry.propertyId) };
}

export async function endSession(db: Database, token: string): Promise<void> {
  await db.delete(ownerSessions).where(eq(ownerSessions.tokenHash, tokenHash(token)));
}

/**
 * Password forgotten: a link valid for an hour, mailed through the outbox in the same
 * transaction; it revokes the owner's older links. `mail` writes the mail for the owner's name
 * and the link's token. For an address without an owner the same work is done, the mail
 * written, stored and deleted again in one transaction, so that neither the answer nor its time tells the
 * two apart (decision 015). Returns whether a link was sent, for the tests and the log only.
 */
export async function requestPasswordReset(
  db: Database,
  email: string,
  mail: (owner: { name: string; email: string }, token: string) => Promise<OutgoingMail>,
  now = new Date(),
): Promise<boolean> {
  const address = normalized(email);
  const [found] = await db
    .select({ id: owners.id, name: owners.name, email: owners.email })
    .from(owners)
    .where(eq(owners.email, address));
  const owner = found ?? { id: 0, name: address, email: address };
  const token = randomBytes(32).toString("base64url");
  const message = await mail(owner, token);
  await db.transaction(async (tx) => {
    await tx.delete(ownerPasswordResets).where(lt(ownerPasswordResets.expiresAt, now));
    // A new link revokes the older ones that were not used.
    await tx
      .delete(ownerPasswordResets)
      .where(and(eq(ownerPasswordResets.ownerId, owner.id), isNull(ownerPasswordResets.usedAt)));
    const [queued] = await tx
      .insert(outbox)
      .values({
        messageId: `<password-${randomBytes(12).toString("hex")}@${message.from.address.split("@")[1]}>`,
        mail: message,
      })
      .returning({ id: outbox.id });
    if (!found) {
      // Stored and taken back in the same transaction, which commits as the owner's does.
      if (queued) await tx.delete(outbox).where(eq(outbox.id, queued.id));
      return;
    }
    await tx.insert(ownerPasswordResets).values({
      tokenHash: tokenHash(token),
      ownerId: owner.id,
      expiresAt: new Date(now.getTime() + resetLinkHours * 60 * 60 * 1000),
    });
  });
  return found !== undefined;
}

/** Whether a reset link can still be used. */
export async function resetLinkValid(db: Database, token: string, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ ownerId: ownerPasswordResets.ownerId })
    .from(ownerPasswordResets)
    .where(
      and(
        eq(ownerPasswordResets.tokenHash, tokenHash(token)),
        gt(ownerPasswordResets.expiresAt, now),
        isNull(ownerPasswordResets.usedAt),
      ),
    );
  return row !== undefined;
}

/**
 * Sets the new password through a reset link, once: the link is used up, the owner's other
 * links are revoked and every session ends. Returns the owner's id, or null when the link is
 * unknown, used, revoked or expired.
 */
export async function resetPassword(
  db: Database,
  token: string,
  password: string,
  now = new Date(),
): Promise<number | null> {
  checkLength(password);
  const passwordHash = await hash(password);
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(ownerPasswordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(ownerPasswordResets.tokenHash, tokenHash(token)),
          gt(ownerPasswordResets.expiresAt, now),
          isNull(ownerPasswordResets.usedAt),
        ),
      )
      .returning({ ownerId: ownerPasswordResets.ownerId });
    if (!used) return null;
    await tx.update(owners).set({ passwordHash }).where(eq(owners.id, used.ownerId));
    await tx
      .delete(ownerPasswordResets)
      .where(and(eq(ownerPasswordResets.ownerId, used.ownerId), ne(ownerPasswordResets.tokenHash, tokenHash(token))));
    await tx.delete(ownerSessions).where(eq(ownerSessions.ownerId, used.ownerId));
    return used.ownerId;
  });
}

/**
 * The signed-in owner changes their password: the current one must match. Every other session
 * of the owner ends (the one with `keepToken`, this browser's, stays) and every unused reset
 * link is revoked. False when the current password is wrong.
 */
export async function changePassword(
  db: Database,
  ownerId: number,
  current: string,
  password: string,
  keepToken: string,
): Promise<boolean> {
  checkLength(password);
  const [owner] = await db.select({ passwordHash: owners.passwordHash }).from(owners).where(eq(owners.id, ownerId));
  if (!owner || !(await verify(owner.passwordHash, current))) return false;
  const passwordHash = await hash(password);
  await db.transaction(async (tx) => {
    await tx.update(owners).set({ passwordHash }).where(eq(owners.id, ownerId));
    await tx.delete(ownerPasswordResets).where(eq(ownerPasswordResets.ownerId, ownerId));
    await tx
      .delete(ownerSessions)
      .where(and(eq(ownerSessions.ownerId, ownerId), ne(ownerSessions.tokenHash, tokenHash(keepToken))));
  });
  return true;
}
