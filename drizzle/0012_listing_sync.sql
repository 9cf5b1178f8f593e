CREATE TABLE "property_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"import_run_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"price_before" double precision,
	"price_after" double precision,
	"marquee_before" smallint,
	"marquee_after" smallint
);
--> statement-breakpoint
CREATE TABLE "sync_state" (
	"source" text PRIMARY KEY NOT NULL,
	"holder" text,
	"locked_until" timestamp with time zone,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"changes_since" timestamp with time zone,
	"last_full_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "outcome" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "scope" text DEFAULT 'full' NOT NULL;--> statement-breakpoint
ALTER TABLE "property_events" ADD CONSTRAINT "property_events_import_run_id_import_runs_id_fk" FOREIGN KEY ("import_run_id") REFERENCES "public"."import_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_events_property_idx" ON "property_events" USING btree ("property_id","at");--> statement-breakpoint
CREATE INDEX "property_events_run_idx" ON "property_events" USING btree ("import_run_id");