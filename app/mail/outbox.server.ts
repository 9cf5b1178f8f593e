import { and, eq, gt, isNull, lt, lte, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { getDatabase } from "~/db/database.server";
import type { OutgoingMail } from "~/db/schema";
import { outbox } from "~/db/schema";
import { log } from "~/platform/log.server";
import { withUploads } from "./attachments.server";
import type { MailSender } from "./transport.server";
import { configuredSender } from "./transport.server";

// The outbox: mails are rows written with their lead, sent by this loop. A failed attempt
// waits longer each time; the Message-ID stays the same, so a retry is never a duplicate.

const batch = 20;
const claimFor = 2 * 60_000;
const firstRetry = 5_000;
const lastRetry = 60 * 60_000;

/** The wait before attempt `attempts + 1`: 5 s, 10 s, 20 s … at most an hour. */
function retryDelay(attempts: number): number {
  return Math.min(firstRetry * 2 ** Math.max(0, attempts - 1), lastRetry);
}

/**
 * Makes the body of a mail queued with `compose`: given its outbox row, the mail to send, or
 * null when nothing is left to say (then the row is closed unsent).
 */
export type MailComposer = (db: Database, row: { id: number; mail: OutgoingMail }) => Promise<OutgoingMail | null>;
const composers = new Map<NonNullable<OutgoingMail["compose"]>, MailComposer>();

/** Registers the composer of one kind of mail: the server does so at start (app/background.server.ts). */
export function registerComposer(kind: NonNullable<OutgoingMail["compose"]>, composer: MailComposer): void {
  composers.set(kind, composer);
}

async function composed(db: Database, row: { id: number; mail: OutgoingMail }): Promise<OutgoingMail | null> {
  if (!row.mail.compose) return row.mail;
  const composer = composers.get(row.mail.compose);
  if (!composer) throw new Error(`no composer for ${row.mail.compose} mails`);
  return composer(db, row);
}

export interface Delivery {
  sent: number;
  failed: number;
}

/** What becomes of a mail's row once its sending was tried. */
type Outcome = Partial<typeof outbox.$inferInsert>;

/** What a secret mail's row keeps of its body once it is sent. */
const sentSecret = "(sent; its body held a link that opens something and is not kept)";

/** What the sending loop keeps between rounds. */
export interface OutboxState {
  /** The mail server was last found away. */
  serverAway: boolean;
  /**
   * Outcomes that could not be written because the database was away: written first in the
   * next round, while this process's claim still keeps the rows from every other sender. A mail
   * that went is so never sent again.
   */
  unrecorded: Map<number, Outcome>;
}

export const newOutboxState = (): OutboxState => ({ serverAway: false, unrecorded: new Map() });

/** Nodemailer's codes for a server that could not be reached or did not answer (not a refused mail). */
const serverAwayCodes = new Set(["ECONNECTION", "ETIMEDOUT", "ESOCKET", "EDNS"]);
const serverAway = (error: unknown) =>
  typeof error === "object" && error !== null && serverAwayCodes.has(String((error as { code?: unknown }).code));

/** Mails that failed before and wait on their backoff (not mails scheduled for later, never tried). */
const waitingAfterFailure = (now: Date) =>
  and(isNull(outbox.sentAt), gt(outbox.attempts, 0), gt(outbox.nextAttemptAt, now));

/**
 * Sends every mail that is due; another process's claimed rows are skipped. When `stopping`
 * says so, it ends after the mail it is sending.
 *
 * With a `state` kept between rounds, a mail server found away is asked again every round,
 * without a mail, and once it answers, the mails waiting on their backoff are due at once:
 * after an outage the agency gets its leads within seconds, not up to an hour later.
 */
export async function deliverDue(
  db: Database,
  sender: MailSender,
  now = new Date(),
  stopping: () => boolean = () => false,
  state?: OutboxState,
): Promise<Delivery> {
  for (const [id, outcome] of state?.unrecorded ?? []) {
    await db.update(outbox).set(outcome).where(eq(outbox.id, id));
    state?.unrecorded.delete(id);
  }
  const record = async (id: number, outcome: Outcome) => {
    try {
      await db.update(outbox).set(outcome).where(eq(outbox.id, id));
    } catch (error) {
      state?.unrecorded.set(id, outcome);
      throw error;
    }
  };
  if (state?.serverAway) {
    // Asked without taking a mail: while it is away no mail is claimed, so a process that dies
    // meanwhile holds none back, and no mail counts attempts that were never made.
    if (!(await sender.reachable())) return { sent: 0, failed: 0 };
    state.serverAway = false;
    await db.update(outbox).set({ nextAttemptAt: now }).where(waitingAfterFailure(now));
  }
  const claimable = or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, now));
  const due = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(isNull(outbox.sentAt), lte(outbox.nextAttemptAt, now), claimable))
    .orderBy(outbox.id)
    .limit(batch);
  const result: Delivery = { sent: 0, failed: 0 };
  // `now` as the round goes on: a round of slow sends lasts minutes, and each claim must run
  // from the moment it is made.
  const started = Date.now();
  const current = () => new Date(now.getTime() + Date.now() - started);
  for (const { id } of due) {
    if (stopping()) break;
    // Claimed one at a time, just before it is sent: an instance that dies (even by SIGKILL)
    // holds back only the mail it was sending, which may have gone; another instance that took
    // it meanwhile wins, and this one goes on with the next.
    const [row] = await db
      .update(outbox)
      .set({ lockedUntil: new Date(current().getTime() + claimFor) })
      .where(and(eq(outbox.id, id), isNull(outbox.sentAt), claimable))
      .returning();
    if (!row) continue;
    let outcome: Outcome;
    let sent = false;
    let away = false;
    try {
      const mail = await composed(db, row);
      // A CV's bytes come from its row, whichever instance took the mail in.
      if (mail) await sender.send(await withUploads(db, mail), row.messageId);
      sent = mail !== null;
      outcome = {
        sentAt: new Date(),
        lockedUntil: null,
        ...(mail ? {} : { lastError: "nothing left to send" }),
        ...(row.mail.secret ? { mail: { ...row.mail, html: sentSecret, text: sentSecret } } : {}),
      };
    } catch (error) {
      away = Boolean(state && serverAway(error));
      const attempts = row.attempts + 1;
      outcome = {
        attempts,
        nextAttemptAt: new Date(current().getTime() + retryDelay(attempts)),
        lockedUntil: null,
        lastError: error instanceof Error ? error.message : String(error),
      };
      result.failed++;
    }
    await record(row.id, outcome);
    if (sent) result.sent++;
    // The server is away: the other mails wait for the next round, which asks it first.
    if (away && state) {
      state.serverAway = true;
      break;
    }
  }
  return result;
}

// The server's sending loop: every few seconds, at once when a lead is stored, and round after
// round while full batches are due.
const interval = 5_000;
let timer: NodeJS.Timeout | null = null;
let sending: Promise<void> | null = null;
let again = false;
let sender: MailSender | null = null;
const state = newOutboxState();

export function startOutbox(): void {
  if (timer) return;
  timer = setInterval(wakeOutbox, interval).unref();
  wakeOutbox();
}

let stopped = false;

/**
 * Stops the sending loop for a graceful shutdown: the mail being sent is finished, the rest of
 * left for the next round, here or on another instance; resolves when the round has ended.
 */
export async function stopOutbox(): Promise<void> {
  stopped = true;
  if (timer) clearInterval(timer);
  await sending;
}

export function wakeOutbox(): void {
  if (stopped) return;
  if (sending) {
    again = true;
    return;
  }
  sending = (async () => {
    const { db } = await getDatabase();
    sender ??= configuredSender();
    do {
      again = false;
      const wasAway = state.serverAway;
      const round = await deliverDue(db, sender, new Date(), () => stopped, state);
      // A full batch may mean more are due (a run's digests), and a mail server back means the
      // mails that waited on it are: go on rather than wait for the tick.
      if (round.sent + round.failed >= batch || (wasAway && !state.serverAway)) again = true;
    } while (again && !stopped);
  })()
    .catch((error: unknown) => log.error({ err: error }, "outbox round failed; the next one tries again"))
    .finally(() => {
      sending = null;
    });
}
