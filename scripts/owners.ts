// npm run owners: see app/owners/owners-command.server.ts. Runs while the site serves.
import { text } from "node:stream/consumers";
import { runCommand } from "~/operator.server";
import { standardInput } from "~/owners/owners-command.server";

// This process is the operator's: --password-stdin reads its standard input, and only when the
// command runs here, not when it is forwarded to the site.
standardInput.read = () => text(process.stdin);

process.exitCode = await runCommand("owners", process.argv.slice(2));
