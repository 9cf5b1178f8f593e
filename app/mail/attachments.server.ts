import { setImmediate as yieldToOthers } from "node:timers/promises";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { OutgoingMail } from "~/db/schema";
import { uploadParts, uploads } from "~/db/schema";

// A CV travels in an outbox row as a reference to its uploads row (upload:<stored name>), never
// as a file path: whichever instance claims the mail reads the bytes from the database
// (decision 037).

const scheme = "upload:";

/** How a mail points to a stored upload. */
export function uploadAttachmentPath(storedName: string): string {
  return scheme + storedName;
}

/** The stored name of the upload an attachment points to; null for anything else (a data: URL). */
export function attachedUpload(attachmentPath: string): string | null {
  return attachmentPath.startsWith(scheme) ? attachmentPath.slice(scheme.length) : null;
}

type Attachment = NonNullable<OutgoingMail["attachments"]>[number];

/**
 * An upload's bytes, read from its row (as versions before decision 066 stored them) or piece by
 * piece from upload_parts, letting the server's other work run between two pieces; null when it
 * is not in the database (purged, or a file an older version left on an instance's disk) or when
 * its pieces do not add up to its size. As base64, which PGlite reads and writes ten times faster
 * than the bytes themselves (decision 058).
 */
export async function uploadContent(db: Database, storedName: string): Promise<Buffer | null> {
  const [row] = await db
    .select({ id: uploads.id, size: uploads.size, content: sql<string | null>`encode(${uploads.content}, 'base64')` })
    .from(uploads)
    .where(and(eq(uploads.storedName, storedName), isNull(uploads.deletedAt)));
  if (!row) return null;
  if (row.content !== null) return Buffer.from(row.content, "base64");
  const parts: Buffer[] = [];
  for (let part = 0; ; part++) {
    if (part > 0) await yieldToOthers();
    const [piece] = await db
      .select({ content: sql<string>`encode(${uploadParts.content}, 'base64')` })
      .from(uploadParts)
      .where(and(eq(uploadParts.uploadId, row.id), eq(uploadParts.part, part)));
    if (!piece) break;
    parts.push(Buffer.from(piece.content, "base64"));
  }
  const content = Buffer.concat(parts);
  return parts.length > 0 && content.length === row.size ? content : null;
}

/** A mail as the sender gets it: each upload's bytes in place of its reference. */
export type SendableMail = Omit<OutgoingMail, "attachments"> & {
  attachments?: (Attachment | { filename: string; contentType: string; content: Buffer })[];
};

/**
 * The mail with its uploads' bytes read from the database. Throws when one is not there: a
 * file an older version left on another instance's disk, not moved into its row yet; the mail
 * waits for its next attempt.
 */
export async function withUploads(db: Database, mail: OutgoingMail): Promise<SendableMail> {
  if (!mail.attachments?.some((attachment) => attachedUpload(attachment.path))) return mail;
  const attachments = await Promise.all(
    mail.attachments.map(async (attachment) => {
      const storedName = attachedUpload(attachment.path);
      if (!storedName) return attachment;
      const content = await uploadContent(db, storedName);
      if (!content) throw new Error(`the upload ${storedName} is not in the database`);
      return {
        filename: attachment.filename,
        contentType: attachment.contentType,
        content,
      };
    }),
  );
  return { ...mail, attachments };
}
