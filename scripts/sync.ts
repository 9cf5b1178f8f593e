// npm run sync: see app/catalog/commands.server.ts. Runs while the site serves.
import { runCommand } from "~/operator.server";

process.exitCode = await runCommand("sync", process.argv.slice(2));
