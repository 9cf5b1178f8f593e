// npm run db:backup: see app/db/commands.server.ts. Runs while the site serves.
import { runCommand } from "~/operator.server";

process.exitCode = await runCommand("db:backup", process.argv.slice(2));
