// npm run db:copy: see app/db/commands.server.ts. Runs while the site serves.
import { withTargetPassword } from "~/db/commands.server";
import { runCommand } from "~/operator.server";

process.exitCode = await runCommand("db:copy", withTargetPassword(process.argv.slice(2), process.env.PGPASSWORD));
