-- The audit trail and the disclosure ledger are append-only: the database itself refuses every
-- UPDATE, DELETE and TRUNCATE on them, whatever statement or connection tries it. The one change
-- let through is the foreign key's ON DELETE SET NULL on disclosures.user_id when an account is
-- deleted: that row keeps every other column (and its subject_key, the HMAC of the user id), so
-- the record stays answerable without naming the person. A manual "SET user_id = NULL" while the
-- user still exists is refused too.
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER audit_log_no_update_delete BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();--> statement-breakpoint

CREATE FUNCTION disclosures_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kept disclosures;
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.user_id IS NOT NULL AND NEW.user_id IS NULL
     AND NOT EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) THEN
    kept := NEW;
    kept.user_id := OLD.user_id;
    IF kept IS NOT DISTINCT FROM OLD THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'disclosures is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER disclosures_no_update_delete BEFORE UPDATE OR DELETE ON disclosures
  FOR EACH ROW EXECUTE FUNCTION disclosures_append_only();--> statement-breakpoint
CREATE TRIGGER disclosures_no_truncate BEFORE TRUNCATE ON disclosures
  FOR EACH STATEMENT EXECUTE FUNCTION disclosures_append_only();
