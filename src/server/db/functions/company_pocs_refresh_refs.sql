-- Refreshes companies.poc_refs when a company's POCs are added, removed or reordered.
-- Generated from the migrated database by `npm run db:functions`; edit it through a new migration.

CREATE OR REPLACE FUNCTION public.company_pocs_refresh_refs()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE companies c SET poc_refs = company_poc_refs(c.id) WHERE c.id IN (SELECT company_id FROM changed_rows);
  RETURN NULL;
END $function$;

CREATE TRIGGER company_pocs_refs_after_delete AFTER DELETE ON public.company_pocs REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION company_pocs_refresh_refs();
CREATE TRIGGER company_pocs_refs_after_insert AFTER INSERT ON public.company_pocs REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION company_pocs_refresh_refs();
