import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { desc, eq } from "drizzle-orm";
import { getDatabase } from "~/db/database.server";
import { importRuns } from "~/db/schema";
import type { ImportReport } from "~/domain/records";
import type { Command, CommandContext } from "~/platform/command";
import { env, projectRoot } from "~/platform/env.server";
import { feedHistory, hashOf } from "./import.server";
import { demoFeedPath, demoSource, jsonFeedSource } from "./sources/feed.server";
import type { ListingSource } from "./sources/source";
import { SourceError } from "./sources/source";
import { configuredSource, syncListings } from "./sync.server";

// The catalog's two commands. Both run while the site serves (app/operator.server.ts), and both
// go through syncListings: one run at a time, in one transaction, published whole or not at all.
//
// npm run sync [-- --full] [--force]
//   reads LISTING_SOURCE now (the server also does so every SYNC_INTERVAL).
// npm run sync -- --history
//   the last ten runs: published with their report, or failed and refused with the reason.
// npm run import -- <file or URL> [--if-changed] [--force]
// npm run import -- --demo [--if-changed]
//   imports one feed document. --if-changed skips a feed already imported unchanged, which keeps a
//   second `npm start` fast. Nothing touches real data by surprise (docs/decisions/019-data-safety.md):
//   a feed that would withdraw more than 30% of the live properties, or an empty one, is refused
//   unless --force; --demo (what `npm start` runs) leaves a catalog that came from a real feed
//   alone; the demo feed named over a real feed is refused unless --force.

function summary(report: ImportReport): string[] {
  const { properties: p, projects: j } = report;
  return [
    `Properties: ${p.new.length} new, ${p.changed.length} changed (${p.priceChanged.length} in price), ${p.unchanged} unchanged, ${p.withdrawn.length} withdrawn, ${p.sold.length} sold, ${p.rented.length} rented`,
    `Projects:   ${j.new.length} new, ${j.changed.length} changed, ${j.unchanged} unchanged, ${j.withdrawn.length} withdrawn`,
    `Rejected:   ${report.rejected.length}`,
    ...report.rejected.map((message) => `  - ${message}`),
  ];
}

/** Runs one sync and says how it went; the exit code is 0 only for a published run. */
async function runAndReport(
  verb: "Importing" | "Syncing from",
  source: ListingSource,
  options: { full?: boolean; force?: boolean },
  io: CommandContext,
) {
  const { db, kind } = await getDatabase();
  io.out(`${verb} ${source.label} into ${kind === "pglite" ? "the embedded database" : "PostgreSQL"}…`);
  const outcome = await syncListings(db, source, options);
  switch (outcome.outcome) {
    case "published":
      for (const line of summary(outcome.report)) io.out(line);
      return 0;
    case "refused":
      io.err(`Import refused: ${outcome.message}.`);
      io.err("The site keeps the catalog it has.");
      return 1;
    case "failed":
      io.err(`Import failed: ${outcome.message}.`);
      io.err("The site keeps the catalog it has.");
      return 1;
    default:
      io.err("Another sync is running right now; nothing was done. Try again in a minute.");
      return 1;
  }
}

/** The last runs, newest first: when, from where, how it went, and what it did or why not. */
async function history(io: CommandContext): Promise<number> {
  const { db } = await getDatabase();
  const runs = await db.select().from(importRuns).orderBy(desc(importRuns.id)).limit(10);
  if (runs.length === 0) io.out("No sync or import has run yet.");
  for (const run of runs) {
    const when = run.finishedAt.toISOString().slice(0, 16).replace("T", " ");
    io.out(`#${run.id}  ${when} UTC  ${run.outcome}  ${run.scope}  ${run.source}`);
    const lines = run.outcome === "published" ? summary(run.report) : [`Why: ${run.message ?? "not recorded"}`];
    for (const line of lines) io.out(`    ${line}`);
  }
  return 0;
}

export const syncCommand: Command = async (args, io) => {
  const { values } = parseArgs({
    args,
    options: { full: { type: "boolean" }, force: { type: "boolean" }, history: { type: "boolean" } },
  });
  if (values.history) return history(io);
  return runAndReport("Syncing from", configuredSource(), { full: values.full, force: values.force }, io);
};

/** A feed document in a file. */
function fileSource(file: string): ListingSource {
  const label = file.startsWith(projectRoot + path.sep) ? path.relative(projectRoot, file) : file;
  return {
    name: "json",
    label,
    async read() {
      let text: string;
      try {
        text = await readFile(file, "utf8");
      } catch (error) {
        throw new SourceError(`${label} cannot be read`, { cause: error });
      }
      try {
        return { document: JSON.parse(text), scope: "full", deletedPropertyIds: [], readAt: new Date() };
      } catch (error) {
        throw new SourceError(`${label} is not valid JSON`, { cause: error });
      }
    },
  };
}

const usage = "Usage: npm run import -- <file or URL> [--if-changed] [--force], or npm run import -- --demo";

/** An interval as an operator reads it: "10 seconds", "15 minutes". */
function spoken(ms: number): string {
  const [count, unit] = ms < 60_000 ? [Math.round(ms / 1000), "second"] : [Math.round(ms / 60_000), "minute"];
  return `${count} ${unit}${count === 1 ? "" : "s"}`;
}

export const importCommand: Command = async (args, io) => {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: { "if-changed": { type: "boolean" }, force: { type: "boolean" }, demo: { type: "boolean" } },
    });
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}`);
    io.err(usage);
    return 2;
  }
  const { values, positionals } = parsed;
  const [named, ...extra] = positionals;
  // Without a feed named, --force once replaced the real catalog with the demo.
  if ((!named && !values.demo) || extra.length > 0) {
    io.err(
      named
        ? `One feed at a time: "${extra.join(" ")}" was not imported, nor anything else.`
        : "Name the feed to import (a file or a URL), or --demo for the demo feed; nothing was imported.",
    );
    io.err(usage);
    return 2;
  }
  const file = named && !/^https?:\/\//.test(named) ? path.resolve(io.cwd, named) : null;
  const source =
    values.demo || !named || file === demoFeedPath ? demoSource() : file ? fileSource(file) : jsonFeedSource(named);
  const { db } = await getDatabase();
  if (values.demo) {
    const { lastReal } = await feedHistory(db);
    if (lastReal) {
      io.out(
        `The catalog comes from a real feed (${lastReal.source}, ${lastReal.finishedAt.toISOString().slice(0, 10)}); the demo feed is not imported and the catalog is left alone.`,
      );
      return 0;
    }
  }
  if (values["if-changed"]) {
    const [last] = await db
      .select({ hash: importRuns.sourceHash })
      .from(importRuns)
      .where(eq(importRuns.outcome, "published"))
      .orderBy(desc(importRuns.id))
      .limit(1);
    const batch = await source.read({ since: null }).catch(() => null);
    if (batch && last?.hash === hashOf(batch.document)) {
      io.out(`Feed ${source.label} is already imported; nothing to do.`);
      return 0;
    }
  }
  const exit = await runAndReport("Importing", source, { force: values.force, full: true }, io);
  // An import of another feed lasts until the next sync, which makes the catalog what the
  // configured source holds again: a listing withdrawn here comes back if the CRM still has it.
  const every = env().SYNC_INTERVAL;
  const synced = configuredSource();
  if (exit === 0 && every > 0 && synced.label !== source.label) {
    io.out(
      `Note: the site syncs from ${synced.label} every ${spoken(every)}; its next sync makes the catalog what that source holds again. Change a listing in the CRM to keep the change.`,
    );
  }
  return exit;
};
