import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { OutgoingMail } from "~/db/schema";
import { env } from "~/env.server";

// How mail leaves: SMTP from SMTP_URL, or by default a file per message under DATA_DIR/mail/
// (DESIGN.md), so a fresh checkout needs no mail server and nothing is lost.

export interface MailSender {
  send(mail: OutgoingMail, messageId: string): Promise<void>;
}

export function smtpSender(url: string): MailSender {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(mail, messageId) {
      await transporter.sendMail({ ...mail, messageId });
    },
  };
}

function fileSender(folder: string): MailSender {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(mail, messageId) {
      const info = await transporter.sendMail({ ...mail, messageId });
      await mkdir(folder, { recursive: true });
      // The Message-ID names the file: a retry overwrites, it never adds a second copy.
      const name = messageId.replace(/[<>]/g, "").replace(/[^\w.@-]/g, "_");
      await writeFile(path.join(folder, `${name}.eml`), info.message as Buffer);
    },
  };
}

export function configuredSender(): MailSender {
  const { SMTP_URL, DATA_DIR } = env();
  return SMTP_URL ? smtpSender(SMTP_URL) : fileSender(path.resolve(DATA_DIR, "mail"));
}
