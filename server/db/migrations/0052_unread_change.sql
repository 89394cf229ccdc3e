-- Servers keep each user's unread message count in memory (server/modules/outbox/unread-cache.ts); this trigger
-- tells every server whose count changed (server/db/notifications.ts), in the same commit as the change:
-- 'u<user id>' when a message to that user arrives, is read or unread again, moves to another user or goes;
-- '*' when the table is truncated. Messages to no user (customers' SMS) and other columns' updates stay silent.
CREATE OR REPLACE FUNCTION notify_unread_change() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('unread_change', '*');
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.recipient_user_id IS NOT NULL THEN
    PERFORM pg_notify('unread_change', 'u' || OLD.recipient_user_id);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.recipient_user_id IS NOT NULL THEN
    PERFORM pg_notify('unread_change', 'u' || NEW.recipient_user_id);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER outbox_unread_insert AFTER INSERT ON "outbox_messages" FOR EACH ROW
  WHEN (NEW.recipient_user_id IS NOT NULL AND NEW.read_at IS NULL)
  EXECUTE FUNCTION notify_unread_change();
--> statement-breakpoint
CREATE TRIGGER outbox_unread_update AFTER UPDATE ON "outbox_messages" FOR EACH ROW
  WHEN (OLD.recipient_user_id IS DISTINCT FROM NEW.recipient_user_id OR (OLD.read_at IS NULL) <> (NEW.read_at IS NULL))
  EXECUTE FUNCTION notify_unread_change();
--> statement-breakpoint
CREATE TRIGGER outbox_unread_delete AFTER DELETE ON "outbox_messages" FOR EACH ROW
  WHEN (OLD.recipient_user_id IS NOT NULL AND OLD.read_at IS NULL)
  EXECUTE FUNCTION notify_unread_change();
--> statement-breakpoint
CREATE TRIGGER outbox_unread_truncate AFTER TRUNCATE ON "outbox_messages" FOR EACH STATEMENT
  EXECUTE FUNCTION notify_unread_change();
