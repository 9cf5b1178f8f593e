import { databaseOptions } from "~/db/database.server";
import { openDatabase } from "~/db/client.server";

// npm run db:migrate: applies the committed migrations in drizzle/ to the app's database.
const handle = await openDatabase(databaseOptions());
try {
  await handle.migrate();
  console.log(`Database migrated (${handle.kind}).`);
} finally {
  await handle.close();
}
