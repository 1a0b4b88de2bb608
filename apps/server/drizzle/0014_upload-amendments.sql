CREATE TABLE "upload_amendments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "upload_amendments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"upload_id" bigint NOT NULL,
	"org_id" uuid NOT NULL,
	"instrument" text NOT NULL,
	"previous_input" jsonb NOT NULL,
	"input" jsonb NOT NULL,
	"previous_score" double precision,
	"score" double precision,
	"amended_by" uuid,
	"amended_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "upload_amendments" ADD CONSTRAINT "upload_amendments_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_amendments" ADD CONSTRAINT "upload_amendments_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_amendments" ADD CONSTRAINT "upload_amendments_amended_by_users_id_fk" FOREIGN KEY ("amended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_amendments_upload_idx" ON "upload_amendments" USING btree ("org_id","upload_id","id");