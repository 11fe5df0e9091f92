-- What an access token is checked against (a user's type, session version and school) is cached
-- by each API process on PostgreSQL (modules/users/session-cache.ts). Every change of it, whatever
-- statement makes it, tells the processes on channel user_sessions: the payload is the user's id,
-- or '*' (forget every user) for a bulk delete or a truncate.
CREATE FUNCTION users_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('user_sessions', OLD.id::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_session_update AFTER UPDATE OF type, session_version, highschool_id ON users
  FOR EACH ROW
  WHEN (OLD.type IS DISTINCT FROM NEW.type OR OLD.session_version IS DISTINCT FROM NEW.session_version
        OR OLD.highschool_id IS DISTINCT FROM NEW.highschool_id)
  EXECUTE FUNCTION users_session_changed();--> statement-breakpoint

CREATE FUNCTION users_sessions_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM (SELECT 1 FROM old_rows LIMIT 101) s) > 100 THEN
    PERFORM pg_notify('user_sessions', '*');
  ELSE
    PERFORM pg_notify('user_sessions', id::text) FROM old_rows;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_session_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION users_sessions_deleted();--> statement-breakpoint

CREATE FUNCTION users_sessions_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('user_sessions', '*');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_session_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION users_sessions_truncated();
