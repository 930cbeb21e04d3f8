-- Hand-written: every server process keeps signed-in callers (session → user, organisation,
-- role) in memory for a few seconds (src/server/auth/caller-cache.ts). These triggers tell all
-- of them, at commit and whatever made the change (the API, better-auth, the CLI, SQL by hand),
-- that a session ended or changed, a membership was removed or re-scoped, or a user was
-- disabled or renamed.
CREATE FUNCTION callers_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('fundline_callers', TG_ARGV[0] || ':' || OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER session_callers_forget AFTER UPDATE OR DELETE ON "session" FOR EACH ROW EXECUTE FUNCTION callers_forget('session');
--> statement-breakpoint
CREATE TRIGGER members_callers_forget_update AFTER UPDATE ON members FOR EACH ROW
  WHEN (OLD.role IS DISTINCT FROM NEW.role OR OLD.org_id IS DISTINCT FROM NEW.org_id OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION callers_forget('member');
--> statement-breakpoint
CREATE TRIGGER members_callers_forget_delete AFTER DELETE ON members FOR EACH ROW EXECUTE FUNCTION callers_forget('member');
--> statement-breakpoint
CREATE TRIGGER user_callers_forget_update AFTER UPDATE ON "user" FOR EACH ROW
  WHEN (OLD.disabled_at IS DISTINCT FROM NEW.disabled_at OR OLD.name IS DISTINCT FROM NEW.name OR OLD.email IS DISTINCT FROM NEW.email)
  EXECUTE FUNCTION callers_forget('user');
--> statement-breakpoint
CREATE TRIGGER user_callers_forget_delete AFTER DELETE ON "user" FOR EACH ROW EXECUTE FUNCTION callers_forget('user');
