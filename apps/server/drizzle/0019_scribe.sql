CREATE TABLE "scribe_audio_chunks" (
	"recording_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"blob_key" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scribe_audio_chunks_recording_id_seq_pk" PRIMARY KEY("recording_id","seq")
);
--> statement-breakpoint
CREATE TABLE "scribe_encounters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"subject_id" text,
	"template_id" text,
	"consent_at" timestamp with time zone,
	"transcript_status" text DEFAULT 'none' NOT NULL,
	"transcript_error" text,
	"dropped_silent" integer DEFAULT 0 NOT NULL,
	"audio_deleted_at" timestamp with time zone,
	"body_map" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scribe_letter_senders" (
	"org_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"sender" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scribe_letter_senders_org_id_user_id_pk" PRIMARY KEY("org_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "scribe_letters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"encounter_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sender" jsonb NOT NULL,
	"recipient" jsonb NOT NULL,
	"patient" jsonb NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scribe_notes" (
	"encounter_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"sections" jsonb NOT NULL,
	"source" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scribe_notes_encounter_id_version_pk" PRIMARY KEY("encounter_id","version")
);
--> statement-breakpoint
CREATE TABLE "scribe_org_settings" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"require_consent" boolean DEFAULT true NOT NULL,
	"consent_text" text,
	"audio_retention_days" integer,
	"max_upload_mb" integer DEFAULT 200 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scribe_recordings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"encounter_id" uuid NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "scribe_recordings_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"mime_type" text NOT NULL,
	"complete" boolean DEFAULT false NOT NULL,
	"duration_seconds" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scribe_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"fields" jsonb NOT NULL,
	"examples" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"instruction" text DEFAULT '' NOT NULL,
	"conversation_language" text NOT NULL,
	"chart_notes_language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scribe_transcripts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scribe_transcripts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"encounter_id" uuid NOT NULL,
	"segments" jsonb NOT NULL,
	"source" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scribe_audio_chunks" ADD CONSTRAINT "scribe_audio_chunks_recording_id_scribe_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."scribe_recordings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scribe_encounters" ADD CONSTRAINT "scribe_encounters_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scribe_encounters" ADD CONSTRAINT "scribe_encounters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scribe_letter_senders" ADD CONSTRAINT "scribe_letter_senders_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scribe_letter_senders" ADD CONSTRAINT "scribe_letter_senders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scribe_letters" ADD CONSTRAINT "scribe_letters_encounter_id_scribe_encounters_id_fk" FOREIGN KEY ("encounter_id") REFERENCES "public"."scribe_encounters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scribe_notes" ADD CONSTRAINT "scribe_notes_encounter_id_scribe_encounters_id_fk" FOREIGN KEY ("encounter_id") REFERENCES "public"."scribe_encounters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scribe_org_settings" ADD CONSTRAINT "scribe_org_settings_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scribe_recordings" ADD CONSTRAINT "scribe_recordings_encounter_id_scribe_encounters_id_fk" FOREIGN KEY ("encounter_id") REFERENCES "public"."scribe_encounters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scribe_templates" ADD CONSTRAINT "scribe_templates_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scribe_templates" ADD CONSTRAINT "scribe_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scribe_transcripts" ADD CONSTRAINT "scribe_transcripts_encounter_id_scribe_encounters_id_fk" FOREIGN KEY ("encounter_id") REFERENCES "public"."scribe_encounters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scribe_encounters_owner_idx" ON "scribe_encounters" USING btree ("org_id","user_id","updated_at");--> statement-breakpoint
CREATE INDEX "scribe_letters_encounter_idx" ON "scribe_letters" USING btree ("encounter_id");--> statement-breakpoint
CREATE INDEX "scribe_recordings_encounter_idx" ON "scribe_recordings" USING btree ("encounter_id","seq");--> statement-breakpoint
CREATE INDEX "scribe_templates_org_idx" ON "scribe_templates" USING btree ("org_id","user_id");--> statement-breakpoint
CREATE INDEX "scribe_transcripts_encounter_idx" ON "scribe_transcripts" USING btree ("encounter_id","id");