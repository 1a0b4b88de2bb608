CREATE TABLE "org_upload_counts" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"live" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "org_upload_counts" ADD CONSTRAINT "org_upload_counts_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_org_subject_sort_idx" ON "uploads" USING btree ("org_id",lower("subject_id"),"id") WHERE deleted_at is null;