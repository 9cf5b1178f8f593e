import { lte } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { spentTokens as spentTokensTable } from "~/db/schema";

// Captcha solutions already accepted, each remembered until it would have expired anyway, so
// that one solution passes once (decision 017). The server keeps them in the database, where
// every instance sees them and a restart forgets none (decision 035); tests and scripts that
// never start it keep them in memory.

export interface SpentTokens {
  /** Records `id` as spent until `expiresAt` (ms); false when it already was. */
  spend(id: string, expiresAt: number, now?: number): Promise<boolean>;
}

export function memorySpentTokens(): SpentTokens & { size(): number } {
  const spent = new Map<string, number>();
  let nextSweep = 0;
  return {
    async spend(id, expiresAt, now = Date.now()) {
      // Expired entries go at most once a minute: they can no longer be replayed anyway.
      if (now >= nextSweep) {
        for (const [key, until] of spent) if (until <= now) spent.delete(key);
        nextSweep = now + 60_000;
      }
      const until = spent.get(id);
      if (until !== undefined && until > now) return false;
      spent.set(id, expiresAt);
      return true;
    },
    size: () => spent.size,
  };
}

/**
 * Spent solutions in the database: one statement inserts the solution, or takes over a row
 * whose time is up, and says whether it did; two instances given the same solution at the
 * same moment cannot both pass. Rows past their time go in `purgeSpentTokens`.
 */
export function databaseSpentTokens(db: Database): SpentTokens {
  return {
    async spend(id, expiresAt, now = Date.now()) {
      const rows = await db
        .insert(spentTokensTable)
        .values({ id, expiresAt: new Date(expiresAt) })
        .onConflictDoUpdate({
          target: spentTokensTable.id,
          set: { expiresAt: new Date(expiresAt) },
          setWhere: lte(spentTokensTable.expiresAt, new Date(now)),
        })
        .returning({ id: spentTokensTable.id });
      return rows.length > 0;
    },
  };
}

/** Removes the spent solutions whose time is up; how many. */
export async function purgeSpentTokens(db: Database, now = new Date()): Promise<number> {
  const removed = await db
    .delete(spentTokensTable)
    .where(lte(spentTokensTable.expiresAt, now))
    .returning({ id: spentTokensTable.id });
  return removed.length;
}

let store: SpentTokens = memorySpentTokens();

/** Where the captcha records solutions from now on: the server sets the database at start. */
export function keepSpentTokensIn(next: SpentTokens): void {
  store = next;
}

/** The store the captcha uses. */
export const spentTokens: SpentTokens = {
  spend: (id, expiresAt, now) => store.spend(id, expiresAt, now),
};
