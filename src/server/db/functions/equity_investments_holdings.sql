-- Keeps company_holdings and fund_holdings in the same transaction as every insert, update or delete of
-- equity investments (statement triggers: one refresh of the touched companies per statement).
-- Generated from the migrated database by `npm run db:functions`; edit it through a new migration.

CREATE OR REPLACE FUNCTION public.equity_investments_holdings()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM portfolio_holdings_refresh(ARRAY(SELECT DISTINCT company_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM portfolio_holdings_refresh(ARRAY(SELECT DISTINCT company_id FROM old_rows));
  ELSE
    PERFORM portfolio_holdings_refresh(ARRAY(SELECT company_id FROM new_rows UNION SELECT company_id FROM old_rows));
  END IF;
  RETURN NULL;
END $function$;

CREATE TRIGGER equity_investments_holdings_delete AFTER DELETE ON public.equity_investments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION equity_investments_holdings();
CREATE TRIGGER equity_investments_holdings_insert AFTER INSERT ON public.equity_investments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION equity_investments_holdings();
CREATE TRIGGER equity_investments_holdings_update AFTER UPDATE ON public.equity_investments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION equity_investments_holdings();
