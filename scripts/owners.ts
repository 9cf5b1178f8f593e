// npm run owners: see app/owners/owners-command.server.ts. Runs while the site serves.
import { runCommand } from "~/operator.server";

process.exitCode = await runCommand("owners", process.argv.slice(2));
