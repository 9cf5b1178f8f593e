import { performance } from "node:perf_hooks";
import { parsePropertyQuery, searchProperties } from "~/catalog/search";
import { buildCatalog } from "~/catalog/snapshot";
import { suggest } from "~/catalog/suggest";
import { syntheticCities, syntheticProperties, syntheticTypes } from "~/catalog/synthetic";

// npm run bench:search: the search on catalogs of 10,000 and 100,000 properties. Prints the
// p50 and p95 of the suggestions (the endpoint's work: search and JSON) and of a filtered,
// sorted list page (the filtering, not the HTML). Targets: suggestions p95 ≤ 5 ms at 10k,
// list p95 ≤ 20 ms at 100k. A benchmark, not a test: it prints figures, bounded in count.

const sizes = [10_000, 100_000];
const rounds = { suggestions: 2000, lists: 300 };

function percentile(samples: number[], share: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
}

function time(run: () => unknown): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

function pick<T>(items: readonly T[], index: number): T {
  const item = items[index % items.length];
  if (item === undefined) throw new Error("empty list");
  return item;
}

const rows: string[] = [];
for (const size of sizes) {
  const properties = syntheticProperties(size);
  let catalog = buildCatalog({ version: 1, properties: properties.slice(0, 10), projects: [], types: syntheticTypes });
  const buildMs = time(() => {
    catalog = buildCatalog({ version: 1, properties, projects: [], types: syntheticTypes });
  });

  const queries = [
    "",
    "ede",
    "2650",
    "liege",
    "h",
    "Mortsel",
    "26",
    ...properties.slice(0, 50).map((property) => property.reference),
  ];
  const suggestions: number[] = [];
  for (let round = 0; round < rounds.suggestions; round++) {
    const query = pick(queries, round * 7);
    suggestions.push(time(() => JSON.stringify(suggest(catalog, "nl", query))));
  }

  const searches = Array.from({ length: 40 }, (_, index) => {
    const [, zip] = pick(syntheticCities, index);
    const parts = [`sort=${pick(["newest", "price-asc", "price-desc"], index)}`];
    if (index % 2 === 0) parts.push(`zip=${zip}`);
    if (index % 3 === 0) parts.push(`type=${1 + (index % 8)}`);
    if (index % 4 === 0) parts.push("minPrice=200000&maxPrice=600000");
    if (index % 5 === 0) parts.push("bedrooms=2&garden=1");
    if (index % 7 === 0) parts.push("epc=c");
    parts.push(`page=${1 + (index % 3)}`);
    return new URLSearchParams(parts.join("&"));
  });
  const lists: number[] = [];
  for (let round = 0; round < rounds.lists; round++) {
    const search = pick(searches, round);
    lists.push(
      time(() => searchProperties(catalog.views.nl, parsePropertyQuery(search, round % 4 === 0 ? "rent" : "sale"))),
    );
  }

  const ms = (value: number) => value.toFixed(2).padStart(8);
  rows.push(
    `${String(size).padStart(7)} | ${ms(buildMs)} | ${ms(percentile(suggestions, 0.5))} | ${ms(percentile(suggestions, 0.95))} | ${ms(percentile(lists, 0.5))} | ${ms(percentile(lists, 0.95))}`,
  );
}

console.log(
  `node ${process.version}, ${rounds.suggestions} suggestion calls and ${rounds.lists} list pages per size, times in ms`,
);
console.log("properties |  build   | sugg p50 | sugg p95 | list p50 | list p95");
for (const row of rows) console.log(row);
