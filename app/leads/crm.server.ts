import { and, eq, inArray, isNull, lt, lte, or } from "drizzle-orm";
import type { OmnicasaClient, OmnicasaConfig } from "~/catalog/sources/omnicasa.server";
import { omnicasaClient } from "~/catalog/sources/omnicasa.server";
import { site } from "~/content/site.server";
import type { Database } from "~/db/client.server";
import { getDatabase } from "~/db/database.server";
import { crmOutbox, leads } from "~/db/schema";
import { isLanguage } from "~/domain/language";
import { catalogues } from "~/i18n/messages";
import { createTranslator } from "~/i18n/translator";
import { env } from "~/platform/env.server";
import { log } from "~/platform/log.server";
import { isLeadKind } from "./forms";
import type { CrmAlert, CrmLead } from "./crm-requests";
import {
  demandIdsOf,
  demandRegisterCall,
  leadCall,
  unsubscribeCall,
  withDemandIds,
  withoutPerson,
} from "./crm-requests";

// Forwarding to the agency's CRM (docs/decisions/028-crm-forwarding.md). With Omnicasa
// configured, a lead, an alert's confirmation and its unsubscribe each write a call to
// crm_outbox in their own transaction; this loop sends them as the mail outbox sends mails:
// claimed under a lease, retried later and later (at most hourly), each accepted call once.

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Writer = Database | Transaction;

const batch = 20;
const claimFor = 2 * 60_000;
const firstRetry = 5_000;
const lastRetry = 60 * 60_000;

/** The wait before attempt `attempts + 1`: 5 s, 10 s, 20 s … at most an hour. */
export function crmRetryDelay(attempts: number): number {
  return Math.min(firstRetry * 2 ** Math.max(0, attempts - 1), lastRetry);
}

/** Omnicasa's address and the agency's credentials when the listings come from it; null otherwise. */
export function crmConfig(): OmnicasaConfig | null {
  const { LISTING_SOURCE, OMNICASA_URL, OMNICASA_CUSTOMER_NAME, OMNICASA_CUSTOMER_PASSWORD } = env();
  if (LISTING_SOURCE !== "omnicasa" || !OMNICASA_URL || !OMNICASA_CUSTOMER_NAME || !OMNICASA_CUSTOMER_PASSWORD) {
    return null;
  }
  return { url: OMNICASA_URL, customerName: OMNICASA_CUSTOMER_NAME, customerPassword: OMNICASA_CUSTOMER_PASSWORD };
}

/** The lead's ContactOnMe or ContactOnMeProject, in the lead's transaction; nothing without Omnicasa. */
export async function queueLeadForCrm(tx: Writer, leadId: number, lead: CrmLead): Promise<void> {
  if (!crmConfig()) return;
  const { languageDefault } = site().settings;
  const call = leadCall(lead, createTranslator(languageDefault, catalogues[languageDefault]));
  if (call) await tx.insert(crmOutbox).values({ ...call, leadId });
}

/** A lead stored earlier (a visit request, once confirmed), read back in the caller's transaction. */
export async function queueStoredLeadForCrm(tx: Writer, leadId: number): Promise<void> {
  if (!crmConfig()) return;
  const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId));
  if (!lead || !isLeadKind(lead.kind) || !isLanguage(lead.language)) return;
  const { kind, language, propertyId, projectId, fields } = lead;
  await queueLeadForCrm(tx, leadId, {
    kind,
    language,
    propertyId,
    projectId,
    // The opt-in is a column of its own, not one of the stored fields.
    fields: { ...fields, marketing: lead.marketingOptIn },
  });
}

/** A confirmed alert's DemandRegister, in the confirmation's transaction; nothing without Omnicasa. */
export async function queueAlertForCrm(tx: Writer, alertId: number, alert: CrmAlert): Promise<void> {
  if (!crmConfig()) return;
  await tx.insert(crmOutbox).values({ ...demandRegisterCall(alert), alertId });
}

/**
 * The person left the alert, in the unsubscribe's transaction: its DemandRegister not yet tried
 * goes (the CRM never heard of them); one the CRM may have received (sent, being sent, or tried
 * and failed) is followed by an UnsubscribeDemandPerson. What was sent keeps no person.
 */
export async function queueUnsubscribeForCrm(
  tx: Writer,
  alertId: number,
  person: { email: string; language: CrmAlert["language"] },
  now: Date,
): Promise<void> {
  const registers = await tx
    .select()
    .from(crmOutbox)
    .where(and(eq(crmOutbox.alertId, alertId), eq(crmOutbox.method, "DemandRegister")));
  if (registers.length === 0) return;
  const dropped = await tx
    .delete(crmOutbox)
    .where(
      and(
        inArray(
          crmOutbox.id,
          registers.map((row) => row.id),
        ),
        isNull(crmOutbox.sentAt),
        or(isNull(crmOutbox.lockedUntil), lt(crmOutbox.lockedUntil, now)),
      ),
    )
    .returning({ id: crmOutbox.id, attempts: crmOutbox.attempts });
  const neverTried = new Set(dropped.filter((row) => row.attempts === 0).map((row) => row.id));
  for (const row of registers) {
    if (row.sentAt !== null) {
      await tx
        .update(crmOutbox)
        .set({ request: withoutPerson(row.request) })
        .where(eq(crmOutbox.id, row.id));
    }
  }
  if (registers.every((row) => neverTried.has(row.id)) || !crmConfig()) return;
  await tx.insert(crmOutbox).values({ ...unsubscribeCall(person), alertId });
}

export interface Forwarding {
  sent: number;
  failed: number;
}

/** Sends every CRM call that is due; another process's claimed rows are skipped. */
export async function forwardDue(db: Database, client: OmnicasaClient, now = new Date()): Promise<Forwarding> {
  const due = db
    .select({ id: crmOutbox.id })
    .from(crmOutbox)
    .where(
      and(
        isNull(crmOutbox.sentAt),
        lte(crmOutbox.nextAttemptAt, now),
        or(isNull(crmOutbox.lockedUntil), lt(crmOutbox.lockedUntil, now)),
      ),
    )
    .orderBy(crmOutbox.id)
    .limit(batch)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(crmOutbox)
    .set({ lockedUntil: new Date(now.getTime() + claimFor) })
    .where(inArray(crmOutbox.id, due))
    .returning();
  const result: Forwarding = { sent: 0, failed: 0 };
  for (const row of claimed.sort((a, b) => a.id - b.id)) {
    try {
      const request = await prepare(db, row, now);
      if (request === null) continue;
      const answer = await client.call(row.method, request);
      await db
        .update(crmOutbox)
        .set({ sentAt: new Date(), lockedUntil: null, result: answer.value ?? null })
        .where(eq(crmOutbox.id, row.id));
      if (row.method === "UnsubscribeDemandPerson" && row.alertId !== null) await forget(db, row.alertId);
      result.sent++;
    } catch (error) {
      const attempts = row.attempts + 1;
      await db
        .update(crmOutbox)
        .set({
          attempts,
          nextAttemptAt: new Date(now.getTime() + crmRetryDelay(attempts)),
          lockedUntil: null,
          lastError: error instanceof Error ? error.message : String(error),
        })
        .where(eq(crmOutbox.id, row.id));
      // The reason is in the row: the CRM's message may quote the person.
      log.warn({ crm: row.method, row: row.id, attempts }, "a call to the CRM failed; it is tried again later");
      result.failed++;
    }
  }
  return result;
}

type CrmRow = typeof crmOutbox.$inferSelect;

/**
 * The request as it goes out, or null when it no longer should: a DemandRegister whose person
 * has left since is dropped. An unsubscribe waits for its DemandRegister being sent, and carries
 * the person and demand the CRM named in its answer.
 */
async function prepare(db: Database, row: CrmRow, now: Date): Promise<Record<string, unknown> | null> {
  if (row.alertId === null) return row.request;
  const others = await db.select().from(crmOutbox).where(eq(crmOutbox.alertId, row.alertId));
  if (row.method === "DemandRegister") {
    if (!others.some((other) => other.method === "UnsubscribeDemandPerson")) return row.request;
    await db.delete(crmOutbox).where(eq(crmOutbox.id, row.id));
    return null;
  }
  if (row.method !== "UnsubscribeDemandPerson") return row.request;
  const registers = others.filter((other) => other.method === "DemandRegister");
  const inFlight = registers.find(
    (other) => other.sentAt === null && other.lockedUntil !== null && other.lockedUntil > now,
  );
  if (inFlight) throw new Error(`waits for DemandRegister #${inFlight.id} of the same alert`);
  const sent = registers.filter((other) => other.sentAt !== null).at(-1);
  return withDemandIds(row.request, demandIdsOf(sent?.result));
}

/** The CRM was told: the alert's calls keep no person. */
async function forget(db: Database, alertId: number): Promise<void> {
  const rows = await db.select().from(crmOutbox).where(eq(crmOutbox.alertId, alertId));
  for (const row of rows) {
    await db
      .update(crmOutbox)
      .set({ request: withoutPerson(row.request) })
      .where(eq(crmOutbox.id, row.id));
  }
}

// The server's forwarding loop: every few seconds, one round at a time.
const interval = 5_000;
let timer: NodeJS.Timeout | null = null;
let forwarding: Promise<void> | null = null;
let again = false;
let client: OmnicasaClient | null = null;

/** Starts the loop when Omnicasa is configured; without it there is nothing to forward. */
export function startCrmForwarding(): void {
  const config = crmConfig();
  if (timer || !config) return;
  client = omnicasaClient(config);
  timer = setInterval(wakeCrmForwarding, interval).unref();
  wakeCrmForwarding();
}

export function wakeCrmForwarding(): void {
  if (!client) return;
  if (forwarding) {
    again = true;
    return;
  }
  const sender = client;
  forwarding = (async () => {
    const { db } = await getDatabase();
    do {
      again = false;
      await forwardDue(db, sender);
    } while (again);
  })()
    .catch((error: unknown) => log.error({ err: error }, "the CRM forwarding round failed; the next one tries again"))
    .finally(() => {
      forwarding = null;
    });
}
