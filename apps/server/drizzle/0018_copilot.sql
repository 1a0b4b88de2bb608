CREATE TABLE "copilot_chunks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"source_id" uuid NOT NULL,
	"page_id" uuid NOT NULL,
	"page_no" integer,
	"url" text,
	"heading" text,
	"seq" integer NOT NULL,
	"text" text NOT NULL,
	"start_offset" integer NOT NULL,
	"end_offset" integer NOT NULL,
	"language" text NOT NULL,
	"tsv" "tsvector" NOT NULL,
	"embedding" real[]
);
--> statement-breakpoint
CREATE TABLE "copilot_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"source_id" uuid NOT NULL,
	"page_no" integer,
	"url" text,
	"title" text,
	"has_text" boolean DEFAULT true NOT NULL,
	"etag" text,
	"last_modified" text,
	"content_hash" text,
	"body" text,
	"fetched_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "copilot_settings" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"source_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "copilot_sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer,
	"error" text,
	"file_name" text,
	"blob_key" text,
	"size_bytes" bigint DEFAULT 0 NOT NULL,
	"url" text,
	"normal_url" text,
	"max_depth" integer,
	"max_pages" integer,
	"sync_every_hours" integer,
	"last_sync" jsonb,
	"last_sync_at" timestamp with time zone,
	"language" text,
	"pages" integer DEFAULT 0 NOT NULL,
	"chunks" integer DEFAULT 0 NOT NULL,
	"pages_without_text" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"added_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "assistant_conversations_owner_idx";--> statement-breakpoint
ALTER TABLE "assistant_conversations" ADD COLUMN "feature" text DEFAULT 'assistant' NOT NULL;--> statement-breakpoint
ALTER TABLE "assistant_messages" ADD COLUMN "grounding" jsonb;--> statement-breakpoint
ALTER TABLE "copilot_chunks" ADD CONSTRAINT "copilot_chunks_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copilot_chunks" ADD CONSTRAINT "copilot_chunks_source_id_copilot_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."copilot_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copilot_chunks" ADD CONSTRAINT "copilot_chunks_page_id_copilot_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."copilot_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copilot_pages" ADD CONSTRAINT "copilot_pages_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copilot_pages" ADD CONSTRAINT "copilot_pages_source_id_copilot_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."copilot_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copilot_settings" ADD CONSTRAINT "copilot_settings_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copilot_sources" ADD CONSTRAINT "copilot_sources_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copilot_sources" ADD CONSTRAINT "copilot_sources_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "copilot_chunks_tsv_idx" ON "copilot_chunks" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "copilot_chunks_source_idx" ON "copilot_chunks" USING btree ("org_id","source_id");--> statement-breakpoint
CREATE INDEX "copilot_chunks_page_idx" ON "copilot_chunks" USING btree ("page_id");--> statement-breakpoint
CREATE INDEX "copilot_pages_source_idx" ON "copilot_pages" USING btree ("source_id","page_no");--> statement-breakpoint
CREATE UNIQUE INDEX "copilot_pages_url_idx" ON "copilot_pages" USING btree ("source_id","url");--> statement-breakpoint
CREATE INDEX "copilot_sources_org_idx" ON "copilot_sources" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "copilot_sources_website_idx" ON "copilot_sources" USING btree ("org_id","normal_url");--> statement-breakpoint
CREATE INDEX "assistant_conversations_owner_idx" ON "assistant_conversations" USING btree ("org_id","user_id","feature","updated_at");