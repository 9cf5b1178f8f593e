import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { OutgoingMail } from "~/db/schema";
import { uploads } from "~/db/schema";

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
      // As base64, which PGlite writes ten times faster than the bytes themselves (decision 058).
      const [row] = await db
        .select({ content: sql<string | null>`encode(${uploads.content}, 'base64')` })
        .from(uploads)
        .where(and(eq(uploads.storedName, storedName), isNull(uploads.deletedAt)));
      if (!row?.content) throw new Error(`the upload ${storedName} is not in the database`);
      return {
        filename: attachment.filename,
        contentType: attachment.contentType,
        content: Buffer.from(row.content, "base64"),
      };
    }),
  );
  return { ...mail, attachments };
}
