// The owners of the Ranst house for the owner journeys (tests/e2e/owner.spec.ts and
// tests/e2e/security-headers.spec.ts), saved in one process by scripts/e2e-server.mjs.
// One account per journey that logs in, since a failed login counts against the account
// (decision 015). A journey that changes its account (its password, a reset link) would find
// it changed on a retry: those accounts have a twin for the retry (tests/e2e/support/owners.ts).
import { runCommand } from "~/operator.server";
import { standardInput } from "~/owners/owners-command.server";
import { twinAccount } from "../tests/e2e/support/owners";

const accounts: [email: string, name: string, changed?: "changed"][] = [
  ["els.peeters@example.be", "Els Peeters"],
  ["rik.wouters@example.be", "Rik Wouters"],
  ["lies.smets@example.be", "Lies Smets"],
  ["tom.claes@example.be", "Tom Claes"],
  ["jan.janssens@example.be", "Jan Janssens", "changed"],
  ["mark.maes@example.be", "Mark Maes", "changed"],
  ["lien.claes@example.be", "Lien Claes", "changed"],
  ["an.devos@example.be", "An Devos", "changed"],
  ["bart.peeters@example.be", "Bart Peeters"],
  ["mira.goossens@example.be", "Mira Goossens"],
];

// Every account gets the same known password, as if piped in: the journeys log in with it.
standardInput.read = async () => "zonnebloem-2650";

for (const [email, name, changed] of accounts) {
  for (const address of changed ? [email, twinAccount(email, 1)] : [email]) {
    const account = [`--email=${address}`, `--name=${name}`, "--properties=4104213", "--password-stdin"];
    const exit = await runCommand("owners", ["save", ...account]);
    if (exit !== 0) process.exit(exit);
  }
}
