CREATE TABLE "scribe_user_options" (
	"org_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"realtime_transcription" boolean DEFAULT false NOT NULL,
	"skip_transcription" boolean DEFAULT false NOT NULL,
	"fast_extraction" boolean DEFAULT false NOT NULL,
	"skip_revision" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scribe_user_options_org_id_user_id_pk" PRIMARY KEY("org_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "scribe_recordings" ADD COLUMN "live_seconds" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "scribe_user_options" ADD CONSTRAINT "scribe_user_options_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scribe_user_options" ADD CONSTRAINT "scribe_user_options_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;