CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "disclosures" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"subject_key" text NOT NULL,
	"recipient_kind" text NOT NULL,
	"recipient_id" integer,
	"recipient_name" text NOT NULL,
	"fields" text[] NOT NULL,
	"reason" text NOT NULL,
	"degree_id" integer,
	"degree_name" text,
	"export_id" uuid,
	"actor_id" integer,
	CONSTRAINT "disclosures_recipient_kind_check" CHECK ("disclosures"."recipient_kind" in ('campus', 'admin')),
	CONSTRAINT "disclosures_reason_check" CHECK ("disclosures"."reason" in ('meeting', 'export'))
);
--> statement-breakpoint
ALTER TABLE "disclosures" ADD CONSTRAINT "disclosures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","id");--> statement-breakpoint
CREATE INDEX "disclosures_user_idx" ON "disclosures" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "disclosures_subject_idx" ON "disclosures" USING btree ("subject_key");--> statement-breakpoint
CREATE INDEX "disclosures_export_idx" ON "disclosures" USING btree ("export_id");