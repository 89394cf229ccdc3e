-- Servers keep signed-in sessions in memory (server/modules/session/session-cache.ts); these triggers tell every
-- server which ones changed (server/db/notifications.ts), in the same commit as the change:
-- 'u<user id>' for a session revoked, expired early or deleted, and for any change to its user; '*' when
-- permissions change (acl_state.version, raised by the triggers of migration 0003).
CREATE OR REPLACE FUNCTION notify_session_change() RETURNS trigger AS $$
BEGIN
  IF TG_TABLE_NAME = 'acl_state' THEN
    PERFORM pg_notify('session_change', '*');
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('session_change', 'u' || OLD.id);
  ELSE
    PERFORM pg_notify('session_change', 'u' || OLD.user_id);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sessions_change AFTER UPDATE ON "sessions" FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.expires_at IS DISTINCT FROM NEW.expires_at
    OR OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.token_hash IS DISTINCT FROM NEW.token_hash)
  EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER sessions_delete AFTER DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER users_session_change AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER acl_state_session_change AFTER UPDATE ON "acl_state" FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
