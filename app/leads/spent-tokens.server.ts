// Captcha solutions already accepted, each remembered until it would have expired anyway, so
// that one solution passes once (decision 017). In this process's memory for now: a store
// shared by several instances (PostgreSQL) only has to implement `SpentTokens`.

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

/** The store the captcha uses. */
export const spentTokens: SpentTokens = memorySpentTokens();
