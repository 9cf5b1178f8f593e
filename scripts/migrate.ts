import { closeDatabase, describeDatabase, embeddedHolder, getDatabase } from "~/db/database.server";

// npm run db:migrate: applies the committed migrations in drizzle/ to the app's database (the
// process's one handle migrates when it opens), making the embedded one if there is none yet:
// it is the deploy step. What goes wrong is said in its message, without a stack.
try {
  const holder = embeddedHolder();
  if (holder === null) {
    await getDatabase();
    console.log(`Database migrated (${describeDatabase()}).`);
  } else if (holder.role === "site") {
    // The site migrated the database when it started, and it is the only process that may open
    // it: nothing is left to do, so the deploy step succeeds. A newer version's migrations are
    // applied when that version starts.
    console.log(
      `The running site (process ${holder.pid}) holds the database (${describeDatabase()}) and migrated it when it ` +
        "started: nothing to do. A newer version applies its migrations itself when the site restarts.",
    );
  } else {
    // A command (an import, a sync from cron, an owner's password) opened it, and migrated it then.
    console.log(
      `Another command (process ${holder.pid}) holds the database (${describeDatabase()}) and migrated it when it ` +
        "opened it: nothing to do. Run db:migrate again once it has ended to be sure.",
    );
  }
} catch (error) {
  console.error(`The database was not migrated. ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
