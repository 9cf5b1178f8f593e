// npm run testimonials: see app/leads/testimonials-command.server.ts. Runs while the site serves.
import { runCommand } from "~/operator.server";

process.exitCode = await runCommand("testimonials", process.argv.slice(2));
