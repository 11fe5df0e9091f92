-- The students of an export are indexed by export, then user: each export's rows go at the end of
-- the index, so writing one costs the same however many came before (led by the user, every
-- export touched every page of it). A user's rows are found with one probe per export.
DROP INDEX "export_disclosure_students_user_idx";--> statement-breakpoint
CREATE INDEX "export_disclosure_students_export_idx" ON "export_disclosure_students" USING btree ("disclosure_id","user_id");--> statement-breakpoint
-- A deleted account's rows, found the same way: one probe per export and deleted user.
CREATE OR REPLACE FUNCTION users_forget_export_disclosures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE export_disclosure_students s SET user_id = NULL
  FROM export_disclosures e, old_rows o
  WHERE s.disclosure_id = e.id AND s.user_id = o.id;
  RETURN NULL;
END $$;
