-- Recomputes the rollups company_holdings and fund_holdings of the given companies from their equity
-- investments, each valued by the shared rule (stakeValue in src/server/lib/stake-value.ts, the same
-- expression): what cold portfolio analytics and fund stats read (decision 041). Called by the triggers.
-- Generated from the migrated database by `npm run db:functions`; edit it through a new migration.

CREATE OR REPLACE FUNCTION public.portfolio_holdings_refresh(ids uuid[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  DELETE FROM company_holdings WHERE company_id = ANY(ids);
  DELETE FROM fund_holdings WHERE company_id = ANY(ids);
  INSERT INTO company_holdings (company_id, org_id, invested, current_value, investments)
    SELECT i.company_id, i.org_id, sum(i.invested_amount)::float8, round(sum((case
        when c.operating_status = 'Shut-Down' then 0::numeric
        when c.valuation is null or c.valuation = 0 or i.valuation = 0 then i.invested_amount::numeric
        else i.invested_amount::numeric * c.valuation / i.valuation end)))::float8, count(*)::int
    FROM equity_investments i JOIN companies c ON c.id = i.company_id
    WHERE i.company_id = ANY(ids) GROUP BY i.company_id, i.org_id;
  INSERT INTO fund_holdings (company_id, fund_id, org_id, invested, current_value)
    SELECT i.company_id, i.fund_id, i.org_id, sum(i.invested_amount)::float8, round(sum((case
        when c.operating_status = 'Shut-Down' then 0::numeric
        when c.valuation is null or c.valuation = 0 or i.valuation = 0 then i.invested_amount::numeric
        else i.invested_amount::numeric * c.valuation / i.valuation end)))::float8
    FROM equity_investments i JOIN companies c ON c.id = i.company_id
    WHERE i.company_id = ANY(ids) AND i.fund_id IS NOT NULL GROUP BY i.company_id, i.fund_id, i.org_id;
END $function$;

-- Not a trigger function: called from SQL.
