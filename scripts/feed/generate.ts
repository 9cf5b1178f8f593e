// Generates the bundled demo feed content/feed/demo-feed.json: about 285 properties in 45
// municipalities, two new-build projects in Edegem, every record in nl, fr, en and de.
// Deterministic: a seeded PRNG and a fixed GeneratedAt, so two runs give identical bytes.
//
//   npx tsx scripts/feed/generate.ts        (npm run feed:generate)
//
// Photos come from content/feed/media/manifest.json (scripts/feed/photos.ts); set
// FEED_PHOTO_MANIFEST to use another manifest of the same shape.

import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { z } from "zod";
import {
  feedCity,
  feedDocumentShape,
  feedProject,
  feedProperty,
  feedPropertySummary,
  feedPropertyType,
} from "../../app/catalog/feed-schema";
import { parseFeed } from "../../app/catalog/reshape";
import { filterProperties, pageSize, parsePropertyQuery } from "../../app/catalog/search";
import { buildCatalog, sortOrders } from "../../app/catalog/snapshot";
import type { CoverReport } from "./demo/covers";
import { assignCovers } from "./demo/covers";
import { generatedAt } from "./demo/dates";
import { draft } from "./demo/draft";
import { finish } from "./demo/finish";
import { PhotoPool } from "./demo/pictures";
import type { Plan } from "./demo/plan";
import type { ProjectPlan } from "./demo/projects";
import { planProjects, planUnits } from "./demo/projects";
import { mulberry32 } from "./demo/random";
import { cityRecords, projectRecord, propertyRecord, summaryRecord, typeRecords } from "./demo/records";
import { makeSlots } from "./demo/slots";
import type { Writer } from "./demo/text-common";
import { dutch } from "./demo/text-nl";
import { english } from "./demo/text-en";
import { french } from "./demo/text-fr";
import { german } from "./demo/text-de";
import type { Lang } from "./demo/vocabulary";
import { langs, propertyTypes } from "./demo/vocabulary";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const output = resolve(root, "content/feed/demo-feed.json");
const manifest = process.env.FEED_PHOTO_MANIFEST ?? resolve(root, "content/feed/media/manifest.json");
const writers: Record<Lang, Writer> = { nl: dutch, fr: french, en: english, de: german };

function plan(pool: PhotoPool) {
  const random = mulberry32(20_261_101);
  const drafts: Plan[] = makeSlots(random).map((slot) => draft(random, slot));
  const projects = planProjects(random);
  for (const project of projects) drafts.push(...planUnits(random, project));
  const plans = finish(random, drafts, projects, pool);
  return { plans, projects };
}

/** Checks one record against its schema; the generator must never write a record the importer rejects. */
function checked<T>(schema: z.ZodType<T>, record: T, what: string): T {
  const result = schema.safeParse(record);
  if (!result.success)
    throw new Error(`${what}: ${result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
  return record;
}

function build(plans: readonly Plan[], projects: readonly ProjectPlan[], pool: PhotoPool) {
  const properties = langs.flatMap((lang) =>
    plans.map((p) => checked(feedProperty, propertyRecord(p, lang, writers[lang], pool), `property ${p.id} (${lang})`)),
  );
  for (const property of properties) {
    const flagged = plans.find((p) => p.id === property.ID)?.longTitle;
    if (flagged && property.TypeDescription.length <= 90)
      throw new Error(
        `long title of ${property.ID} (${property.language}) is only ${property.TypeDescription.length} characters`,
      );
  }
  const feed = {
    GeneratedAt: generatedAt,
    PropertyList: properties.map((property) =>
      checked(feedPropertySummary, summaryRecord(property), `summary ${property.ID}`),
    ),
    Properties: properties,
    Projects: langs.flatMap((lang) =>
      projects.map((project) =>
        checked(
          feedProject,
          projectRecord(
            project,
            plans.filter((p) => p.projectId === project.id),
            lang,
            pool,
          ),
          `project ${project.id}`,
        ),
      ),
    ),
    PropertyTypes: langs.flatMap((lang) =>
      typeRecords(lang).map((type) => checked(feedPropertyType, type, `type ${type.WebID}`)),
    ),
    Cities: {
      All: langs.flatMap((lang) =>
        cityRecords(plans, lang, "all").map((city) => checked(feedCity, city, `city ${city.Zip}`)),
      ),
      Sale: langs.flatMap((lang) => cityRecords(plans, lang, 0)),
      Rent: langs.flatMap((lang) => cityRecords(plans, lang, 1)),
    },
    Neighbourhoods: [],
  };
  feedDocumentShape.parse(feed);
  return feed;
}

/**
 * The site's lists of this feed, as ids in the order it shows them: each goal in each sort
 * order, unfiltered and filtered by each type. The covers are spread over them (covers.ts).
 */
function siteLists(feed: unknown): number[][] {
  const view = buildCatalog({ version: 1, ...parseFeed(feed) }).views.nl;
  return (["sale", "rent"] as const).flatMap((goal) =>
    sortOrders.flatMap((sort) =>
      [[], ...view.types.map((type) => [type.webId])].map((types) =>
        filterProperties(view, { ...parsePropertyQuery(new URLSearchParams(), goal), sort, types }).map(
          (property) => property.id,
        ),
      ),
    ),
  );
}

/** JSON with one record per line, so that diffs of the bundled feed stay readable. */
function serialize(value: unknown, indent = ""): string {
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    return `[\n${value.map((item) => `${indent}  ${JSON.stringify(item)}`).join(",\n")}\n${indent}]`;
  }
  if (value && typeof value === "object") {
    const entries = Object.entries(value).map(
      ([key, item]) => `${indent}  ${JSON.stringify(key)}: ${serialize(item, `${indent}  `)}`,
    );
    return `{\n${entries.join(",\n")}\n${indent}}`;
  }
  return JSON.stringify(value);
}

function report(plans: readonly Plan[], bytes: number, covers: CoverReport): void {
  const count = <K>(key: (p: Plan) => K) => {
    const map = new Map<K, number>();
    for (const p of plans) map.set(key(p), (map.get(key(p)) ?? 0) + 1);
    return map;
  };
  const typeName = (id: number) => propertyTypes.find((type) => type.webId === id)?.name.nl ?? String(id);
  const byType = count(
    (p) => `${typeName(p.webId)}${p.webIds.includes(",") ? ` [${p.webIds}]` : ""} / ${p.goal === 0 ? "sale" : "rent"}`,
  );
  const cities = [...count((p) => `${p.city.names.nl} ${p.city.zip}`).entries()].sort((a, b) => b[1] - a[1]);
  const saleCities = new Set(plans.filter((p) => p.goal === 0).map((p) => p.city)).size;
  const rentCities = new Set(plans.filter((p) => p.goal === 1).map((p) => p.city)).size;
  const line = (entries: Iterable<[unknown, number]>) =>
    [...entries].map(([key, n]) => `${String(key)}: ${n}`).join(", ");
  console.log(`Wrote ${output}`);
  console.log(
    `  ${plans.length} properties × ${langs.length} languages; ${plans.filter((p) => p.goal === 0).length} for sale, ${plans.filter((p) => p.goal === 1).length} for rent`,
  );
  console.log(`  by type/goal: ${line([...byType.entries()].sort())}`);
  console.log(
    `  ${cities.length} municipalities (${saleCities} with sale, ${rentCities} with rent); top 5: ${line(cities.slice(0, 5))}`,
  );
  console.log(
    `  by region: ${line(count((p) => p.city.region))}; marquee: ${line([...count((p) => p.marquee).entries()].sort())}`,
  );
  console.log(
    `  covers: ${covers.uses.size} photos for ${plans.length} properties, each at most ${Math.max(...covers.uses.values())} times; not of the first wished kind: ${line(covers.secondChoice) || "none"}`,
  );
  console.log(`  file size: ${(bytes / 1024 / 1024).toFixed(2)} MB (${bytes} bytes)`);
}

const pool = new PhotoPool(manifest);
const { plans, projects } = plan(pool);
// Sorting and filtering do not look at photos: the lists of a first build hold for the second.
const covers = assignCovers(plans, pool, siteLists(build(plans, projects, pool)), pageSize);
const feed = build(plans, projects, pool);
const text = `${serialize(feed)}\n`;
mkdirSync(dirname(output), { recursive: true });
writeFileSync(output, text);
report(plans, Buffer.byteLength(text), covers);
