import { Readable } from "node:stream";
import { setImmediate as yieldToOthers } from "node:timers/promises";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { OutgoingMail } from "~/db/schema";
import { uploadPartBytes, uploadParts, uploads } from "~/db/schema";

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
 * than the bytes themselves (decision 058). In pieces of 256 KB, a file stored whole cut as the
 * others are: a mail takes them one by one (`attachmentStream`).
 */
export async function uploadPieces(db: Database, storedName: string): Promise<Buffer[] | null> {
  const [row] = await db
    .select({ id: uploads.id, size: uploads.size, content: sql<string | null>`encode(${uploads.content}, 'base64')` })
    .from(uploads)
    .where(and(eq(uploads.storedName, storedName), isNull(uploads.deletedAt)));
  if (!row) return null;
  if (row.content !== null) {
    const whole = Buffer.from(row.content, "base64");
    const pieces: Buffer[] = [];
    for (let at = 0; at < whole.length; at += uploadPartBytes) pieces.push(whole.subarray(at, at + uploadPartBytes));
    return pieces;
  }
  const parts: Buffer[] = [];
  let size = 0;
  for (let part = 0; ; part++) {
    if (part > 0) await yieldToOthers();
    const [piece] = await db
      .select({ content: sql<string>`encode(${uploadParts.content}, 'base64')` })
      .from(uploadParts)
      .where(and(eq(uploadParts.uploadId, row.id), eq(uploadParts.part, part)));
    if (!piece) break;
    const bytes = Buffer.from(piece.content, "base64");
    parts.push(bytes);
    size += bytes.length;
  }
  return parts.length > 0 && size === row.size ? parts : null;
}

/**
 * An attachment's bytes as a stream of its pieces, the thread let go between two: base64 and
 * SMTP's escaping of 256 KB take a few milliseconds; of a 9 MB CV at once, 60-85 ms in which no
 * visitor was answered.
 */
function attachmentStream(pieces: Buffer[]): Readable {
  async function* chunks() {
    for (const piece of pieces) {
      yield piece;
      await yieldToOthers();
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}

/** A mail as the sender gets it: each upload's bytes in place of its reference. */
export type SendableMail = Omit<OutgoingMail, "attachments"> & {
  attachments?: (Attachment | { filename: string; contentType: string; content: Readable })[];
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
      const pieces = await uploadPieces(db, storedName);
      if (!pieces) throw new Error(`the upload ${storedName} is not in the database`);
      return {
        filename: attachment.filename,
        contentType: attachment.contentType,
        content: attachmentStream(pieces),
      };
    }),
  );
  return { ...mail, attachments };
}
