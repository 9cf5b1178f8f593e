import { describe, expect, it } from "vitest";
import { runFaults } from "../faults/faults";

// The small fault run of npm test (the whole one is `npm run test:faults`, docs/RELIABILITY.md):
// 200 leads on two instances while the mail server is away for 10 s, one instance is killed
// with SIGKILL (once no mail is claimed), and PostgreSQL is stopped and started again. It
// starts its own PostgreSQL, so it runs in the PostgreSQL step, where the server's programs are
// known to be there.

describe.skipIf(!process.env.TEST_DATABASE_URL)("forms under faults", () => {
  it(
    "thanks only for leads stored whole, mails each stored lead once, and overbooks no visit moment",
    async () => {
      const counts = await runFaults({
        leads: 200,
        concurrency: 16,
        smtpDownMs: 10_000,
        databaseDownMs: 2_000,
        settleMs: 4 * 60_000,
        killOnceNoMailClaimed: true,
      });
      const summary = JSON.stringify(counts, null, 2);
      // Most visitors were thanked, and every one of them for a lead stored as they typed it.
      expect(counts.thanked, summary).toBeGreaterThan(100);
      expect(counts.thankedAndStoredWhole, summary).toBe(counts.thanked);
      expect(counts.falseThanks, summary).toBe(0);
      // The others got an honest answer at once: the moment was full, the database away, or the
      // connection broke with the killed instance. Never another status, never a wait.
      expect(counts.otherAnswers, summary).toBe(0);
      expect(counts.hung, summary).toBe(0);
      // The kill is the only instance that ended: no fault brought another one down.
      expect(counts.instancesCrashed, summary).toBe(0);
      // Each mail of each stored lead arrived once, and nothing else arrived. (The mail server is
      // away when the instance is killed here, and no mail claimed, so no mail is in the middle of
      // its sending then.)
      expect(counts.mailsQueued, summary).toBeGreaterThan(counts.thanked);
      expect(counts.mailsDeliveredOnce, summary).toBe(counts.mailsQueued);
      expect(counts.strangerMails, summary).toBe(0);
      expect(counts.overbookedMoments, summary).toBe(0);
    },
    8 * 60_000,
  );
});
