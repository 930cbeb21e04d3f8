-- Moves the organisation's people version when people or POCs change, so the cached network directory
-- is fetched again.
-- Generated from the migrated database by `npm run db:functions`; edit it through a new migration.

CREATE OR REPLACE FUNCTION public.people_cache_forget()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE company_analytics_cache SET people_version = people_version + 1 WHERE org_id IN (SELECT org_id FROM changed_rows);
  RETURN NULL;
END $function$;

CREATE TRIGGER people_people_cache_delete AFTER DELETE ON public.people REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION people_cache_forget();
CREATE TRIGGER people_people_cache_insert AFTER INSERT ON public.people REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION people_cache_forget();
CREATE TRIGGER people_people_cache_update AFTER UPDATE ON public.people REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION people_cache_forget();
CREATE TRIGGER pocs_people_cache_delete AFTER DELETE ON public.pocs REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION people_cache_forget();
CREATE TRIGGER pocs_people_cache_update AFTER UPDATE ON public.pocs REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION people_cache_forget();
