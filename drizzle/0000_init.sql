CREATE TABLE "cities" (
	"zip" text NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	CONSTRAINT "cities_zip_slug_pk" PRIMARY KEY("zip","slug")
);
--> statement-breakpoint
CREATE TABLE "import_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"source_hash" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	"report" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" integer PRIMARY KEY NOT NULL,
	"zip" text NOT NULL,
	"record" jsonb NOT NULL,
	"content_hash" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" integer PRIMARY KEY NOT NULL,
	"goal" text NOT NULL,
	"web_id" smallint NOT NULL,
	"project_id" integer,
	"reference" text NOT NULL,
	"zip" text NOT NULL,
	"marquee" smallint NOT NULL,
	"price" double precision,
	"record" jsonb NOT NULL,
	"content_hash" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "property_types" (
	"web_id" smallint PRIMARY KEY NOT NULL,
	"show_order" smallint NOT NULL,
	"sale" boolean NOT NULL,
	"rent" boolean NOT NULL,
	"name" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "properties_goal_idx" ON "properties" USING btree ("goal");--> statement-breakpoint
CREATE INDEX "properties_project_idx" ON "properties" USING btree ("project_id");