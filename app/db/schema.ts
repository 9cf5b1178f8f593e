import {
  boolean,
  customType,
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
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import type { LocalizedText, ImportReport, ProjectRecord, PropertyRecord } from "~/domain/records";

// The database is the source of truth for properties (DESIGN.md §4). Queryable facts get
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
  /** The bundled demo feed (content/feed/demo-feed.json): `npm start` imports it only into a database that never had another. */
  demo: boolean("demo").notNull().default(false),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
  finishedAt: timestamp("finished_at", { withTimezone: true }).notNull().defaultNow(),
  report: jsonb("report").$type<ImportReport>().notNull(),
  /**
   * 'published': the run's catalog is the one served. 'failed' (the source broke off) and
   * 'refused' (the withdrawal guard) changed nothing, and `message` says why.
   */
  outcome: text("outcome", { enum: ["published", "failed", "refused"] })
    .notNull()
    .default("published"),
  message: text("message"),
  /** Whole catalog, or only what changed since the previous run (Omnicasa's ChangeSince). */
  scope: text("scope", { enum: ["full", "changes"] })
    .notNull()
    .default("full"),
});

/**
 * What happened to a property, run by run: first listed, a price change, a status change
 * (marquee: option, sold, rented…), withdrawn or back. The detail page's price history, the
 * cards' badges and the search alerts read it.
 */
export const propertyEvents = pgTable(
  "property_events",
  {
    id: serial("id").primaryKey(),
    propertyId: integer("property_id").notNull(),
    importRunId: integer("import_run_id")
      .notNull()
      .references(() => importRuns.id),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    kind: text("kind", { enum: ["listed", "price", "status", "withdrawn", "relisted"] }).notNull(),
    priceBefore: doublePrecision("price_before"),
    priceAfter: doublePrecision("price_after"),
    marqueeBefore: smallint("marquee_before"),
    marqueeAfter: smallint("marquee_after"),
  },
  (table) => [
    index("property_events_property_idx").on(table.propertyId, table.at),
    index("property_events_run_idx").on(table.importRunId),
  ],
);

/**
 * The listing sync's state, one row per source: a lease so that one instance syncs at a time
 * (`lockedUntil`, taken with a conditional update), and the cursor of the next incremental run.
 */
export const syncState = pgTable("sync_state", {
  source: text("source").primaryKey(),
  holder: text("holder"),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  lastStartedAt: timestamp("last_started_at", { withTimezone: true }),
  lastFinishedAt: timestamp("last_finished_at", { withTimezone: true }),
  /** The source's time of the last good run: the next run asks what changed since. */
  changesSince: timestamp("changes_since", { withTimezone: true }),
  lastFullAt: timestamp("last_full_at", { withTimezone: true }),
});

// Leads (DESIGN.md §4): every form submission, stored with its outgoing mails in one
// transaction before anything else happens. Nothing here is ever updated by a visitor.

export const leads = pgTable(
  "leads",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    language: text("language").notNull(),
    propertyId: integer("property_id"),
    projectId: integer("project_id"),
    fields: jsonb("fields").$type<Record<string, unknown>>().notNull(),
    /** The separate, never pre-ticked marketing opt-in. */
    marketingOptIn: boolean("marketing_opt_in").notNull().default(false),
    /** SHA-256 of the visitor's IP with a server secret: enough to spot abuse, not to trace. */
    ipHash: text("ip_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("leads_kind_idx").on(table.kind, table.createdAt)],
);

/** A mail ready to send: rendered when the lead is stored, so sending never needs the form. */
export interface MailAddress {
  name: string;
  address: string;
}

export interface OutgoingMail {
  from: MailAddress;
  to: MailAddress;
  replyTo: MailAddress;
  subject: string;
  html: string;
  text: string;
  /**
   * Read when the mail is sent, never copied into the row: `path` is a data: URL (a visit's .ics)
   * or upload:<stored name>, a CV in the uploads table (app/mail/attachments.server.ts).
   */
  attachments?: { filename: string; path: string; contentType: string }[];
  /** More headers: an alert's List-Unsubscribe and List-Unsubscribe-Post (RFC 2369, RFC 8058). */
  headers?: Record<string, string>;
  /**
   * A mail whose body is made when it is sent, by the composer registered under this name
   * (app/mail/outbox.server.ts): a search alert's digest, from the deliveries that point to its
   * row. Queuing thousands of digests then costs no rendering (decision 029).
   */
  compose?: "search-alert-digest";
  /**
   * A mail that carries a link that opens something (a password link, a visit's or an alert's
   * confirmation, documents): once sent, its row keeps only its addresses and subject, so that a
   * backup or a copy of the database holds no working link.
   */
  secret?: true;
}

export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    leadId: integer("lead_id").references(() => leads.id),
    /** The Message-ID header: the same on every attempt, so a retry is never a second mail. */
    messageId: text("message_id").notNull().unique(),
    mail: jsonb("mail").$type<OutgoingMail>().notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** Claimed by a sender until then; another process leaves it alone. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("outbox_due_idx").on(table.sentAt, table.nextAttemptAt)],
);

/**
 * A place at a visit moment; the moment and its capacity come from the feed. A visit request
 * holds a place ('pending') until `expiresAt`; the visitor's confirmation from the mail makes
 * it 'confirmed' and sends the agency its mail, held here until then
 * (docs/decisions/018-abuse-friend-mail-and-visit-holds.md).
 */
export const visitBookings = pgTable(
  "visit_bookings",
  {
    id: serial("id").primaryKey(),
    propertyId: integer("property_id").notNull(),
    momentId: integer("moment_id").notNull(),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id),
    /** 'replaced': a hold its visitor's later request for the same property ended (decision 070). */
    status: text("status").$type<"pending" | "confirmed" | "replaced">().notNull().default("confirmed"),
    /** A pending hold counts against the capacity until then. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** SHA-256 of the secret in the visitor's confirmation link. */
    tokenHash: text("token_hash").unique(),
    /** The agency's mail, moved to the outbox when the visitor confirms. */
    heldMails: jsonb("held_mails").$type<{ role: string; mail: OutgoingMail }[]>(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("visit_bookings_moment_idx").on(table.momentId)],
);

/** Documents sent to a visitor for a property: asked again within a week, the answer is no. */
export const documentRequests = pgTable(
  "document_requests",
  {
    id: serial("id").primaryKey(),
    propertyId: integer("property_id").notNull(),
    email: text("email").notNull(),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("document_requests_property_email_idx").on(table.propertyId, table.email)],
);

/**
 * Bytes as they are: postgres.js reads a Buffer, PGlite a Uint8Array (a Buffer is one too). They
 * go to the database as base64 text that it decodes: PGlite took 9 to 14 s for a 9 MB bytea
 * parameter, in the server's one thread, and 0.3 to 0.7 s for the same bytes as base64 (decision 058).
 */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
  toDriver: (value) =>
    sql`decode(${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString("base64")}, 'base64')`,
});

/**
 * A file a visitor sent with a lead (a rent applicant's CV), its bytes in the row: every instance
 * on the database reads it, and the purge deletes it everywhere at once (decision 037).
 */
export const uploads = pgTable("uploads", {
  id: serial("id").primaryKey(),
  leadId: integer("lead_id")
    .notNull()
    .references(() => leads.id),
  /** A random name chosen by the server: a mail's attachment points to it (upload:<name>). */
  storedName: text("stored_name").notNull().unique(),
  originalName: text("original_name").notNull(),
  contentType: text("content_type").notNull(),
  size: integer("size").notNull(),
  /**
   * The whole file, as versions before decision 066 stored it (and a file an older version left
   * under DATA_DIR/uploads/, once moved here); null for a file kept in upload_parts, and once purged.
   */
  content: bytea("content"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /** Set when the retention period has passed and the file is gone. */
  deletedAt: timestamp("deleted_at", { withTimezone: true }),
});

/** The size of a piece in upload_parts (the last of a file may be shorter). */
export const uploadPartBytes = 256 * 1024;

/**
 * A file of the uploads table in pieces of 256 KB, numbered from 0: the embedded database writes
 * and reads each piece in a few milliseconds of the server's one thread, where the whole 9 MB held
 * it for a quarter of a second or more (decision 066). Deleted by the purge.
 */
export const uploadParts = pgTable(
  "upload_parts",
  {
    uploadId: integer("upload_id")
      .notNull()
      .references(() => uploads.id),
    part: integer("part").notNull(),
    content: bytea("content").notNull(),
  },
  (table) => [primaryKey({ columns: [table.uploadId, table.part] })],
);

/** A visitor's testimonial: shown on the site only once the agency has approved it. */
export const testimonials = pgTable(
  "testimonials",
  {
    id: serial("id").primaryKey(),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id),
    /** As shown: first name and the initial of the last name. */
    name: text("name").notNull(),
    city: text("city").notNull().default(""),
    rating: smallint("rating").notNull(),
    text: text("text").notNull(),
    language: text("language").notNull(),
    status: text("status", { enum: ["pending", "approved", "rejected"] })
      .notNull()
      .default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (table) => [index("testimonials_status_idx").on(table.status, table.createdAt)],
);

/** Every cookie choice, as the proof the Belgian DPA expects: when, which policy, which categories. No IP. */
export const consentLog = pgTable("consent_log", {
  id: serial("id").primaryKey(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  policyVersion: text("policy_version").notNull(),
  categories: jsonb("categories").$type<string[]>().notNull(),
});

// Owners (spec §1, DESIGN.md §4): an owner logs in to see how their properties are doing.

/** An owner's account; the password is kept as an argon2id hash. */
export const owners = pgTable("owners", {
  id: serial("id").primaryKey(),
  /** Lower case: an address is one account however it is typed. */
  email: text("email").notNull().unique(),
  name: text("name").notNull(),
  language: text("language").notNull(),
  passwordHash: text("password_hash").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Which properties (feed ids) an owner sees. */
export const ownerProperties = pgTable(
  "owner_properties",
  {
    ownerId: integer("owner_id")
      .notNull()
      .references(() => owners.id, { onDelete: "cascade" }),
    propertyId: integer("property_id").notNull(),
  },
  (table) => [primaryKey({ columns: [table.ownerId, table.propertyId] })],
);

/** A signed-in browser: the cookie holds a random token, the table only its SHA-256. */
export const ownerSessions = pgTable(
  "owner_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => owners.id, { onDelete: "cascade" }),
    /** The absolute end: the session ends then however busy it is (decision 015). */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The last request seen with this session: it ends after the idle time without one. */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("owner_sessions_expires_idx").on(table.expiresAt)],
);

/**
 * A detail page seen by a person (not a bot), once per visitor and day. The visitor is a hash
 * of address and browser with a secret that changes daily: no cookie, and no way back to them.
 */
export const propertyVisits = pgTable(
  "property_visits",
  {
    propertyId: integer("property_id").notNull(),
    /** The day in Belgium, YYYY-MM-DD. */
    day: text("day").notNull(),
    visitor: text("visitor").notNull(),
  },
  (table) => [primaryKey({ columns: [table.propertyId, table.day, table.visitor] })],
);

/** A link to choose a new password (spec: password forgotten): the mail holds the token, the table its SHA-256. */
export const ownerPasswordResets = pgTable("owner_password_resets", {
  tokenHash: text("token_hash").primaryKey(),
  ownerId: integer("owner_id")
    .notNull()
    .references(() => owners.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

// Search alerts (spec §1, the keep-me-informed service): a visitor's saved search, sent only
// after the address confirmed it (double opt-in), left by a signed link without an account.

/** What an alert looks for; every part left out matches all. Types are WebIDs, zones postal codes. */
export interface SearchAlertCriteria {
  goal: "sale" | "rent";
  types: number[];
  zips: string[];
  minPrice: number | null;
  maxPrice: number | null;
  bedrooms: number | null;
}

export const searchAlerts = pgTable(
  "search_alerts",
  {
    id: serial("id").primaryKey(),
    /** Lower case, so that one address's alerts are found however it was typed. */
    email: text("email").notNull(),
    name: text("name").notNull(),
    phone: text("phone").notNull().default(""),
    /** The language of the mails and the pages their links open. */
    language: text("language").notNull(),
    frequency: text("frequency", { enum: ["instant", "daily", "weekly"] }).notNull(),
    criteria: jsonb("criteria").$type<SearchAlertCriteria>().notNull(),
    status: text("status", { enum: ["pending", "confirmed", "unsubscribed"] })
      .notNull()
      .default("pending"),
    /** SHA-256 of the secret in the confirmation mail's link. */
    confirmTokenHash: text("confirm_token_hash").unique(),
    /** SHA-256 of the subscriber's IP with a server secret, as for leads. */
    ipHash: text("ip_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    /** When the last daily or weekly mail went out: the next one covers what came since. */
    lastDigestAt: timestamp("last_digest_at", { withTimezone: true }),
  },
  (table) => [
    index("search_alerts_status_idx").on(table.status, table.frequency),
    index("search_alerts_email_idx").on(table.email),
  ],
);

/** A property announced to an alert: the unique key keeps a listing from reaching the same alert twice. */
export const alertDeliveries = pgTable(
  "alert_deliveries",
  {
    id: serial("id").primaryKey(),
    alertId: integer("alert_id")
      .notNull()
      .references(() => searchAlerts.id, { onDelete: "cascade" }),
    propertyId: integer("property_id").notNull(),
    kind: text("kind", { enum: ["new", "price_drop"] }).notNull(),
    importRunId: integer("import_run_id").references(() => importRuns.id),
    outboxId: integer("outbox_id").references(() => outbox.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("alert_deliveries_once_idx").on(table.alertId, table.propertyId, table.kind)],
);

// The agency's CRM (docs/decisions/028-crm-forwarding.md): with Omnicasa configured, each lead
// and each alert confirmation or unsubscribe is also a call to the CRM, written in the same
// transaction as what caused it and sent by the forwarding loop with retries, like a mail.

export type CrmMethod = "ContactOnMe" | "ContactOnMeProject" | "DemandRegister" | "UnsubscribeDemandPerson";

export const crmOutbox = pgTable(
  "crm_outbox",
  {
    id: serial("id").primaryKey(),
    method: text("method", {
      enum: ["ContactOnMe", "ContactOnMeProject", "DemandRegister", "UnsubscribeDemandPerson"],
    }).notNull(),
    /** The JSON request without the credentials, which are added when it is sent. */
    request: jsonb("request").$type<Record<string, unknown>>().notNull(),
    leadId: integer("lead_id").references(() => leads.id),
    /** An alert's DemandRegister and UnsubscribeDemandPerson: the second needs what the first was answered. */
    alertId: integer("alert_id").references(() => searchAlerts.id, { onDelete: "set null" }),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** Claimed by a sender until then; another process leaves it alone. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** The CRM's Value when it accepted the call (a DemandRegister's may name the person and demand). */
    result: jsonb("result"),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("crm_outbox_due_idx").on(table.sentAt, table.nextAttemptAt),
    index("crm_outbox_alert_idx").on(table.alertId),
  ],
);

/**
 * The rate limits' counts when several instances share the database (rate-limiter-flexible's
 * Drizzle store: these three columns): one row per limiter and key, until `expire`.
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull(),
  expire: timestamp("expire", { withTimezone: true }),
});

/** Captcha solutions already accepted (decision 017), each until it would have expired anyway. */
export const spentTokens = pgTable(
  "spent_tokens",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("spent_tokens_expiry_idx").on(table.expiresAt)],
);
