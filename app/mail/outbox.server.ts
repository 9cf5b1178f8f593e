import { and, eq, inArray, isNull, lt, lte, or } from "drizzle-orm";
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

/**
 * Sends every mail that is due; another process's claimed rows are skipped. When `stopping`
 * says so, the rows claimed and not yet sent are released at once for another process, rather
 * than when their claim runs out.
 */
export async function deliverDue(
  db: Database,
  sender: MailSender,
  now = new Date(),
  stopping: () => boolean = () => false,
): Promise<Delivery> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        isNull(outbox.sentAt),
        lte(outbox.nextAttemptAt, now),
        or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, now)),
      ),
    )
    .orderBy(outbox.id)
    .limit(batch)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(outbox)
    .set({ lockedUntil: new Date(now.getTime() + claimFor) })
    .where(inArray(outbox.id, due))
    .returning();
  const result: Delivery = { sent: 0, failed: 0 };
  const rows = claimed.sort((a, b) => a.id - b.id);
  for (const [index, row] of rows.entries()) {
    if (stopping()) {
      const left = rows.slice(index).map((unsent) => unsent.id);
      await db.update(outbox).set({ lockedUntil: null }).where(inArray(outbox.id, left));
      break;
    }
    try {
      const mail = await composed(db, row);
      // A CV's bytes come from its row, whichever instance took the mail in.
      if (mail) await sender.send(await withUploads(db, mail), row.messageId);
      await db
        .update(outbox)
        .set({ sentAt: new Date(), lockedUntil: null, ...(mail ? {} : { lastError: "nothing left to send" }) })
        .where(eq(outbox.id, row.id));
      if (mail) result.sent++;
    } catch (error) {
      const attempts = row.attempts + 1;
      await db
        .update(outbox)
        .set({
          attempts,
          nextAttemptAt: new Date(now.getTime() + retryDelay(attempts)),
          lockedUntil: null,
          lastError: error instanceof Error ? error.message : String(error),
        })
        .where(eq(outbox.id, row.id));
      result.failed++;
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

export function startOutbox(): void {
  if (timer) return;
  timer = setInterval(wakeOutbox, interval).unref();
  wakeOutbox();
}

let stopped = false;

/**
 * Stops the sending loop for a graceful shutdown: the mail being sent is finished, the rest of
 * the claimed batch released; resolves when the round has ended.
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
      const round = await deliverDue(db, sender, new Date(), () => stopped);
      // A full batch may mean more are due (a run's digests): go on rather than wait for the tick.
      if (round.sent + round.failed >= batch) again = true;
    } while (again && !stopped);
  })()
    .catch((error: unknown) => log.error({ err: error }, "outbox round failed; the next one tries again"))
    .finally(() => {
      sending = null;
    });
}
