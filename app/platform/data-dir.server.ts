import { chmodSync, lstatSync, mkdirSync, readdirSync } from "node:fs";
import { chmod, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { env } from "~/platform/env.server";

// DATA_DIR holds personal data (leads in the database, CVs, copies of mails) and the secrets:
// only the account that runs the site may read it. Folders are 0700 and files 0600: on creation
// (a process that holds the folder creates with umask 077), and at start for what an older
// version or another tool left readable (docs/decisions/019-data-safety.md).
// The image cache (DATA_DIR/images or IMAGE_CACHE_DIR) holds variants of public pictures; the
// walk leaves it out (tens of thousands of files), and under DATA_DIR the 0700 folder above it
// keeps it from other accounts all the same.

export const privateFolderMode = 0o700;
export const privateFileMode = 0o600;

/** From now on, files and folders this process creates are its account's only (umask 077). */
export function createPrivately(): void {
  try {
    process.umask(0o077);
  } catch {
    // Worker threads cannot change the umask; every write below sets its mode itself.
  }
}

/** Makes `folder` (and its missing parents) 0700. */
export async function privateFolder(folder: string): Promise<string> {
  await mkdir(folder, { recursive: true, mode: privateFolderMode });
  await chmod(folder, privateFolderMode);
  return folder;
}

/** Writes a file that only the site's account can read, replacing any earlier one. */
export async function writePrivateFile(file: string, data: string | Uint8Array): Promise<void> {
  await privateFolder(path.dirname(file));
  await writeFile(file, data, { mode: privateFileMode });
  // The mode above applies to a new file only; a rewritten one keeps its old mode otherwise.
  await chmod(file, privateFileMode);
}

/**
 * Sets every folder under `folder` to 0700 and every file to 0600, except the folders named
 * in `skip`; returns how many modes it changed. Links are left alone.
 */
export function tightenTree(folder: string, skip: string[] = []): number {
  let changed = 0;
  const visit = (target: string) => {
    let stat;
    try {
      stat = lstatSync(target);
    } catch {
      return;
    }
    if (stat.isSymbolicLink()) return;
    const wanted = stat.isDirectory() ? privateFolderMode : privateFileMode;
    if ((stat.mode & 0o777) !== wanted) {
      chmodSync(target, wanted);
      changed++;
    }
    if (!stat.isDirectory() || skip.includes(target)) return;
    for (const entry of readdirSync(target)) visit(path.join(target, entry));
  };
  visit(folder);
  return changed;
}

/**
 * At start: DATA_DIR exists and is 0700, new files are private, and what is in it is tightened,
 * the image cache aside. Returns how many modes it changed.
 */
export function secureDataDir(): number {
  createPrivately();
  const { DATA_DIR, IMAGE_CACHE_DIR } = env();
  mkdirSync(DATA_DIR, { recursive: true, mode: privateFolderMode });
  return tightenTree(DATA_DIR, [path.join(DATA_DIR, "images"), ...(IMAGE_CACHE_DIR ? [IMAGE_CACHE_DIR] : [])]);
}
