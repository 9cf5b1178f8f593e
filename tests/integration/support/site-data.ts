import { rmSync } from "node:fs";
import { vi } from "vitest";

/**
 * For a file that runs the site's modules in its own process on a data folder of its own: what
 * removes that folder at the end. The outbox's round after the last test writes its mail copies
 * there, so a bare delete failed now and then (ENOTEMPTY, which failed the whole file once the
 * tests had passed) and the folder came back. The remover stops that round and closes the
 * embedded database first.
 *
 * Call it once DATA_DIR is set, before any test: a test that resets the module registry would
 * otherwise leave the modules doing the writing out of reach.
 */
export async function siteDataRemover(dataDir: string): Promise<() => Promise<void>> {
  const { stopOutbox } = await import("~/mail/outbox.server");
  const { closeDatabase } = await import("~/db/database.server");
  return async () => {
    await stopOutbox();
    await closeDatabase();
    vi.unstubAllEnvs();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
