import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import type { LocalizedText, ImportReport, ProjectRecord, PropertyRecord } from "~/catalog/types";

// The database is the source of truth for listings (DESIGN.md §4). Queryable facts get
// their own columns; the full reshaped record is kept as JSON for the catalog snapshot.

export const properties = pgTable(
  "properties",
  {
    id: integer("id").primaryKey(),
    goal: text("goal", { enum: ["sale", "rent"] }).notNull(),
    webId: smallint("web_id").notNull(),
    projectId: integer("project_id"),
    reference: text("reference").notNull(),
    zip: text("zip").notNull(),
    marquee: smallint("marquee").notNull(),
    price: doublePrecision("price"),
    record: jsonb("record").$type<PropertyRecord>().notNull(),
    contentHash: text("content_hash").notNull(),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
  },
  (table) => [index("properties_goal_idx").on(table.goal), index("properties_project_idx").on(table.projectId)],
);

export const projects = pgTable("projects", {
  id: integer("id").primaryKey(),
  zip: text("zip").notNull(),
  record: jsonb("record").$type<ProjectRecord>().notNull(),
  contentHash: text("content_hash").notNull(),
  firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
});

export const propertyTypes = pgTable("property_types", {
  webId: smallint("web_id").primaryKey(),
  showOrder: smallint("show_order").notNull(),
  sale: boolean("sale").notNull(),
  rent: boolean("rent").notNull(),
  name: jsonb("name").$type<LocalizedText>().notNull(),
});

export const cities = pgTable(
  "cities",
  {
    zip: text("zip").notNull(),
    slug: text("slug").notNull(),
    name: jsonb("name").$type<LocalizedText>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.zip, table.slug] })],
);

export const importRuns = pgTable("import_runs", {
  id: serial("id").primaryKey(),
  source: text("source").notNull(),
  sourceHash: text("source_hash").notNull(),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
  finishedAt: timestamp("finished_at", { withTimezone: true }).notNull().defaultNow(),
  report: jsonb("report").$type<ImportReport>().notNull(),
});
