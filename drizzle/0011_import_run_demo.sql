ALTER TABLE "import_runs" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Runs made before this column by `npm start` imported the bundled demo feed.
UPDATE "import_runs" SET "demo" = true WHERE "source" LIKE '%content/feed/demo-feed.json';
