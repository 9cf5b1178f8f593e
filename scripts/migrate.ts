import { closeDatabase, getDatabase } from "~/db/database.server";

// npm run db:migrate: applies the committed migrations in drizzle/ to the app's database (the
// process's one handle migrates when it opens).
try {
  const { kind } = await getDatabase();
  console.log(`Database migrated (${kind}).`);
} finally {
  await closeDatabase();
}
