ALTER TABLE "visit_bookings" ADD COLUMN "status" text DEFAULT 'confirmed' NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_bookings" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "visit_bookings" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "visit_bookings" ADD COLUMN "held_mails" jsonb;--> statement-breakpoint
ALTER TABLE "visit_bookings" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "visit_bookings" ADD CONSTRAINT "visit_bookings_token_hash_unique" UNIQUE("token_hash");