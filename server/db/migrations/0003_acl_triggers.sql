-- Any change to who may do what raises acl_state.version; servers re-read a user's codes when it moves.
INSERT INTO "acl_state" ("id", "version") VALUES (1, 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_acl_version() RETURNS trigger AS $$
BEGIN
  UPDATE acl_state SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER roles_acl AFTER INSERT OR UPDATE OR DELETE ON "roles" FOR EACH STATEMENT EXECUTE FUNCTION bump_acl_version();
--> statement-breakpoint
CREATE TRIGGER menus_acl AFTER INSERT OR UPDATE OR DELETE ON "menus" FOR EACH STATEMENT EXECUTE FUNCTION bump_acl_version();
--> statement-breakpoint
CREATE TRIGGER role_menus_acl AFTER INSERT OR UPDATE OR DELETE ON "role_menus" FOR EACH STATEMENT EXECUTE FUNCTION bump_acl_version();
--> statement-breakpoint
CREATE TRIGGER user_roles_acl AFTER INSERT OR UPDATE OR DELETE ON "user_roles" FOR EACH STATEMENT EXECUTE FUNCTION bump_acl_version();
