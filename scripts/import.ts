// npm run import: see app/catalog/commands.server.ts. Runs while the site serves.
import { runCommand } from "~/operator.server";

process.exitCode = await runCommand("import", process.argv.slice(2));
