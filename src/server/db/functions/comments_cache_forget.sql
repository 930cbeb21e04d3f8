-- Moves the organisation's comments version when comments and reminders, notes, companies (their names
-- show in the lists), members or a user's name change, so cached comment lists are fetched again.
-- Generated from the migrated database by `npm run db:functions`; edit it through a new migration.

CREATE OR REPLACE FUNCTION public.comments_cache_forget()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_TABLE_NAME = 'user' THEN
    UPDATE company_analytics_cache SET comments_version = comments_version + 1
      WHERE org_id IN (SELECT m.org_id FROM members m WHERE m.user_id IN (SELECT id FROM changed_rows));
  ELSE
    UPDATE company_analytics_cache SET comments_version = comments_version + 1 WHERE org_id IN (SELECT org_id FROM changed_rows);
  END IF;
  RETURN NULL;
END $function$;

CREATE TRIGGER comments_reminders_comments_cache_delete AFTER DELETE ON public.comments_reminders REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION comments_cache_forget();
CREATE TRIGGER comments_reminders_comments_cache_insert AFTER INSERT ON public.comments_reminders REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION comments_cache_forget();
CREATE TRIGGER comments_reminders_comments_cache_update AFTER UPDATE ON public.comments_reminders REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION comments_cache_forget();
CREATE TRIGGER companies_comments_cache_update AFTER UPDATE ON public.companies REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION comments_cache_forget();
CREATE TRIGGER members_comments_cache_delete AFTER DELETE ON public.members REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION comments_cache_forget();
CREATE TRIGGER members_comments_cache_update AFTER UPDATE ON public.members REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION comments_cache_forget();
CREATE TRIGGER notes_comments_cache_delete AFTER DELETE ON public.notes REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION comments_cache_forget();
CREATE TRIGGER notes_comments_cache_insert AFTER INSERT ON public.notes REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION comments_cache_forget();
CREATE TRIGGER notes_comments_cache_update AFTER UPDATE ON public.notes REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION comments_cache_forget();
CREATE TRIGGER user_comments_cache_update AFTER UPDATE ON public."user" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION comments_cache_forget();
