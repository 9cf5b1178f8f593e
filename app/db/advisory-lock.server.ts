import postgres from "postgres";

// A session-level advisory lock on PostgreSQL: one instance among those on the database does a
// piece of work, the others skip it (decision 037). The lock has a connection of its own,
// opened for it and closed to release it: the lock goes with the session, so an instance that
// dies, even killed, lets go at once. Not a connection reserved from the site's pool:
// postgres.js closes a pool only once none is reserved, and one that dies while reserved
// leaves the pool unable to close.

export interface HeldLock {
  release(): Promise<void>;
}

const granted: HeldLock = { release: async () => {} };

/**
 * Takes the lock named `name` on the PostgreSQL server at `url` when no other session holds it;
 * null when one does. Without a URL (the embedded database) one process holds the database, so
 * it always has the lock.
 */
export async function tryAdvisoryLock(url: string | undefined, name: string): Promise<HeldLock | null> {
  if (!url) return granted;
  // A server that does not answer is given up within seconds, as the site's pool does.
  const session = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 5 });
  // Its session ended, the lock is released.
  const close = () => session.end({ timeout: 5 });
  try {
    const [row] = await session<{ locked: boolean }[]>`
      select pg_try_advisory_lock(hashtextextended(${name}, 0)) as locked`;
    if (row?.locked) return { release: close };
  } catch (error) {
    await close();
    throw error;
  }
  await close();
  return null;
}
