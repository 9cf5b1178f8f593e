import { randomUUID } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { and, eq, isNull, lt } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { uploads } from "~/db/schema";
import { env } from "~/env.server";

// A rent applicant's CV (issue 5): at most 10 MB; PDF, DOC, DOCX, JPG or PNG as its first
// bytes say, whatever its name; kept outside every public folder under a random name, and
// deleted after the retention period (90 days by default: the Belgian DPA's practice).

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
  contentType: string;
  size: number;
  path: string;
}

/** Writes a checked file under a server-chosen name; the visitor's file name is only kept as text. */
export async function saveUpload(bytes: Uint8Array, kind: UploadKind, originalName: string): Promise<SavedUpload> {
  const folder = uploadFolder();
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const storedName = `${randomUUID()}.${kinds[kind].extension}`;
  const file = path.join(folder, storedName);
  await writeFile(file, bytes, { mode: 0o600 });
  const safeName =
    path
      .basename(originalName)
      .replace(/[^\p{L}\p{N}._ -]/gu, "_")
      .slice(0, 120) || storedName;
  return { storedName, originalName: safeName, contentType: kinds[kind].contentType, size: bytes.length, path: file };
}

/** Deletes the files of uploads older than `days`, and marks them deleted; returns how many. */
export async function purgeUploads(db: Database, days: number, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const old = await db
    .select()
    .from(uploads)
    .where(and(isNull(uploads.deletedAt), lt(uploads.createdAt, before)));
  for (const upload of old) {
    await rm(path.join(uploadFolder(), upload.storedName), { force: true });
    await db.update(uploads).set({ deletedAt: now }).where(eq(uploads.id, upload.id));
  }
  return old.length;
}
