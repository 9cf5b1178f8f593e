import { readFileSync } from "node:fs";
import { asc } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { OutgoingMail } from "~/db/schema";
import { outbox } from "~/db/schema";
import { mailCopyPath } from "~/mail/transport.server";
import { decoded } from "../../e2e/support/mail";

/**
 * The outbox's mails as their readers got them, in the order they were stored. A mail with a
 * link that opens something keeps no body in its row once sent (decision 015): without SMTP the
 * outbox writes a copy of each mail it sends, and such a mail's body is read from it.
 */
export async function mailsAsSent(db: Database): Promise<(OutgoingMail & { sent: boolean })[]> {
  const rows = await db.select().from(outbox).orderBy(asc(outbox.id));
  return rows.map((row) => {
    const sent = row.sentAt !== null;
    if (!sent || !row.mail.secret) return { ...row.mail, sent };
    const copy = decoded(readFileSync(mailCopyPath(row.messageId), "utf8"));
    return { ...row.mail, text: copy, html: copy, sent };
  });
}

/** The mails to an address as sent, once `count` of them have gone (the outbox sends in the background). */
export async function sentTo(db: Database, address: string, count: number): Promise<OutgoingMail[]> {
  for (let waited = 0; waited <= 10_000; waited += 50) {
    const mails = (await mailsAsSent(db)).filter((mail) => mail.to.address === address);
    if (mails.length >= count && mails.every((mail) => mail.sent)) return mails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${count} mails to ${address} were not sent`);
}
