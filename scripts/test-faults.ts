// npm run test:faults [-- --leads 2000]: the fault run of tests/faults/faults.ts, with its counts
// printed for docs/RELIABILITY.md. Exits 1 when a visitor was thanked for a lead not stored
// whole, a mail was lost, sent twice or sent to nobody's order, a form hung or had another answer
// than a thank-you or an honest error, an instance fell over, or a moment was overbooked.
import os from "node:os";
import path from "node:path";
import { runFaults } from "../tests/faults/faults";

const argument = process.argv
  .slice(2)
  .join(" ")
  .match(/--leads[= ](\d+)/)?.[1];
const leads = Number(argument ?? 2000);
if (!Number.isInteger(leads) || leads < 10 || leads > 100_000) {
  console.error("--leads takes a number from 10 to 100000.");
  process.exit(1);
}

const logFile = path.join(os.tmpdir(), "fault-run.log");
console.log(`Fault run: ${leads} leads, 2 instances, PostgreSQL and a mail server of its own.`);
const counts = await runFaults({
  leads,
  concurrency: 32,
  smtpDownMs: 60_000,
  databaseDownMs: 5_000,
  settleMs: 6 * 60_000,
  say: (line) => console.log(`  ${line}`),
  logFile,
});
console.log();
for (const [name, value] of Object.entries(counts))
  if (!Array.isArray(value)) console.log(`${name.padEnd(24)} ${value}`);
if (counts.slowAnswers.length > 0) console.log(`slow answers:\n  ${counts.slowAnswers.slice(0, 20).join("\n  ")}`);
const broken =
  counts.falseThanks +
  counts.mailsNotDelivered +
  counts.mailsDeliveredTwice +
  counts.instancesCrashed +
  counts.strangerMails +
  counts.hung +
  counts.overbookedMoments +
  counts.otherAnswers;
console.log(
  broken === 0
    ? "\nNo lead lost, no mail lost, no false thank-you."
    : `\n${broken} failures: see above, and the instances' log in ${logFile}.`,
);
process.exit(broken === 0 ? 0 : 1);
