import { randomUUID } from "node:crypto";
import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { setImmediate as yieldToOthers } from "node:timers/promises";
import { and, eq, inArray, isNull, lt } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { OutgoingMail } from "~/db/schema";
import { outbox, uploadPartBytes, uploadParts, uploads } from "~/db/schema";
import { attachedUpload, uploadAttachmentPath } from "~/mail/attachments.server";
import { mailCopyPath } from "~/mail/transport.server";
import { env } from "~/platform/env.server";
import { log } from "~/platform/log.server";

// A rent applicant's CV (issue 5): at most 10 MB; PDF, DOC, DOCX, JPG or PNG as its first
// bytes say, whatever its name; kept in the database, which every instance reads and no public
// folder serves, in pieces (upload_parts, decision 066), and deleted after the retention period
// (90 days by default: the Belgian DPA's practice), with the copies of the mails that carried it
// (decision 037). The mail names the attachment from its detected type (cv-2026-05-04.pdf), never
// from the visitor's file name.

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

/**
 * Writes an upload's bytes as its pieces, one insert each, letting the server's other work run
 * between two: on the embedded database each insert holds the server's one thread while it runs.
 */
export async function storeUploadParts(db: Database, uploadId: number, bytes: Uint8Array): Promise<void> {
  for (let part = 0; part * uploadPartBytes < bytes.length; part++) {
    if (part > 0) await yieldToOthers();
    const content = bytes.subarray(part * uploadPartBytes, (part + 1) * uploadPartBytes);
    await db.insert(uploadParts).values({ uploadId, part, content });
  }
}

/** Where an older version kept CVs as files, 0600 under a random name. */
function legacyFolder(): string {
  return path.resolve(env().DATA_DIR, "uploads");
}

export interface NewUpload {
  storedName: string;
  originalName: string;
  contentType: string;
  size: number;
  bytes: Uint8Array;
  /** The agency mail's attachment: named from the detected type and the day, nothing the visitor chose. */
  attachment: { filename: string; path: string; contentType: string };
}

/** A checked file, stored with its lead under a server-chosen name; the visitor's file name is only kept as text. */
export function newUpload(bytes: Uint8Array, kind: UploadKind, originalName: string, now = new Date()): NewUpload {
  const storedName = `${randomUUID()}.${kinds[kind].extension}`;
  const { contentType, extension } = kinds[kind];
  const safeName =
    path
      .basename(originalName)
      .replace(/[^\p{L}\p{N}._ -]/gu, "_")
      .slice(0, 120) || storedName;
  return {
    storedName,
    originalName: safeName,
    contentType,
    size: bytes.length,
    bytes,
    attachment: {
      filename: `cv-${now.toISOString().slice(0, 10)}.${extension}`,
      path: uploadAttachmentPath(storedName),
      contentType,
    },
  };
}

type Attachment = NonNullable<OutgoingMail["attachments"]>[number];

/**
 * Changes the attachment that is this upload in each mail of its lead (by `change`; null drops
 * it); returns the Message-IDs of the mails changed. An older version's mails name its file.
 */
async function changeAttachment(
  db: Database,
  upload: { leadId: number; storedName: string },
  change: (attachment: Attachment) => Attachment | null,
): Promise<string[]> {
  const mails = await db
    .select({ id: outbox.id, messageId: outbox.messageId, mail: outbox.mail })
    .from(outbox)
    .where(eq(outbox.leadId, upload.leadId));
  const changed: string[] = [];
  for (const row of mails) {
    const attachments = row.mail.attachments ?? [];
    const isUpload = (attachment: Attachment) =>
      attachedUpload(attachment.path) === upload.storedName || path.basename(attachment.path) === upload.storedName;
    if (!attachments.some(isUpload)) continue;
    const kept = attachments.flatMap((attachment) =>
      isUpload(attachment) ? (change(attachment) ?? []) : [attachment],
    );
    const mail: OutgoingMail = { ...row.mail, attachments: kept };
    if (kept.length === 0) delete mail.attachments;
    await db.update(outbox).set({ mail }).where(eq(outbox.id, row.id));
    changed.push(row.messageId);
  }
  return changed;
}

/**
 * Moves the CVs an older version wrote under this instance's DATA_DIR/uploads/ into their rows,
 * points their mails at the rows, and removes the files; the file of an upload already purged
 * just goes. A file without a row (its lead never stored) is left as it is. Returns how many moved.
 */
async function moveFilesIntoDatabase(db: Database): Promise<number> {
  const names = await readdir(legacyFolder()).catch(() => []);
  if (names.length === 0) return 0;
  const rows = await db
    .select({
      leadId: uploads.leadId,
      storedName: uploads.storedName,
      deletedAt: uploads.deletedAt,
    })
    .from(uploads)
    .where(inArray(uploads.storedName, names));
  let moved = 0;
  for (const row of rows) {
    const file = path.join(legacyFolder(), row.storedName);
    if (!row.deletedAt) {
      const content = await readFile(file).catch(() => null);
      // Another instance on the same folder moved it a moment ago.
      if (!content) continue;
      await db
        .update(uploads)
        .set({ content })
        .where(and(eq(uploads.storedName, row.storedName), isNull(uploads.content)));
      await changeAttachment(db, row, (attachment) => ({ ...attachment, path: uploadAttachmentPath(row.storedName) }));
      moved++;
    }
    await rm(file, { force: true });
  }
  return moved;
}

/**
 * Deletes the uploads older than `days` (their bytes, for every instance) and marks them
 * deleted; the copies of the mails that carried one (DATA_DIR/mail/*.eml) go too, and those
 * mails' rows no longer point at it. First moves into the database the files an older version
 * left on this instance's disk. Returns how many uploads went.
 */
export async function purgeUploads(db: Database, days: number, now = new Date()): Promise<number> {
  const moved = await moveFilesIntoDatabase(db);
  if (moved > 0) log.info({ moved }, "CVs moved from DATA_DIR/uploads into the database");
  const before = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const old = await db
    .select({ id: uploads.id, leadId: uploads.leadId, storedName: uploads.storedName })
    .from(uploads)
    .where(and(isNull(uploads.deletedAt), lt(uploads.createdAt, before)));
  for (const upload of old) {
    for (const messageId of await changeAttachment(db, upload, () => null)) {
      await rm(mailCopyPath(messageId), { force: true });
    }
    await db.transaction(async (tx) => {
      await tx.delete(uploadParts).where(eq(uploadParts.uploadId, upload.id));
      await tx.update(uploads).set({ content: null, deletedAt: now }).where(eq(uploads.id, upload.id));
    });
  }
  return old.length;
}
