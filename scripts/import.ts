import { readFile } from "node:fs/promises";
import path from "node:path";
import { SingleBar, Presets } from "cli-progress";
import { desc, eq } from "drizzle-orm";
import { feedHistory, hashOf, importFeed, ImportRefusedError, maxWithdrawnShare } from "~/catalog/import.server";
import type { ImportReport } from "~/domain/records";
import { importRuns } from "~/db/schema";
import { projectRoot } from "~/platform/env.server";
import { closeDatabase, getDatabase } from "~/db/database.server";

// npm run import -- <file or URL> [--if-changed] [--force]
// npm run import -- --demo [--if-changed]
//
// Reads a feed, upserts it, and prints what changed. --if-changed skips a feed that was
// already imported unchanged, which keeps a second `npm start` fast.
//
// Nothing touches real data by surprise (docs/decisions/019-data-safety.md):
// - a feed that would withdraw more than 30% of the live properties, or an empty feed, is
//   refused unless --force;
// - --demo (what `npm start` runs) imports the bundled demo feed only into an empty database or
//   one that only ever had the demo; otherwise it says so in one line and changes nothing;
// - the demo feed over a database that had a real feed is refused unless --force.

const demoFeed = path.join(projectRoot, "content/feed/demo-feed.json");

/** A file named on the command line is taken from where the command was typed (npm sets INIT_CWD). */
function resolveSource(source: string): string {
  if (/^https?:\/\//.test(source)) return source;
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), source);
}

async function readFeed(source: string): Promise<unknown> {
  if (/^https?:\/\//.test(source)) {
    const response = await fetch(source, { signal: AbortSignal.timeout(60_000) });
    if (!response.ok) throw new Error(`${source} answered ${response.status} ${response.statusText}`);
    return response.json();
  }
  return JSON.parse(await readFile(source, "utf8"));
}

function summary(report: ImportReport): string {
  const { properties: p, projects: j } = report;
  const lines = [
    `Properties: ${p.new.length} new, ${p.changed.length} changed, ${p.unchanged} unchanged, ${p.withdrawn.length} withdrawn, ${p.sold.length} sold, ${p.rented.length} rented`,
    `Projects:   ${j.new.length} new, ${j.changed.length} changed, ${j.unchanged} unchanged, ${j.withdrawn.length} withdrawn`,
    `Rejected:   ${report.rejected.length}`,
    ...report.rejected.map((message) => `  - ${message}`),
  ];
  return lines.join("\n");
}

const shown = (source: string) =>
  source.startsWith(projectRoot + path.sep) ? path.relative(projectRoot, source) : source;

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const ifChanged = args.includes("--if-changed");
  const force = args.includes("--force");
  const demoMode = args.includes("--demo");
  const unknown = args.filter((arg) => arg.startsWith("--") && !["--if-changed", "--force", "--demo"].includes(arg));
  if (unknown.length > 0) {
    console.error(
      `Unknown option ${unknown.join(", ")}. Usage: npm run import -- <file or URL> [--if-changed] [--force]`,
    );
    return 2;
  }
  const named = args.find((arg) => !arg.startsWith("--"));
  const source = demoMode || !named ? demoFeed : resolveSource(named);
  const demo = source === demoFeed;
  const input = await readFeed(source);
  const handle = await getDatabase();
  try {
    const history = await feedHistory(handle.db);
    if (demo && history.lastReal) {
      const real = `${shown(history.lastReal.source)}, ${history.lastReal.finishedAt.toISOString().slice(0, 10)}`;
      if (demoMode) {
        console.log(
          `The catalog comes from a real feed (${real}); the demo feed is not imported and the catalog is left alone.`,
        );
        return 0;
      }
      if (!force) {
        console.error(
          `Import refused: this is the demo feed, and the database holds a real feed (${real}); nothing was changed (use --force to replace it with the demo).`,
        );
        return 1;
      }
    }
    if (ifChanged) {
      const [last] = await handle.db
        .select({ hash: importRuns.sourceHash })
        .from(importRuns)
        .where(eq(importRuns.outcome, "published"))
        .orderBy(desc(importRuns.id))
        .limit(1);
      if (last?.hash === hashOf(input)) {
        console.log(`Feed ${shown(source)} is already imported; nothing to do.`);
        return 0;
      }
    }
    console.log(
      `Importing ${shown(source)} into ${handle.kind === "pglite" ? "the embedded database" : "PostgreSQL"}…`,
    );
    const bar = new SingleBar(
      { format: "  {bar} {percentage}% | {value}/{total} properties", hideCursor: true },
      Presets.shades_classic,
    );
    let started = false;
    try {
      const report = await importFeed(handle.db, input, {
        source: demo ? "content/feed/demo-feed.json" : source,
        demo,
        // A database that only ever had the demo holds no real data to protect.
        force: force || (demo && !history.lastReal),
        onProgress: ({ done, total }) => {
          if (!started) {
            bar.start(total, done);
            started = true;
          } else bar.update(done);
        },
      });
      bar.stop();
      console.log(summary(report));
    } catch (error) {
      bar.stop();
      if (!(error instanceof ImportRefusedError)) throw error;
      console.error(`Import refused: ${error.message}.`);
      console.error(`(The limit is ${maxWithdrawnShare * 100}% of the live properties per import.)`);
      return 1;
    }
    return 0;
  } finally {
    await closeDatabase();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Import failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
