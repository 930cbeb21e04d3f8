-- Moves the organisation's ledger version when a capital call, its allocations or payments, a
-- distribution, its allocations or a fund valuation changes, so the cached fund figures are recomputed.
-- Generated from the migrated database by `npm run db:functions`; edit it through a new migration.

CREATE OR REPLACE FUNCTION public.ledger_cache_forget()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE company_analytics_cache SET ledger_version = ledger_version + 1 WHERE org_id IN (SELECT org_id FROM changed_rows);
  RETURN NULL;
END $function$;

CREATE TRIGGER capital_call_allocations_ledger_cache_delete AFTER DELETE ON public.capital_call_allocations REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_cache_forget();
CREATE TRIGGER capital_call_allocations_ledger_cache_insert AFTER INSERT ON public.capital_call_allocations REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_cache_forget();
CREATE TRIGGER capital_call_allocations_ledger_cache_update AFTER UPDATE ON public.capital_call_allocations REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_cache_forget();
CREATE TRIGGER capital_call_payments_ledger_cache_delete AFTER DELETE ON public.capital_call_payments REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_cache_forget();
CREATE TRIGGER capital_call_payments_ledger_cache_insert AFTER INSERT ON public.capital_call_payments REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_cache_forget();
CREATE TRIGGER capital_call_payments_ledger_cache_update AFTER UPDATE ON public.capital_call_payments REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_cache_forget();
CREATE TRIGGER capital_calls_ledger_cache_delete AFTER DELETE ON public.capital_calls REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_cache_forget();
CREATE TRIGGER capital_calls_ledger_cache_insert AFTER INSERT ON public.capital_calls REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_cache_forget();
CREATE TRIGGER capital_calls_ledger_cache_update AFTER UPDATE ON public.capital_calls REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_cache_forget();
CREATE TRIGGER distribution_allocations_ledger_cache_delete AFTER DELETE ON public.distribution_allocations REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_cache_forget();
CREATE TRIGGER distribution_allocations_ledger_cache_insert AFTER INSERT ON public.distribution_allocations REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_cache_forget();
CREATE TRIGGER distribution_allocations_ledger_cache_update AFTER UPDATE ON public.distribution_allocations REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_cache_forget();
CREATE TRIGGER distributions_ledger_cache_delete AFTER DELETE ON public.distributions REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_cache_forget();
CREATE TRIGGER distributions_ledger_cache_insert AFTER INSERT ON public.distributions REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_cache_forget();
CREATE TRIGGER distributions_ledger_cache_update AFTER UPDATE ON public.distributions REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_cache_forget();
CREATE TRIGGER fund_valuations_ledger_cache_delete AFTER DELETE ON public.fund_valuations REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_cache_forget();
CREATE TRIGGER fund_valuations_ledger_cache_insert AFTER INSERT ON public.fund_valuations REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_cache_forget();
CREATE TRIGGER fund_valuations_ledger_cache_update AFTER UPDATE ON public.fund_valuations REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_cache_forget();
