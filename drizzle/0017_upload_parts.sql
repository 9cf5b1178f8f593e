CREATE TABLE "upload_parts" (
	"upload_id" integer NOT NULL,
	"part" integer NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "upload_parts_upload_id_part_pk" PRIMARY KEY("upload_id","part")
);
--> statement-breakpoint
ALTER TABLE "upload_parts" ADD CONSTRAINT "upload_parts_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;