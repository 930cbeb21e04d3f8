-- Tells every server process to forget a cached caller (src/server/auth/caller-cache.ts) when a session
-- ends, a member is removed or re-roled, or a user is disabled: NOTIFY on 'fundline_callers' at commit, with
-- the caller epoch moved first so a lookup that raced the change does not store its stale answer (decision 020).
-- Generated from the migrated database by `npm run db:functions`; edit it through a new migration.

CREATE OR REPLACE FUNCTION public.callers_forget()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  moved bigint;
BEGIN
  UPDATE caller_epoch SET epoch = epoch + 1 RETURNING epoch INTO moved;
  PERFORM pg_notify('fundline_callers', TG_ARGV[0] || ':' || OLD.id || ':' || moved);
  RETURN NULL;
END $function$;

CREATE TRIGGER members_callers_forget_delete AFTER DELETE ON public.members FOR EACH ROW EXECUTE FUNCTION callers_forget('member');
CREATE TRIGGER members_callers_forget_update AFTER UPDATE ON public.members FOR EACH ROW WHEN (((old.role IS DISTINCT FROM new.role) OR (old.org_id IS DISTINCT FROM new.org_id) OR (old.user_id IS DISTINCT FROM new.user_id))) EXECUTE FUNCTION callers_forget('member');
CREATE TRIGGER session_callers_forget AFTER DELETE OR UPDATE ON public.session FOR EACH ROW EXECUTE FUNCTION callers_forget('session');
CREATE TRIGGER user_callers_forget_delete AFTER DELETE ON public."user" FOR EACH ROW EXECUTE FUNCTION callers_forget('user');
CREATE TRIGGER user_callers_forget_update AFTER UPDATE ON public."user" FOR EACH ROW WHEN (((old.disabled_at IS DISTINCT FROM new.disabled_at) OR (old.name IS DISTINCT FROM new.name) OR (old.email IS DISTINCT FROM new.email))) EXECUTE FUNCTION callers_forget('user');
