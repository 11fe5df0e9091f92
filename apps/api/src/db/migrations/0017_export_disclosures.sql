CREATE TABLE "export_disclosure_students" (
	"disclosure_id" integer NOT NULL,
	"user_id" integer,
	"subject_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "export_disclosures" (
	"id" integer PRIMARY KEY DEFAULT nextval('disclosures_id_seq') NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"export_id" uuid NOT NULL,
	"recipient_name" text NOT NULL,
	"fields" text[] NOT NULL,
	"actor_id" integer,
	CONSTRAINT "export_disclosures_export_id_unique" UNIQUE("export_id")
);
--> statement-breakpoint
CREATE INDEX "export_disclosure_students_user_idx" ON "export_disclosure_students" USING btree ("user_id","disclosure_id");--> statement-breakpoint
-- Both tables are append-only, as the ledger of migration 0013: the database refuses every UPDATE,
-- DELETE and TRUNCATE. The one change let through is user_id going to null on an export's student
-- row once that account no longer exists, with every other column as it was (subject_key keeps
-- the row answerable without naming the person).
CREATE FUNCTION export_disclosures_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'export_disclosures is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER export_disclosures_no_update_delete BEFORE UPDATE OR DELETE ON export_disclosures
  FOR EACH ROW EXECUTE FUNCTION export_disclosures_append_only();--> statement-breakpoint
CREATE TRIGGER export_disclosures_no_truncate BEFORE TRUNCATE ON export_disclosures
  FOR EACH STATEMENT EXECUTE FUNCTION export_disclosures_append_only();--> statement-breakpoint
CREATE FUNCTION export_disclosure_students_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.user_id IS NOT NULL AND NEW.user_id IS NULL
     AND NEW.disclosure_id = OLD.disclosure_id AND NEW.subject_key = OLD.subject_key
     AND NOT EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'export_disclosure_students is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER export_disclosure_students_no_update_delete BEFORE UPDATE OR DELETE ON export_disclosure_students
  FOR EACH ROW EXECUTE FUNCTION export_disclosure_students_append_only();--> statement-breakpoint
CREATE TRIGGER export_disclosure_students_no_truncate BEFORE TRUNCATE ON export_disclosure_students
  FOR EACH STATEMENT EXECUTE FUNCTION export_disclosure_students_append_only();--> statement-breakpoint
-- What a foreign key with ON DELETE SET NULL would do, without its check on each of the 160,000
-- rows an export writes: a deleted account's export rows lose their user_id (one statement for a
-- bulk delete, as users_session_delete of migration 0008).
CREATE FUNCTION users_forget_export_disclosures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE export_disclosure_students s SET user_id = NULL FROM old_rows o WHERE s.user_id = o.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_forget_export_disclosures AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION users_forget_export_disclosures();
