-- Moves the organisation's LP version when LPs, LP CRM boards, sub-boards or rows, funds or POCs change,
-- so cached LP lists and boards are fetched again.
-- Generated from the migrated database by `npm run db:functions`; edit it through a new migration.

CREATE OR REPLACE FUNCTION public.lp_cache_forget()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE company_analytics_cache SET lp_version = lp_version + 1 WHERE org_id IN (SELECT org_id FROM changed_rows);
  RETURN NULL;
END $function$;

CREATE TRIGGER funds_lp_cache_delete AFTER DELETE ON public.funds REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION lp_cache_forget();
CREATE TRIGGER funds_lp_cache_update AFTER UPDATE ON public.funds REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION lp_cache_forget();
CREATE TRIGGER lp_boards_lp_cache_delete AFTER DELETE ON public.lp_boards REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION lp_cache_forget();
CREATE TRIGGER lp_boards_lp_cache_insert AFTER INSERT ON public.lp_boards REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION lp_cache_forget();
CREATE TRIGGER lp_boards_lp_cache_update AFTER UPDATE ON public.lp_boards REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION lp_cache_forget();
CREATE TRIGGER lp_crm_rows_lp_cache_delete AFTER DELETE ON public.lp_crm_rows REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION lp_cache_forget();
CREATE TRIGGER lp_crm_rows_lp_cache_insert AFTER INSERT ON public.lp_crm_rows REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION lp_cache_forget();
CREATE TRIGGER lp_crm_rows_lp_cache_update AFTER UPDATE ON public.lp_crm_rows REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION lp_cache_forget();
CREATE TRIGGER lp_subboards_lp_cache_delete AFTER DELETE ON public.lp_subboards REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION lp_cache_forget();
CREATE TRIGGER lp_subboards_lp_cache_insert AFTER INSERT ON public.lp_subboards REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION lp_cache_forget();
CREATE TRIGGER lp_subboards_lp_cache_update AFTER UPDATE ON public.lp_subboards REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION lp_cache_forget();
CREATE TRIGGER lps_lp_cache_delete AFTER DELETE ON public.lps REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION lp_cache_forget();
CREATE TRIGGER lps_lp_cache_insert AFTER INSERT ON public.lps REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION lp_cache_forget();
CREATE TRIGGER lps_lp_cache_update AFTER UPDATE ON public.lps REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION lp_cache_forget();
CREATE TRIGGER pocs_lp_cache_delete AFTER DELETE ON public.pocs REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION lp_cache_forget();
CREATE TRIGGER pocs_lp_cache_update AFTER UPDATE ON public.pocs REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION lp_cache_forget();
