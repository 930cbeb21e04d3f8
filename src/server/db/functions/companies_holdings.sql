-- Revalues company_holdings and fund_holdings of the companies whose valuation or operating status changed
-- (the only company columns an investment's value reads), in the same transaction as the update.
-- Generated from the migrated database by `npm run db:functions`; edit it through a new migration.

CREATE OR REPLACE FUNCTION public.companies_holdings()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  ids uuid[];
BEGIN
  ids := ARRAY(SELECT w.id FROM old_rows o JOIN new_rows w ON w.id = o.id
    WHERE o.valuation IS DISTINCT FROM w.valuation OR o.operating_status IS DISTINCT FROM w.operating_status);
  IF cardinality(ids) > 0 THEN
    PERFORM portfolio_holdings_refresh(ids);
  END IF;
  RETURN NULL;
END $function$;

CREATE TRIGGER companies_holdings AFTER UPDATE ON public.companies REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION companies_holdings();
