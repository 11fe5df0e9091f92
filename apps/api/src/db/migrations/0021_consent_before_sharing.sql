-- Consent before data leaves (issue 26): a school's authorization to share its students' data,
-- a student's birth date, a guardian's consent for minors, and the legal basis of every disclosure
-- event written from now on. Schools start without an authorization and students with an unknown
-- age: their meeting requests are held until both are known (docs/privacy.md).
CREATE TABLE "highschool_data_sharing" (
	"id" serial PRIMARY KEY NOT NULL,
	"highschool_id" integer NOT NULL,
	"authorized_at" timestamp with time zone DEFAULT now() NOT NULL,
	"authorized_by" integer,
	"note" text,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer
);
--> statement-breakpoint
CREATE TABLE "guardian_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"guardian_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "guardian_consents_status_check" CHECK ("guardian_consents"."status" in ('pending', 'granted', 'refused', 'replaced', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "disclosures" ADD COLUMN "legal_basis" text;--> statement-breakpoint
ALTER TABLE "disclosures" ADD COLUMN "guardian_consent_id" integer;--> statement-breakpoint
ALTER TABLE "disclosures" ADD COLUMN "school_authorization_id" integer;--> statement-breakpoint
ALTER TABLE "export_disclosure_students" ADD COLUMN "legal_basis" text;--> statement-breakpoint
ALTER TABLE "export_disclosure_students" ADD COLUMN "guardian_consent_id" integer;--> statement-breakpoint
ALTER TABLE "export_disclosure_students" ADD COLUMN "school_authorization_id" integer;--> statement-breakpoint
ALTER TABLE "highschool_data_sharing" ADD CONSTRAINT "highschool_data_sharing_highschool_id_highschools_id_fk" FOREIGN KEY ("highschool_id") REFERENCES "public"."highschools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_consents" ADD CONSTRAINT "guardian_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "highschool_data_sharing_live_key" ON "highschool_data_sharing" USING btree ("highschool_id") WHERE "highschool_data_sharing"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "highschool_data_sharing_school_idx" ON "highschool_data_sharing" USING btree ("highschool_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "guardian_consents_token_key" ON "guardian_consents" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "guardian_consents_user_idx" ON "guardian_consents" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "guardian_consents_granted_key" ON "guardian_consents" USING btree ("user_id") WHERE "guardian_consents"."status" = 'granted';--> statement-breakpoint
ALTER TABLE "disclosures" ADD CONSTRAINT "disclosures_legal_basis_check" CHECK ("disclosures"."legal_basis" in ('student_consent', 'guardian_consent'));--> statement-breakpoint
ALTER TABLE "export_disclosure_students" ADD CONSTRAINT "export_disclosure_students_legal_basis_check" CHECK ("export_disclosure_students"."legal_basis" in ('student_consent', 'guardian_consent'));;--> statement-breakpoint
-- The one change the append-only trigger of 0017 lets through (user_id to null once the account is
-- gone) keeps every other column, the legal basis included, as disclosures_append_only of 0013 does.
CREATE OR REPLACE FUNCTION export_disclosure_students_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kept export_disclosure_students;
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.user_id IS NOT NULL AND NEW.user_id IS NULL
     AND NOT EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) THEN
    kept := NEW;
    kept.user_id := OLD.user_id;
    IF kept IS NOT DISTINCT FROM OLD THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'export_disclosure_students is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
