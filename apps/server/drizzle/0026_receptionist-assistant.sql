CREATE TABLE "receptionist_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"patient_id" uuid,
	"created_by" uuid,
	"token_hash" text,
	"language" text DEFAULT 'en' NOT NULL,
	"transcript_status" text,
	"summary_status" text,
	"summary" jsonb,
	"summary_error" text,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receptionist_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "receptionist_messages_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"org_id" uuid NOT NULL,
	"conversation_id" uuid NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"tool_calls" jsonb,
	"tool_call_id" text,
	"tool_name" text,
	"outcome" text,
	"appointment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receptionist_public_links" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receptionist_public_links_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "receptionist_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"conversation_id" uuid NOT NULL,
	"patient_id" uuid,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"done_by" uuid,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patient_notes" ADD COLUMN "source_id" uuid;--> statement-breakpoint
ALTER TABLE "receptionist_conversations" ADD CONSTRAINT "receptionist_conversations_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receptionist_conversations" ADD CONSTRAINT "receptionist_conversations_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receptionist_conversations" ADD CONSTRAINT "receptionist_conversations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receptionist_messages" ADD CONSTRAINT "receptionist_messages_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receptionist_messages" ADD CONSTRAINT "receptionist_messages_conversation_id_receptionist_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."receptionist_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receptionist_messages" ADD CONSTRAINT "receptionist_messages_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receptionist_public_links" ADD CONSTRAINT "receptionist_public_links_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receptionist_tasks" ADD CONSTRAINT "receptionist_tasks_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receptionist_tasks" ADD CONSTRAINT "receptionist_tasks_conversation_id_receptionist_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."receptionist_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receptionist_tasks" ADD CONSTRAINT "receptionist_tasks_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receptionist_tasks" ADD CONSTRAINT "receptionist_tasks_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receptionist_conversations_org_idx" ON "receptionist_conversations" USING btree ("org_id","channel","updated_at");--> statement-breakpoint
CREATE INDEX "receptionist_messages_conversation_idx" ON "receptionist_messages" USING btree ("conversation_id","seq");--> statement-breakpoint
CREATE INDEX "receptionist_tasks_org_idx" ON "receptionist_tasks" USING btree ("org_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "patient_notes_source_idx" ON "patient_notes" USING btree ("kind","source_id");