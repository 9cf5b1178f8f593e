// npm run db:copy: see app/db/commands.server.ts. Runs while the site serves.
import { runCommand } from "~/operator.server";

process.exitCode = await runCommand("db:copy", process.argv.slice(2));
