-- A deleted student's rows in the meetings CSV's ledger, and a ledger write under way. The export
-- writes each page's students in a transaction that first takes this lock shared
-- (disclosures.queries.ts, EXPORT_LEDGER_LOCK = 1953263724, `tlpl` in ASCII), then names only
-- accounts that exist. Deleting students takes it exclusive here, after their rows are gone: it
-- waits for the writes under way, whose rows the UPDATE below then sees and sets to null, and the
-- writes that come after wait for the deletion to commit, and then no longer find the account.
-- Until now each write locked every student's row of `users` (FOR KEY SHARE) for the same end:
-- a write to the heap and its log for each student of a download, ~3.5 µs each.
CREATE OR REPLACE FUNCTION users_forget_export_disclosures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM old_rows WHERE type = 'student') THEN
    PERFORM pg_advisory_xact_lock(1953263724);
  END IF;
  UPDATE export_disclosure_students s SET user_id = NULL
  FROM export_disclosures e, old_rows o
  WHERE s.disclosure_id = e.id AND s.user_id = o.id;
  RETURN NULL;
END $$;
