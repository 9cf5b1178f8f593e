import { randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import path from "node:path";
import { and, eq, isNull, lt } from "drizzle-orm";
import { privateFolder, writePrivateFile } from "~/platform/data-dir.server";
import type { Database } from "~/db/client.server";
import type { OutgoingMail } from "~/db/schema";
import { outbox, uploads } from "~/db/schema";
import { env } from "~/platform/env.server";
import { mailCopyPath } from "~/mail/transport.server";

// A rent applicant's CV (issue 5): at most 10 MB; PDF, DOC, DOCX, JPG or PNG as its first
// bytes say, whatever its name; kept outside every public folder under a random name, and
// deleted after the retention period (90 days by default: the Belgian DPA's practice), with
// the copies of the mails that carried it. The file is 0600 in a 0700 folder; the mail names the
// attachment from its detected type (cv-2026-05-04.pdf), never from the visitor's file name.

const kinds = {
  pdf: { contentType: "application/pdf", extension: "pdf" },
  doc: { contentType: "application/msword", extension: "doc" },
  docx: {
    contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    extension: "docx",
  },
  jpg: { contentType: "image/jpeg", extension: "jpg" },
  png: { contentType: "image/png", extension: "png" },
} as const;
type UploadKind = keyof typeof kinds;

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, index) => bytes[index] === byte);

/** What a file is, from its first bytes; null for anything else (an executable renamed to .pdf). */
export function detectUpload(bytes: Uint8Array): UploadKind | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "pdf";
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return "doc";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  // A DOCX is a zip whose entries include the word/ folder.
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && Buffer.from(bytes).includes("word/")) return "docx";
  return null;
}

function uploadFolder(): string {
  return path.resolve(env().DATA_DIR, "uploads");
}

export interface SavedUpload {
  storedName: string;
  originalName: string;
  /** The attachment's name in the agency's mail: from the detected type and the day, nothing the visitor chose. */
  attachmentName: string;
  contentType: string;
  size: number;
  path: string;
}

/** Writes a checked file under a server-chosen name; the visitor's file name is only kept as text. */
export async function saveUpload(
  bytes: Uint8Array,
  kind: UploadKind,
  originalName: string,
  now = new Date(),
): Promise<SavedUpload> {
  const folder = await privateFolder(uploadFolder());
  const storedName = `${randomUUID()}.${kinds[kind].extension}`;
  const file = path.join(folder, storedName);
  await writePrivateFile(file, bytes);
  const safeName =
    path
      .basename(originalName)
      .replace(/[^\p{L}\p{N}._ -]/gu, "_")
      .slice(0, 120) || storedName;
  return {
    storedName,
    originalName: safeName,
    attachmentName: `cv-${now.toISOString().slice(0, 10)}.${kinds[kind].extension}`,
    contentType: kinds[kind].contentType,
    size: bytes.length,
    path: file,
  };
}

/**
 * Deletes the files of uploads older than `days`, and marks them deleted; the copies of the
 * mails that carried one (DATA_DIR/mail/*.eml) go too, and those mails' rows no longer point at
 * the file. Returns how many uploads went.
 */
export async function purgeUploads(db: Database, days: number, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const old = await db
    .select()
    .from(uploads)
    .where(and(isNull(uploads.deletedAt), lt(uploads.createdAt, before)));
  for (const upload of old) {
    const file = path.join(uploadFolder(), upload.storedName);
    const mails = await db
      .select({ id: outbox.id, messageId: outbox.messageId, mail: outbox.mail })
      .from(outbox)
      .where(eq(outbox.leadId, upload.leadId));
    for (const row of mails) {
      const attachments = row.mail.attachments ?? [];
      const kept = attachments.filter((attachment) => path.basename(attachment.path) !== upload.storedName);
      if (kept.length === attachments.length) continue;
      await rm(mailCopyPath(row.messageId), { force: true });
      const mail: OutgoingMail = { ...row.mail, attachments: kept };
      if (kept.length === 0) delete mail.attachments;
      await db.update(outbox).set({ mail }).where(eq(outbox.id, row.id));
    }
    await rm(file, { force: true });
    await db.update(uploads).set({ deletedAt: now }).where(eq(uploads.id, upload.id));
  }
  return old.length;
}
