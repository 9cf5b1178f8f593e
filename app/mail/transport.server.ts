import path from "node:path";
import nodemailer from "nodemailer";
import { writePrivateFile } from "~/platform/data-dir.server";
import { env } from "~/platform/env.server";
import type { SendableMail } from "./attachments.server";

// How mail leaves: SMTP from SMTP_URL, or by default a file per message under DATA_DIR/mail/
// (DESIGN.md), so a fresh checkout needs no mail server and nothing is lost. The copies carry
// leads' personal data and CVs: they are 0600 in a 0700 folder, and a copy with a CV goes when
// the CV does (app/leads/uploads.server.ts). A CV reaches the sender as bytes, read from the
// database (app/mail/attachments.server.ts).

export interface MailSender {
  send(mail: SendableMail, messageId: string): Promise<void>;
  /** Whether the mail server answers now, asked without a mail. */
  reachable(): Promise<boolean>;
}

/**
 * How long one send may take at most: a mail server that does not answer fails the attempt
 * (retried later) well within the outbox's claim on the row (2 minutes), so that no other
 * instance takes the row while this one may still deliver it: no mail goes twice.
 */
export const smtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function smtpSender(url: string): MailSender {
  // One connection kept open and used mail after mail: a new one for each mail cost about 100 ms
  // even on loopback, against 13 ms on a kept one (a remote server with TLS costs more still).
  const transporter = nodemailer.createTransport({ url, pool: true, maxConnections: 1, ...smtpTimeouts });
  return {
    async send(mail, messageId) {
      await transporter.sendMail({ ...mail, messageId });
    },
    // A connection, its greeting and the login if the URL has one, then QUIT.
    reachable: () =>
      transporter.verify().then(
        () => true,
        () => false,
      ),
  };
}

function fileSender(folder: string): MailSender {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(mail, messageId) {
      const info = await transporter.sendMail({ ...mail, messageId });
      await writePrivateFile(mailCopyPath(messageId, folder), info.message as Buffer);
    },
    reachable: async () => true,
  };
}

export function mailFolder(): string {
  return path.resolve(env().DATA_DIR, "mail");
}

/** Where the copy of a mail is written: the Message-ID names it, so a retry overwrites, it never adds a second copy. */
export function mailCopyPath(messageId: string, folder = mailFolder()): string {
  const name = messageId.replace(/[<>]/g, "").replace(/[^\w.@-]/g, "_");
  return path.join(folder, `${name}.eml`);
}

export function configuredSender(): MailSender {
  const { SMTP_URL } = env();
  return SMTP_URL ? smtpSender(SMTP_URL) : fileSender(mailFolder());
}
