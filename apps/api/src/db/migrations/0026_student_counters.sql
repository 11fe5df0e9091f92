CREATE TABLE "student_counters" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"favorite_degrees" integer DEFAULT 0 NOT NULL,
	"meetings" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "student_counters" ADD CONSTRAINT "student_counters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint

-- Each user's favourites and meeting requests, kept in the statement that adds or removes them
-- (one upsert or update per statement, grouped by user, in user order), beside the school's
-- totals (0004): a group's totals sum one row per student instead of counting each one's rows.
-- A user's row goes with the account (cascade); the cascade of their favourites and meetings
-- then finds no row to change.
CREATE FUNCTION student_counters_rows_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO student_counters AS c (user_id, favorite_degrees, meetings)
  SELECT r.user_id,
         CASE WHEN TG_TABLE_NAME = 'favorite_degrees' THEN count(*)::int ELSE 0 END,
         CASE WHEN TG_TABLE_NAME = 'meetings' THEN count(*)::int ELSE 0 END
  FROM new_rows r GROUP BY r.user_id ORDER BY r.user_id
  ON CONFLICT (user_id) DO UPDATE
  SET favorite_degrees = c.favorite_degrees + excluded.favorite_degrees,
      meetings = c.meetings + excluded.meetings;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION student_counters_rows_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The rows locked in user order first, as the inserts take them: two statements that remove
  -- rows of the same users (two degrees deleted at once) queue instead of deadlocking.
  PERFORM 1 FROM student_counters c WHERE c.user_id IN (SELECT r.user_id FROM old_rows r)
    ORDER BY c.user_id FOR UPDATE;
  UPDATE student_counters c
  SET favorite_degrees = c.favorite_degrees - CASE WHEN TG_TABLE_NAME = 'favorite_degrees' THEN d.n ELSE 0 END,
      meetings = c.meetings - CASE WHEN TG_TABLE_NAME = 'meetings' THEN d.n ELSE 0 END
  FROM (SELECT r.user_id, count(*)::int AS n FROM old_rows r GROUP BY r.user_id) d
  WHERE c.user_id = d.user_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER favorite_degrees_student_counters_insert AFTER INSERT ON favorite_degrees
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION student_counters_rows_inserted();--> statement-breakpoint
CREATE TRIGGER favorite_degrees_student_counters_delete AFTER DELETE ON favorite_degrees
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION student_counters_rows_deleted();--> statement-breakpoint
CREATE TRIGGER meetings_student_counters_insert AFTER INSERT ON meetings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION student_counters_rows_inserted();--> statement-breakpoint
CREATE TRIGGER meetings_student_counters_delete AFTER DELETE ON meetings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION student_counters_rows_deleted();--> statement-breakpoint

-- The counts of the rows already there: every user with favourites, meetings or both.
INSERT INTO student_counters (user_id, favorite_degrees, meetings)
SELECT coalesce(f.user_id, m.user_id), coalesce(f.n, 0), coalesce(m.n, 0)
FROM (SELECT user_id, count(*)::int AS n FROM favorite_degrees GROUP BY user_id) f
FULL JOIN (SELECT user_id, count(*)::int AS n FROM meetings GROUP BY user_id) m ON m.user_id = f.user_id
ORDER BY 1;
