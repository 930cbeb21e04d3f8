-- Drops the organisation's cached pipeline analytics and portfolio figures (version + 1, data cleared)
-- when POCs, a company's POCs, funds or investments change.
-- A trigger, so a change made anywhere (API, import, CLI, SQL by hand) makes the cache stale in the same transaction.
-- Generated from the migrated database by `npm run db:functions`; edit it through a new migration.

CREATE OR REPLACE FUNCTION public.analytics_cache_forget()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_TABLE_NAME IN ('pocs', 'funds', 'equity_investments') THEN
    UPDATE company_analytics_cache SET version = version + 1, data = NULL WHERE org_id IN (SELECT org_id FROM changed_rows);
  ELSE
    UPDATE company_analytics_cache SET version = version + 1, data = NULL WHERE org_id IN
      (SELECT c.org_id FROM companies c WHERE c.id IN (SELECT company_id FROM changed_rows));
  END IF;
  RETURN NULL;
END $function$;

CREATE TRIGGER company_pocs_after_delete AFTER DELETE ON public.company_pocs REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_cache_forget();
CREATE TRIGGER company_pocs_after_insert AFTER INSERT ON public.company_pocs REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_cache_forget();
CREATE TRIGGER equity_investments_after_delete AFTER DELETE ON public.equity_investments REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_cache_forget();
CREATE TRIGGER equity_investments_after_insert AFTER INSERT ON public.equity_investments REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_cache_forget();
CREATE TRIGGER equity_investments_after_update AFTER UPDATE ON public.equity_investments REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_cache_forget();
CREATE TRIGGER funds_after_delete AFTER DELETE ON public.funds REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_cache_forget();
CREATE TRIGGER funds_after_insert AFTER INSERT ON public.funds REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_cache_forget();
CREATE TRIGGER funds_after_update AFTER UPDATE ON public.funds REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_cache_forget();
CREATE TRIGGER pocs_after_delete AFTER DELETE ON public.pocs REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_cache_forget();
CREATE TRIGGER pocs_after_update AFTER UPDATE ON public.pocs REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_cache_forget();
