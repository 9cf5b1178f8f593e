CREATE TABLE "consent_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"policy_version" text NOT NULL,
	"categories" jsonb NOT NULL
);
