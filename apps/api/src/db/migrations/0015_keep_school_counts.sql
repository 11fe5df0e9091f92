-- A student who deletes their own account (ARCO cancellation, DELETE /users/me) leaves their
-- school's totals as they were: the counselor's reward counts registrations and meetings that
-- happened, and the totals are anonymous aggregates, not the person. The deletion sets the
-- transaction-local setting tlp.keep_school_counts; any other deletion (an admin's) takes the
-- student's registration, favourites and meetings off as before. The cascades of favourites and
-- meetings run once the user row is gone and count nothing then (counters_rows_deleted joins users).
CREATE OR REPLACE FUNCTION counters_student_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.type = 'student' AND coalesce(current_setting('tlp.keep_school_counts', true), '') <> 'on' THEN
    UPDATE highschool_counters
    SET registers = registers - 1,
        favorite_degrees = favorite_degrees - (SELECT count(*) FROM favorite_degrees WHERE user_id = OLD.id),
        meetings = meetings - (SELECT count(*) FROM meetings WHERE user_id = OLD.id)
    WHERE highschool_id = OLD.highschool_id;
  END IF;
  RETURN OLD;
END $$;
