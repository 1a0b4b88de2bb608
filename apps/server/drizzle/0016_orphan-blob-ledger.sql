CREATE TABLE "pending_blobs" (
	"key" text PRIMARY KEY NOT NULL,
	"org_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"swept_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "pending_blobs_created_idx" ON "pending_blobs" USING btree ("created_at");