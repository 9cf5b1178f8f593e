import { readFile } from "node:fs/promises";
import { SingleBar, Presets } from "cli-progress";
import { desc } from "drizzle-orm";
import { hashOf, importFeed } from "~/catalog/import.server";
import type { ImportReport } from "~/catalog/types";
import { databaseOptions } from "~/db/database.server";
import { openDatabase } from "~/db/client.server";
import { importRuns } from "~/db/schema";

// npm run import -- <file or URL> [--if-changed]
// Reads a feed, upserts it, and prints what changed. --if-changed skips a feed that was
// already imported unchanged, which keeps a second `npm start` fast.

const demoFeed = "content/feed/demo-feed.json";

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

async function main() {
  const args = process.argv.slice(2);
  const ifChanged = args.includes("--if-changed");
  const source = args.find((arg) => !arg.startsWith("--")) ?? demoFeed;
  const input = await readFeed(source);
  const handle = await openDatabase(databaseOptions());
  try {
    await handle.migrate();
    if (ifChanged) {
      const [last] = await handle.db
        .select({ hash: importRuns.sourceHash })
        .from(importRuns)
        .orderBy(desc(importRuns.id))
        .limit(1);
      if (last?.hash === hashOf(input)) {
        console.log(`Feed ${source} is already imported; nothing to do.`);
        return;
      }
    }
    console.log(`Importing ${source} into ${handle.kind === "pglite" ? "the embedded database" : "PostgreSQL"}…`);
    const bar = new SingleBar(
      { format: "  {bar} {percentage}% | {value}/{total} listings", hideCursor: true },
      Presets.shades_classic,
    );
    let started = false;
    const report = await importFeed(handle.db, input, {
      source,
      onProgress: ({ done, total }) => {
        if (!started) {
          bar.start(total, done);
          started = true;
        } else bar.update(done);
      },
    });
    bar.stop();
    console.log(summary(report));
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(`Import failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
