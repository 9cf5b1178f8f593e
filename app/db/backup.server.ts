import { closeSync, existsSync, fsyncSync, openSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import type { PGlite } from "@electric-sql/pglite";

// npm run db:backup: the embedded database's folder as a .tgz, taken while the site serves
// (docs/decisions/036-database-backup-and-copy.md). Restoring is unpacking it into an empty
// DATA_DIR/db with the site stopped (docs/OPERATIONS.md).

/** The lock file (client.server.ts) names a process of the machine the backup was taken on. */
const lockFile = "agency.lock";

/** A tar archive without the entry `name` at its top (ustar headers of 512 bytes, as PGlite writes them). */
function withoutTopEntry(tar: Buffer, name: string): Buffer {
  const kept: Buffer[] = [];
  let offset = 0;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) {
      kept.push(tar.subarray(offset));
      break;
    }
    const field = (start: number, length: number) =>
      header
        .subarray(start, start + length)
        .toString("utf8")
        .replace(/\0.*$/s, "");
    const size = Number.parseInt(field(124, 12).trim() || "0", 8);
    const end = offset + 512 + Math.ceil(size / 512) * 512;
    const entry = field(0, 100).replace(/^\/+/, "");
    if (entry !== name || field(345, 155) !== "") kept.push(tar.subarray(offset, end));
    offset = end;
  }
  return Buffer.concat(kept);
}

/**
 * Writes a consistent copy of the embedded database to `file` (0600), which must not exist:
 * written beside it under another name, then renamed, so no half file ever bears its name.
 * Returns its size in bytes.
 */
export async function backupEmbeddedDatabase(client: PGlite, file: string): Promise<number> {
  // PGlite's own dump, inside a transaction of this command's: PGlite runs one at a time, so the
  // server's queries wait and the files are taken between two of its transactions.
  const tar = await client.transaction(async () => Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
  // Compressed after the transaction: the site waits only for the copy of the files.
  const compressed = await promisify(gzip)(withoutTopEntry(tar, lockFile));
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  const descriptor = openSync(temporary, "wx", 0o600);
  try {
    try {
      writeFileSync(descriptor, compressed);
      fsyncSync(descriptor);
    } finally {
      closeSync(descriptor);
    }
    if (existsSync(file)) throw new Error(`${file} already exists; nothing written`);
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  return compressed.length;
}
