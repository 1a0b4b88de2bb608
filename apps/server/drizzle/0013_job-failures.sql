CREATE TABLE "job_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"name" text NOT NULL,
	"org_id" uuid,
	"payload" jsonb NOT NULL,
	"error" text NOT NULL,
	"attempts" integer NOT NULL,
	"failed_at" timestamp with time zone NOT NULL,
	"retried_at" timestamp with time zone,
	"retried_by" uuid,
	"retry_job_id" uuid,
	CONSTRAINT "job_failures_job_id_unique" UNIQUE("job_id")
);
--> statement-breakpoint
ALTER TABLE "job_failures" ADD CONSTRAINT "job_failures_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_failures_org_idx" ON "job_failures" USING btree ("org_id","failed_at");