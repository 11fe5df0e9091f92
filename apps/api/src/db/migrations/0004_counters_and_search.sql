-- 1. Each school's running totals (highschool_counters), kept in the transaction of every change.
-- Students always belong to a school (users_type_check), so the totals of all schools are the sum.
-- Statement-level triggers with transition tables: a bulk insert updates each school once.
CREATE FUNCTION counters_add_schools() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO highschool_counters (highschool_id) SELECT id FROM new_rows ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER highschools_counters_insert AFTER INSERT ON highschools
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION counters_add_schools();--> statement-breakpoint

CREATE FUNCTION counters_students_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE highschool_counters c SET registers = c.registers + d.n
  FROM (SELECT highschool_id, count(*)::int AS n FROM new_rows WHERE type = 'student' GROUP BY highschool_id) d
  WHERE c.highschool_id = d.highschool_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_counters_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION counters_students_inserted();--> statement-breakpoint

-- A student leaving takes their favourites and meetings along (FK cascades). The cascades run once
-- the user row is gone, when their own triggers can no longer find the school: so they are taken
-- off here, before.
CREATE FUNCTION counters_student_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.type = 'student' THEN
    UPDATE highschool_counters
    SET registers = registers - 1,
        favorite_degrees = favorite_degrees - (SELECT count(*) FROM favorite_degrees WHERE user_id = OLD.id),
        meetings = meetings - (SELECT count(*) FROM meetings WHERE user_id = OLD.id)
    WHERE highschool_id = OLD.highschool_id;
  END IF;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER users_counters_delete BEFORE DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION counters_student_deleted();--> statement-breakpoint

-- A user who changes school or type moves their totals along.
CREATE FUNCTION counters_user_moved() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  favs int := (SELECT count(*) FROM favorite_degrees WHERE user_id = NEW.id);
  meets int := (SELECT count(*) FROM meetings WHERE user_id = NEW.id);
BEGIN
  IF OLD.type = 'student' THEN
    UPDATE highschool_counters
    SET registers = registers - 1, favorite_degrees = favorite_degrees - favs, meetings = meetings - meets
    WHERE highschool_id = OLD.highschool_id;
  END IF;
  IF NEW.type = 'student' THEN
    UPDATE highschool_counters
    SET registers = registers + 1, favorite_degrees = favorite_degrees + favs, meetings = meetings + meets
    WHERE highschool_id = NEW.highschool_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_counters_update AFTER UPDATE OF highschool_id, type ON users
  FOR EACH ROW WHEN (OLD.highschool_id IS DISTINCT FROM NEW.highschool_id OR OLD.type IS DISTINCT FROM NEW.type)
  EXECUTE FUNCTION counters_user_moved();--> statement-breakpoint

-- Favourites and meetings: counted for the school of their student (none once the student is gone).
CREATE FUNCTION counters_rows_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE highschool_counters c
  SET favorite_degrees = c.favorite_degrees + CASE WHEN TG_TABLE_NAME = 'favorite_degrees' THEN d.n ELSE 0 END,
      meetings = c.meetings + CASE WHEN TG_TABLE_NAME = 'meetings' THEN d.n ELSE 0 END
  FROM (SELECT u.highschool_id, count(*)::int AS n FROM new_rows r JOIN users u ON u.id = r.user_id
        WHERE u.type = 'student' GROUP BY u.highschool_id) d
  WHERE c.highschool_id = d.highschool_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION counters_rows_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE highschool_counters c
  SET favorite_degrees = c.favorite_degrees - CASE WHEN TG_TABLE_NAME = 'favorite_degrees' THEN d.n ELSE 0 END,
      meetings = c.meetings - CASE WHEN TG_TABLE_NAME = 'meetings' THEN d.n ELSE 0 END
  FROM (SELECT u.highschool_id, count(*)::int AS n FROM old_rows r JOIN users u ON u.id = r.user_id
        WHERE u.type = 'student' GROUP BY u.highschool_id) d
  WHERE c.highschool_id = d.highschool_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER favorite_degrees_counters_insert AFTER INSERT ON favorite_degrees
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION counters_rows_inserted();--> statement-breakpoint
CREATE TRIGGER favorite_degrees_counters_delete AFTER DELETE ON favorite_degrees
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION counters_rows_deleted();--> statement-breakpoint
CREATE TRIGGER meetings_counters_insert AFTER INSERT ON meetings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION counters_rows_inserted();--> statement-breakpoint
CREATE TRIGGER meetings_counters_delete AFTER DELETE ON meetings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION counters_rows_deleted();--> statement-breakpoint

-- The totals of the rows already there.
INSERT INTO highschool_counters (highschool_id, registers, favorite_degrees, meetings)
SELECT h.id,
  (SELECT count(*) FROM users u WHERE u.highschool_id = h.id AND u.type = 'student'),
  (SELECT count(*) FROM favorite_degrees f JOIN users u ON u.id = f.user_id WHERE u.highschool_id = h.id AND u.type = 'student'),
  (SELECT count(*) FROM meetings m JOIN users u ON u.id = m.user_id WHERE u.highschool_id = h.id AND u.type = 'student')
FROM highschools h;--> statement-breakpoint

-- 2. Accent-insensitive search by trigram indexes. unaccent() is only STABLE (its dictionary could
-- change), so indexes need this IMMUTABLE wrapper with the dictionary named.
CREATE FUNCTION f_unaccent(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
CREATE INDEX campuses_name_search_idx ON campuses USING gin (f_unaccent(name) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX degrees_name_search_idx ON degrees USING gin (f_unaccent(name) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX highschools_name_search_idx ON highschools USING gin (f_unaccent(name) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX cities_name_search_idx ON cities USING gin (f_unaccent(name) gin_trgm_ops);
