CREATE TABLE "analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"created_by" uuid,
	"module" integer NOT NULL,
	"body_part" text,
	"status" text NOT NULL,
	"image_key" text NOT NULL,
	"overlay_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "org_models" (
	"org_id" uuid NOT NULL,
	"module" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"version" text NOT NULL,
	"settings" jsonb NOT NULL,
	"blob_key" text,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "org_models_org_id_module_pk" PRIMARY KEY("org_id","module")
);
--> statement-breakpoint
ALTER TABLE "analyses" ADD CONSTRAINT "analyses_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analyses" ADD CONSTRAINT "analyses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_models" ADD CONSTRAINT "org_models_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_models" ADD CONSTRAINT "org_models_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analyses_org_created_idx" ON "analyses" USING btree ("org_id","created_at");