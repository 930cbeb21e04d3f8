-- An investment recorded without a fund is counted in its company's fund (a follow-on names its own).
-- Generated from the migrated database by `npm run db:functions`; edit it through a new migration.

CREATE OR REPLACE FUNCTION public.equity_investments_default_fund()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF NEW.fund_id IS NULL THEN
    SELECT fund_id INTO NEW.fund_id FROM companies WHERE id = NEW.company_id;
  END IF;
  RETURN NEW;
END $function$;

CREATE TRIGGER equity_investments_default_fund BEFORE INSERT ON public.equity_investments FOR EACH ROW EXECUTE FUNCTION equity_investments_default_fund();
