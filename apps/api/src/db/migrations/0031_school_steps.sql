-- Each user's meetings with a slot booked or attended (`booked`, as the school's funnel counts a
-- booking) and attended, beside the favourites and meetings of 0026, kept by the meetings'
-- triggers in the statement that adds, changes or removes them: a school's funnel reads one row
-- of counters per student instead of every request of each one.
ALTER TABLE "student_counters" ADD COLUMN "booked" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "student_counters" ADD COLUMN "attended" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A school's students with their onboarding and signup date: the funnel and the trend read them
-- from this narrow index alone instead of the table pages the school's students are scattered over.
CREATE INDEX "users_school_steps_idx" ON "users" USING btree ("highschool_id","type","id","onboarded","created_at");--> statement-breakpoint

CREATE FUNCTION student_counters_meetings_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO student_counters AS c (user_id, meetings, booked, attended)
  SELECT r.user_id, count(*)::int,
         (count(*) FILTER (WHERE r.slot_id IS NOT NULL OR r.attended IS TRUE))::int,
         (count(*) FILTER (WHERE r.attended IS TRUE))::int
  FROM new_rows r GROUP BY r.user_id ORDER BY r.user_id
  ON CONFLICT (user_id) DO UPDATE
  SET meetings = c.meetings + excluded.meetings,
      booked = c.booked + excluded.booked,
      attended = c.attended + excluded.attended;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION student_counters_meetings_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Locked in user order first, as in student_counters_rows_deleted (0026).
  PERFORM 1 FROM student_counters c WHERE c.user_id IN (SELECT r.user_id FROM old_rows r)
    ORDER BY c.user_id FOR UPDATE;
  UPDATE student_counters c
  SET meetings = c.meetings - d.meetings, booked = c.booked - d.booked, attended = c.attended - d.attended
  FROM (SELECT r.user_id, count(*)::int AS meetings,
               (count(*) FILTER (WHERE r.slot_id IS NOT NULL OR r.attended IS TRUE))::int AS booked,
               (count(*) FILTER (WHERE r.attended IS TRUE))::int AS attended
        FROM old_rows r GROUP BY r.user_id) d
  WHERE c.user_id = d.user_id;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A booking, a cancelled booking or an outcome changes a request's flags: each user's counters
-- move by the new rows' flags less the old rows'. Only users whose counts change are locked (in
-- user order) and written: marking requests shared or rated touches no counter.
CREATE FUNCTION student_counters_meetings_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH d AS (
    SELECT x.user_id, sum(x.n)::int AS meetings, sum(x.b)::int AS booked, sum(x.a)::int AS attended
    FROM (
      SELECT r.user_id, 1 AS n, (r.slot_id IS NOT NULL OR r.attended IS TRUE)::int AS b, (r.attended IS TRUE)::int AS a
      FROM new_rows r
      UNION ALL
      SELECT r.user_id, -1, -(r.slot_id IS NOT NULL OR r.attended IS TRUE)::int, -(r.attended IS TRUE)::int
      FROM old_rows r
    ) x
    GROUP BY x.user_id
    HAVING sum(x.n) <> 0 OR sum(x.b) <> 0 OR sum(x.a) <> 0
  ),
  locked AS (
    SELECT c.user_id FROM student_counters c WHERE c.user_id IN (SELECT d.user_id FROM d)
    ORDER BY c.user_id FOR UPDATE
  )
  UPDATE student_counters c
  SET meetings = c.meetings + d.meetings, booked = c.booked + d.booked, attended = c.attended + d.attended
  FROM d
  WHERE c.user_id = d.user_id AND c.user_id IN (SELECT l.user_id FROM locked l);
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER meetings_student_counters_insert ON meetings;--> statement-breakpoint
DROP TRIGGER meetings_student_counters_delete ON meetings;--> statement-breakpoint
CREATE TRIGGER meetings_student_counters_insert AFTER INSERT ON meetings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION student_counters_meetings_inserted();--> statement-breakpoint
CREATE TRIGGER meetings_student_counters_update AFTER UPDATE ON meetings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION student_counters_meetings_updated();--> statement-breakpoint
CREATE TRIGGER meetings_student_counters_delete AFTER DELETE ON meetings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION student_counters_meetings_deleted();--> statement-breakpoint

-- The counts of the meetings already there (every user with meetings has a row since 0026).
UPDATE student_counters c SET booked = m.booked, attended = m.attended
FROM (SELECT user_id,
             (count(*) FILTER (WHERE slot_id IS NOT NULL OR attended IS TRUE))::int AS booked,
             (count(*) FILTER (WHERE attended IS TRUE))::int AS attended
      FROM meetings GROUP BY user_id) m
WHERE c.user_id = m.user_id AND (m.booked <> 0 OR m.attended <> 0);
