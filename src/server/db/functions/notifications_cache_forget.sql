-- Moves the organisation's notifications version when a notification or a member's notification
-- settings change, so members' cached inboxes are read again (decision 023).
-- Generated from the migrated database by `npm run db:functions`; edit it through a new migration.

CREATE OR REPLACE FUNCTION public.notifications_cache_forget()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE company_analytics_cache SET notifications_version = notifications_version + 1 WHERE org_id IN (SELECT org_id FROM changed_rows);
  RETURN NULL;
END $function$;

CREATE TRIGGER notification_settings_cache_delete AFTER DELETE ON public.notification_settings REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notifications_cache_forget();
CREATE TRIGGER notification_settings_cache_insert AFTER INSERT ON public.notification_settings REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notifications_cache_forget();
CREATE TRIGGER notification_settings_cache_update AFTER UPDATE ON public.notification_settings REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notifications_cache_forget();
CREATE TRIGGER notifications_cache_delete AFTER DELETE ON public.notifications REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notifications_cache_forget();
CREATE TRIGGER notifications_cache_insert AFTER INSERT ON public.notifications REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notifications_cache_forget();
CREATE TRIGGER notifications_cache_update AFTER UPDATE ON public.notifications REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notifications_cache_forget();
