-- Refreshes companies.poc_refs of every company a POC is on when that POC is renamed.
-- Generated from the migrated database by `npm run db:functions`; edit it through a new migration.

CREATE OR REPLACE FUNCTION public.pocs_refresh_company_refs()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE companies c SET poc_refs = company_poc_refs(c.id)
  WHERE c.id IN (SELECT cp.company_id FROM company_pocs cp
                 WHERE cp.poc_id IN (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.name IS DISTINCT FROM o.name));
  RETURN NULL;
END $function$;

CREATE TRIGGER pocs_refs_after_update AFTER UPDATE ON public.pocs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pocs_refresh_company_refs();
