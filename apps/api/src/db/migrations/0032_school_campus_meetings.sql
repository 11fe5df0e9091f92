CREATE TABLE "highschool_campus_meetings" (
	"highschool_id" integer NOT NULL,
	"campus_id" integer NOT NULL,
	"requested" integer DEFAULT 0 NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"attended" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "highschool_campus_meetings_highschool_id_campus_id_pk" PRIMARY KEY("highschool_id","campus_id")
);
--> statement-breakpoint
ALTER TABLE "highschool_campus_meetings" ADD CONSTRAINT "highschool_campus_meetings_highschool_id_highschools_id_fk" FOREIGN KEY ("highschool_id") REFERENCES "public"."highschools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "highschool_campus_meetings" ADD CONSTRAINT "highschool_campus_meetings_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint

-- A school's students' requests per campus: requested, with a slot (booked) and attended, as the
-- school's summary by campus counts them (inbox.repository.ts, ofSchool). Kept in the statement
-- that adds, changes or removes requests, moves a student to another school or a degree to another
-- campus. As in 0004, a cascade runs once its parent row is gone, when the requests' triggers can no
-- longer find the student's school or the degree's campus: a student's or a degree's deletion takes
-- its requests off first (BEFORE DELETE), and the requests' own deletion then finds nothing to take.
-- Removals only update rows that are there (a campus's rows may be going with it); additions upsert.
-- Rows are locked in key order.
CREATE FUNCTION school_campus_meetings_add(d jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO highschool_campus_meetings AS k (highschool_id, campus_id, requested, booked, attended)
  SELECT (e->>'h')::int, (e->>'c')::int, (e->>'r')::int, (e->>'b')::int, (e->>'a')::int
  FROM jsonb_array_elements(d) e
  WHERE (e->>'r')::int <> 0 OR (e->>'b')::int <> 0 OR (e->>'a')::int <> 0
  ORDER BY 1, 2
  ON CONFLICT (highschool_id, campus_id) DO UPDATE
  SET requested = k.requested + excluded.requested,
      booked = k.booked + excluded.booked,
      attended = k.attended + excluded.attended;
$$;--> statement-breakpoint
CREATE FUNCTION school_campus_meetings_take(d jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM highschool_campus_meetings k
  WHERE (k.highschool_id, k.campus_id) IN (SELECT (e->>'h')::int, (e->>'c')::int FROM jsonb_array_elements(d) e)
  ORDER BY k.highschool_id, k.campus_id FOR UPDATE;
  UPDATE highschool_campus_meetings k
  SET requested = k.requested - (e->>'r')::int,
      booked = k.booked - (e->>'b')::int,
      attended = k.attended - (e->>'a')::int
  FROM jsonb_array_elements(d) e
  WHERE k.highschool_id = (e->>'h')::int AND k.campus_id = (e->>'c')::int
    -- A campus being deleted takes its rows along (cascade): its degrees' deletion leaves them be
    -- (a second update of a row written in this transaction would check its key again).
    AND EXISTS (SELECT 1 FROM campuses c WHERE c.id = k.campus_id);
END $$;--> statement-breakpoint

-- Requests: counted for the school of their student (a student's) and the campus of their degree.
CREATE FUNCTION school_campus_meetings_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM school_campus_meetings_add(coalesce(jsonb_agg(jsonb_build_object('h', x.h, 'c', x.c, 'r', x.r, 'b', x.b, 'a', x.a)), '[]'))
  FROM (SELECT u.highschool_id AS h, d.campus_id AS c, count(*)::int AS r,
               (count(*) FILTER (WHERE r.slot_id IS NOT NULL))::int AS b,
               (count(*) FILTER (WHERE r.attended IS TRUE))::int AS a
        FROM new_rows r JOIN users u ON u.id = r.user_id JOIN degrees d ON d.id = r.degree_id
        WHERE u.type = 'student' GROUP BY 1, 2) x;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION school_campus_meetings_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM school_campus_meetings_take(coalesce(jsonb_agg(jsonb_build_object('h', x.h, 'c', x.c, 'r', x.r, 'b', x.b, 'a', x.a)), '[]'))
  FROM (SELECT u.highschool_id AS h, d.campus_id AS c, count(*)::int AS r,
               (count(*) FILTER (WHERE r.slot_id IS NOT NULL))::int AS b,
               (count(*) FILTER (WHERE r.attended IS TRUE))::int AS a
        FROM old_rows r JOIN users u ON u.id = r.user_id JOIN degrees d ON d.id = r.degree_id
        WHERE u.type = 'student' GROUP BY 1, 2) x;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A booking or an outcome: the new rows' flags less the old rows', only where they differ.
CREATE FUNCTION school_campus_meetings_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM school_campus_meetings_add(coalesce(jsonb_agg(jsonb_build_object('h', x.h, 'c', x.c, 'r', x.r, 'b', x.b, 'a', x.a)), '[]'))
  FROM (SELECT u.highschool_id AS h, d.campus_id AS c, sum(y.r)::int AS r, sum(y.b)::int AS b, sum(y.a)::int AS a
        FROM (SELECT r.user_id, r.degree_id, 1 AS r, (r.slot_id IS NOT NULL)::int AS b, (r.attended IS TRUE)::int AS a
              FROM new_rows r
              UNION ALL
              SELECT r.user_id, r.degree_id, -1, -(r.slot_id IS NOT NULL)::int, -(r.attended IS TRUE)::int
              FROM old_rows r) y
        JOIN users u ON u.id = y.user_id JOIN degrees d ON d.id = y.degree_id
        WHERE u.type = 'student' GROUP BY 1, 2
        HAVING sum(y.r) <> 0 OR sum(y.b) <> 0 OR sum(y.a) <> 0) x;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER meetings_school_campus_insert AFTER INSERT ON meetings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION school_campus_meetings_inserted();--> statement-breakpoint
CREATE TRIGGER meetings_school_campus_update AFTER UPDATE ON meetings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION school_campus_meetings_updated();--> statement-breakpoint
CREATE TRIGGER meetings_school_campus_delete AFTER DELETE ON meetings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION school_campus_meetings_deleted();--> statement-breakpoint

-- One student's or one degree's requests, per school and campus (`user_id` or `degree_id`).
CREATE FUNCTION school_campus_meetings_of(p_user integer, p_degree integer) RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
BEGIN
  -- Two statements, each read from its own index (meetings_user_steps_idx, meetings_degree_idx).
  IF p_user IS NOT NULL THEN
    RETURN (
      SELECT coalesce(jsonb_agg(jsonb_build_object('h', x.h, 'c', x.c, 'r', x.r, 'b', x.b, 'a', x.a)), '[]')
      FROM (SELECT u.highschool_id AS h, d.campus_id AS c, count(*)::int AS r,
                   (count(*) FILTER (WHERE m.slot_id IS NOT NULL))::int AS b,
                   (count(*) FILTER (WHERE m.attended IS TRUE))::int AS a
            FROM meetings m JOIN users u ON u.id = m.user_id JOIN degrees d ON d.id = m.degree_id
            WHERE u.type = 'student' AND m.user_id = p_user
            GROUP BY 1, 2) x);
  END IF;
  RETURN (
    SELECT coalesce(jsonb_agg(jsonb_build_object('h', x.h, 'c', x.c, 'r', x.r, 'b', x.b, 'a', x.a)), '[]')
    FROM (SELECT u.highschool_id AS h, d.campus_id AS c, count(*)::int AS r,
                 (count(*) FILTER (WHERE m.slot_id IS NOT NULL))::int AS b,
                 (count(*) FILTER (WHERE m.attended IS TRUE))::int AS a
          FROM meetings m JOIN users u ON u.id = m.user_id JOIN degrees d ON d.id = m.degree_id
          WHERE u.type = 'student' AND m.degree_id = p_degree
          GROUP BY 1, 2) x);
END $$;--> statement-breakpoint
CREATE FUNCTION school_campus_meetings_user_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.type = 'student' THEN
    PERFORM school_campus_meetings_take(school_campus_meetings_of(OLD.id, NULL));
  END IF;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER users_school_campus_delete BEFORE DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION school_campus_meetings_user_deleted();--> statement-breakpoint
-- A user who changes school or type moves their requests along: taken off with the old values, added with the new.
CREATE FUNCTION school_campus_meetings_user_moved() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  mine jsonb := (
    SELECT coalesce(jsonb_agg(jsonb_build_object('c', x.c, 'r', x.r, 'b', x.b, 'a', x.a)), '[]')
    FROM (SELECT d.campus_id AS c, count(*)::int AS r,
                 (count(*) FILTER (WHERE m.slot_id IS NOT NULL))::int AS b,
                 (count(*) FILTER (WHERE m.attended IS TRUE))::int AS a
          FROM meetings m JOIN degrees d ON d.id = m.degree_id WHERE m.user_id = NEW.id GROUP BY 1) x);
BEGIN
  IF OLD.type = 'student' AND OLD.highschool_id IS NOT NULL THEN
    PERFORM school_campus_meetings_take(
      (SELECT coalesce(jsonb_agg(e || jsonb_build_object('h', OLD.highschool_id)), '[]') FROM jsonb_array_elements(mine) e));
  END IF;
  IF NEW.type = 'student' AND NEW.highschool_id IS NOT NULL THEN
    PERFORM school_campus_meetings_add(
      (SELECT coalesce(jsonb_agg(e || jsonb_build_object('h', NEW.highschool_id)), '[]') FROM jsonb_array_elements(mine) e));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_school_campus_update AFTER UPDATE OF highschool_id, type ON users
  FOR EACH ROW WHEN (OLD.highschool_id IS DISTINCT FROM NEW.highschool_id OR OLD.type IS DISTINCT FROM NEW.type)
  EXECUTE FUNCTION school_campus_meetings_user_moved();--> statement-breakpoint
CREATE FUNCTION school_campus_meetings_degree_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM school_campus_meetings_take(school_campus_meetings_of(NULL, OLD.id));
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER degrees_school_campus_delete BEFORE DELETE ON degrees
  FOR EACH ROW EXECUTE FUNCTION school_campus_meetings_degree_deleted();--> statement-breakpoint
-- A degree moved to another campus moves its requests along.
CREATE FUNCTION school_campus_meetings_degree_moved() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  mine jsonb := school_campus_meetings_of(NULL, NEW.id);
BEGIN
  PERFORM school_campus_meetings_take(
    (SELECT coalesce(jsonb_agg(e || jsonb_build_object('c', OLD.campus_id)), '[]') FROM jsonb_array_elements(mine) e));
  PERFORM school_campus_meetings_add(mine);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER degrees_school_campus_update AFTER UPDATE OF campus_id ON degrees
  FOR EACH ROW WHEN (OLD.campus_id IS DISTINCT FROM NEW.campus_id)
  EXECUTE FUNCTION school_campus_meetings_degree_moved();--> statement-breakpoint

-- The requests already there.
INSERT INTO highschool_campus_meetings (highschool_id, campus_id, requested, booked, attended)
SELECT u.highschool_id, d.campus_id, count(*)::int,
       (count(*) FILTER (WHERE m.slot_id IS NOT NULL))::int,
       (count(*) FILTER (WHERE m.attended IS TRUE))::int
FROM meetings m JOIN users u ON u.id = m.user_id JOIN degrees d ON d.id = m.degree_id
WHERE u.type = 'student'
GROUP BY 1, 2
ORDER BY 1, 2;
