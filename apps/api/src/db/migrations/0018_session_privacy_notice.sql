-- The session check also reads the privacy notice a user accepted (plugins/auth.ts refuses the
-- service to whoever has not accepted the one in force): accepting it must reach every process's
-- session cache too, as a change of type, session version or school does (migration 0008).
DROP TRIGGER users_session_update ON users;--> statement-breakpoint
CREATE TRIGGER users_session_update AFTER UPDATE OF type, session_version, highschool_id, privacy_version ON users
  FOR EACH ROW
  WHEN (OLD.type IS DISTINCT FROM NEW.type OR OLD.session_version IS DISTINCT FROM NEW.session_version
        OR OLD.highschool_id IS DISTINCT FROM NEW.highschool_id OR OLD.privacy_version IS DISTINCT FROM NEW.privacy_version)
  EXECUTE FUNCTION users_session_changed();
