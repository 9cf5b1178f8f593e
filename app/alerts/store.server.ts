import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { OutgoingMail, SearchAlertCriteria } from "~/db/schema";
import { alertDeliveries, outbox, searchAlerts } from "~/db/schema";
import { visitorHash } from "~/http/visitor.server";
import type { Language } from "~/domain/language";
import { isLanguage } from "~/domain/language";
import { queueAlertForCrm, queueUnsubscribeForCrm } from "~/leads/crm.server";
import type { AlertFrequency } from "./criteria";
import { hashToken, isConfirmToken } from "./tokens.server";

// The alerts' rows (decision 026). A subscription is stored 'pending' with its confirmation
// mail in the outbox, in one transaction; only the confirmation makes it 'confirmed', the one
// status the sending side reads. Unsubscribing erases the person and withdraws unsent mails.
// With Omnicasa configured, both also queue their call to the agency's CRM (decision 028).

/** A search alert as stored: what the sending side reads (criteria, language, frequency, lastDigestAt). */
export type SearchAlert = typeof searchAlerts.$inferSelect;

/** How long a confirmation link works: after that, the pending alert is as good as gone. */
export const confirmDays = 7;

export interface NewSearchAlert {
  email: string;
  name: string;
  phone: string;
  language: Language;
  frequency: AlertFrequency;
  criteria: SearchAlertCriteria;
  confirmTokenHash: string;
  ip: string;
}

/** The alert, pending, and its confirmation mail (made once the id is known), in one transaction. */
export async function storePendingAlert(
  db: Database,
  alert: NewSearchAlert,
  ipSecret: string,
  confirmationMail: (id: number) => Promise<OutgoingMail>,
): Promise<number> {
  const { ip, ...fields } = alert;
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(searchAlerts)
      .values({ ...fields, email: fields.email.toLowerCase(), ipHash: visitorHash(ip, ipSecret) })
      .returning({ id: searchAlerts.id });
    if (!stored) throw new Error("the search alert was not stored");
    const mail = await confirmationMail(stored.id);
    await tx.insert(outbox).values({
      messageId: `<search-alert-${stored.id}-confirm-${randomUUID()}@${mail.from.address.split("@")[1]}>`,
      mail,
    });
    return stored.id;
  });
}

export async function alertById(db: Database, id: number): Promise<SearchAlert | null> {
  const [row] = await db.select().from(searchAlerts).where(eq(searchAlerts.id, id));
  return row ?? null;
}

/** What a confirmation link shows: its alert's state; 'expired' for a pending one past its days. */
export type ConfirmationState = "pending" | "confirmed" | "expired" | "unsubscribed";

function stateOf(alert: SearchAlert, now: Date): ConfirmationState {
  if (alert.status !== "pending") return alert.status;
  return now.getTime() - alert.createdAt.getTime() > confirmDays * 86_400_000 ? "expired" : "pending";
}

/** The alert of a confirmation link and its state, or null for a link never made here. */
export async function alertByConfirmToken(
  db: Database,
  token: string,
  now = new Date(),
): Promise<{ alert: SearchAlert; state: ConfirmationState } | null> {
  if (!isConfirmToken(token)) return null;
  const [alert] = await db
    .select()
    .from(searchAlerts)
    .where(eq(searchAlerts.confirmTokenHash, hashToken(token)));
  return alert ? { alert, state: stateOf(alert, now) } : null;
}

/** The confirmation: a pending alert within its days becomes 'confirmed', once. */
export async function confirmAlert(
  db: Database,
  token: string,
  now = new Date(),
): Promise<{ id: number; state: ConfirmationState } | null> {
  const found = await alertByConfirmToken(db, token, now);
  if (!found) return null;
  if (found.state !== "pending") return { id: found.alert.id, state: found.state };
  const updated = await db.transaction(async (tx) => {
    const [confirmed] = await tx
      .update(searchAlerts)
      .set({ status: "confirmed", confirmedAt: now })
      .where(and(eq(searchAlerts.id, found.alert.id), eq(searchAlerts.status, "pending")))
      .returning();
    if (confirmed && isLanguage(confirmed.language)) {
      await queueAlertForCrm(tx, confirmed.id, { ...confirmed, language: confirmed.language });
    }
    return confirmed;
  });
  // Someone else's request won the race: the alert is in whatever state that one left it.
  if (!updated)
    return { id: found.alert.id, state: stateOf((await alertById(db, found.alert.id)) ?? found.alert, now) };
  return { id: updated.id, state: "confirmed" };
}

/** New criteria, language or frequency for an alert that is not unsubscribed; false otherwise. */
export async function updateAlert(
  db: Database,
  id: number,
  change: { criteria: SearchAlertCriteria; language: Language; frequency: AlertFrequency },
): Promise<boolean> {
  const updated = await db
    .update(searchAlerts)
    .set(change)
    .where(and(eq(searchAlerts.id, id), sql`${searchAlerts.status} <> 'unsubscribed'`))
    .returning({ id: searchAlerts.id });
  return updated.length > 0;
}

/**
 * Unsubscribes: the alert stops, the person's name, address and phone are erased (the FAQ
 * says so), and its mails still waiting in the outbox are withdrawn. A mail being sent this
 * very moment (claimed by a sender) cannot be. Saying it twice changes nothing.
 */
export async function unsubscribeAlert(db: Database, id: number, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Who is leaving, read before they are erased: the CRM is told by their address.
    const [leaving] = await tx
      .select({ email: searchAlerts.email, language: searchAlerts.language })
      .from(searchAlerts)
      .where(eq(searchAlerts.id, id))
      .for("update");
    const [alert] = await tx
      .update(searchAlerts)
      .set({ status: "unsubscribed", unsubscribedAt: now, email: "", name: "", phone: "" })
      .where(and(eq(searchAlerts.id, id), sql`${searchAlerts.status} <> 'unsubscribed'`))
      .returning({ id: searchAlerts.id });
    if (!alert) return false;
    const waiting = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .innerJoin(alertDeliveries, eq(alertDeliveries.outboxId, outbox.id))
      .where(
        and(
          eq(alertDeliveries.alertId, id),
          isNull(outbox.sentAt),
          or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, now)),
        ),
      );
    const ids = waiting.map((row) => row.id);
    if (ids.length > 0) {
      await tx
        .update(alertDeliveries)
        .set({ outboxId: null })
        .where(and(isNotNull(alertDeliveries.outboxId), inArray(alertDeliveries.outboxId, ids)));
      await tx.delete(outbox).where(inArray(outbox.id, ids));
    }
    if (leaving && isLanguage(leaving.language)) {
      await queueUnsubscribeForCrm(tx, id, { email: leaving.email, language: leaving.language }, now);
    }
    return true;
  });
}

/**
 * Pending alerts never confirmed within their days: the address never said yes, so nothing of
 * it is kept. For the background work; returns how many went.
 */
export async function purgeUnconfirmedAlerts(db: Database, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - confirmDays * 86_400_000);
  const purged = await db
    .delete(searchAlerts)
    .where(and(eq(searchAlerts.status, "pending"), lt(searchAlerts.createdAt, before)))
    .returning({ id: searchAlerts.id });
  return purged.length;
}
