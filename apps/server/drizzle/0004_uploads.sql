CREATE TABLE "upload_images" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "upload_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"upload_id" bigint NOT NULL,
	"org_id" uuid NOT NULL,
	"analysis_id" uuid NOT NULL,
	"image_name" text DEFAULT '' NOT NULL,
	"body_part" text,
	"clinician_input" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "uploads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"org_id" uuid NOT NULL,
	"created_by" uuid,
	"subject_id" text NOT NULL,
	"module" integer NOT NULL,
	"image_count" integer DEFAULT 0 NOT NULL,
	"aggregate" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid,
	"purged_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "upload_images" ADD CONSTRAINT "upload_images_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_images" ADD CONSTRAINT "upload_images_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_images" ADD CONSTRAINT "upload_images_analysis_id_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analyses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_images_upload_idx" ON "upload_images" USING btree ("upload_id");--> statement-breakpoint
CREATE UNIQUE INDEX "upload_images_analysis_idx" ON "upload_images" USING btree ("analysis_id");--> statement-breakpoint
CREATE INDEX "uploads_org_created_idx" ON "uploads" USING btree ("org_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "uploads_org_id_idx" ON "uploads" USING btree ("org_id","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "uploads_org_subject_idx" ON "uploads" USING btree ("org_id",lower("subject_id") text_pattern_ops,"id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "uploads_org_module_idx" ON "uploads" USING btree ("org_id","module","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "uploads_org_images_idx" ON "uploads" USING btree ("org_id","image_count","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "uploads_deleted_idx" ON "uploads" USING btree ("deleted_at") WHERE deleted_at is not null and purged_at is null;