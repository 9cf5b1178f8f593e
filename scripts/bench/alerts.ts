import { performance } from "node:perf_hooks";
import { matchAlerts } from "~/alerts/match";
import { composeDigest, queueDueDigests, recordAlertNews } from "~/alerts/digest.server";
import { buildCatalog } from "~/catalog/snapshot";
import { syntheticCities, syntheticProperties, syntheticTypes } from "~/catalog/synthetic";
import { openDatabase } from "~/db/client.server";
import type { SearchAlertCriteria } from "~/db/schema";
import { importRuns, outbox, propertyEvents, searchAlerts } from "~/db/schema";

// npm run bench:alerts: 10,000 confirmed alerts against a sync that brought 1,000 new
// properties, on a real database (PGlite in memory, migrated): the matching and storing of the
// news (recordAlertNews), then the digests written to the outbox (queueDueDigests). Prints the
// time of each step and how many mails were queued, then what making one digest's body costs
// when the outbox sends it (composeDigest, on 200 of them). A benchmark, not a test: it prints
// figures (docs/PERFORMANCE.md), bounded in count.

const alertCount = 10_000;
const newCount = 1_000;

function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

const next = seeded(7);
const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;

/** What visitors ask for: one to three towns, mostly one type, a price ceiling, sometimes bedrooms. */
function criteria(): SearchAlertCriteria {
  const goal = next() < 0.7 ? "sale" : "rent";
  const zips = [...new Set(Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(syntheticCities)[1]))];
  const ceiling = goal === "sale" ? 250_000 + Math.floor(next() * 8) * 100_000 : 800 + Math.floor(next() * 8) * 200;
  return {
    goal,
    zips,
    types: next() < 0.2 ? [] : [pick([1, 2, 5, 6, 7])],
    minPrice: null,
    maxPrice: next() < 0.8 ? ceiling : null,
    bedrooms: next() < 0.5 ? 1 + Math.floor(next() * 3) : null,
  };
}

const timed = async <T>(run: () => Promise<T> | T): Promise<[T, number]> => {
  const start = performance.now();
  const result = await run();
  return [result, performance.now() - start];
};

const handle = await openDatabase({ dataDir: "memory://" });
await handle.migrate();
const { db } = handle;

const properties = syntheticProperties(newCount, 11).filter((property) => property.marquee === 0);
const catalog = buildCatalog({ version: 1, properties, projects: [], types: syntheticTypes });
const before = new Date(Date.now() - 60_000);

const alerts = Array.from({ length: alertCount }, (_, index) => ({
  email: `koper${index}@example.be`,
  name: `Koper ${index}`,
  language: pick(["nl", "nl", "nl", "fr", "en", "de"]),
  frequency: pick(["instant", "instant", "instant", "daily", "weekly"] as const),
  criteria: criteria(),
  status: "confirmed" as const,
  confirmedAt: before,
  ipHash: "bench",
}));
for (let start = 0; start < alerts.length; start += 1000) {
  await db.insert(searchAlerts).values(alerts.slice(start, start + 1000));
}
const [run] = await db
  .insert(importRuns)
  .values({
    source: "bench",
    sourceHash: "",
    startedAt: new Date(),
    report: {
      properties: { new: [], changed: [], unchanged: 0, priceChanged: [], withdrawn: [], sold: [], rented: [] },
      projects: { new: [], changed: [], unchanged: 0, withdrawn: [] },
      rejected: [],
    },
  })
  .returning({ id: importRuns.id });
const events = properties.map((property) => ({
  propertyId: property.id,
  importRunId: run?.id ?? 0,
  kind: "listed" as const,
  priceAfter: property.price,
  marqueeAfter: 0,
}));
for (let start = 0; start < events.length; start += 500) {
  await db.insert(propertyEvents).values(events.slice(start, start + 500));
}

const news = properties.map((property) => {
  const card = catalog.views.nl.propertyById.get(property.id);
  return {
    propertyId: property.id,
    kind: "new" as const,
    goal: property.goal,
    zip: property.address.zip,
    webIds: property.webIds,
    price: card?.price ?? null,
    bedrooms: card?.bedrooms ?? null,
  };
});
const [matched, matchMs] = await timed(() =>
  matchAlerts(
    alerts.map((alert, index) => ({ id: index + 1, criteria: alert.criteria })),
    news,
  ),
);
const [deliveries, recordMs] = await timed(() => recordAlertNews(db, catalog));
const [queued, queueMs] = await timed(() => queueDueDigests(db, catalog, new Date(), "https://www.example.be"));
const mails = await db.select().from(outbox);
const sample = mails.slice(0, 200);
const [, composeMs] = await timed(async () => {
  for (const row of sample) await composeDigest(db, row, { catalog, origin: "https://www.example.be" });
});

console.log(`${alertCount} alerts, ${properties.length} new properties (PGlite in memory)`);
console.log(`  matching alone:           ${matchMs.toFixed(0)} ms, ${matched.size} alerts reached`);
console.log(`  news matched and stored:  ${(recordMs / 1000).toFixed(2)} s, ${deliveries} deliveries`);
console.log(
  `  digests queued:           ${(queueMs / 1000).toFixed(2)} s, ${queued} mails (${mails.length} in the outbox)`,
);
console.log(`  total:                    ${((recordMs + queueMs) / 1000).toFixed(2)} s`);
console.log(`  a digest made at sending: ${(composeMs / sample.length).toFixed(1)} ms (mean of ${sample.length})`);
await handle.close();
