CREATE TABLE "company_holdings" (
	"company_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	"invested" double precision NOT NULL,
	"current_value" double precision NOT NULL,
	"investments" integer NOT NULL,
	CONSTRAINT "company_holdings_company_id_org_id_pk" PRIMARY KEY("company_id","org_id")
);
--> statement-breakpoint
CREATE TABLE "fund_holdings" (
	"company_id" uuid NOT NULL,
	"fund_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	"invested" double precision NOT NULL,
	"current_value" double precision NOT NULL,
	CONSTRAINT "fund_holdings_company_id_fund_id_org_id_pk" PRIMARY KEY("company_id","fund_id","org_id")
);
--> statement-breakpoint
ALTER TABLE "company_holdings" ADD CONSTRAINT "company_holdings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_holdings" ADD CONSTRAINT "fund_holdings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_holdings_org_idx" ON "company_holdings" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "fund_holdings_org_fund_value_idx" ON "fund_holdings" USING btree ("org_id","fund_id","current_value","invested");--> statement-breakpoint
CREATE INDEX "companies_org_valuation_idx" ON "companies" USING btree ("org_id",coalesce("valuation", -1),"id");--> statement-breakpoint
CREATE INDEX "companies_org_revenue_idx" ON "companies" USING btree ("org_id",coalesce("revenue", -1),"id");--> statement-breakpoint
CREATE INDEX "companies_org_sector_stage_idx" ON "companies" USING btree ("org_id","sector","stage");--> statement-breakpoint
CREATE INDEX "companies_org_round_stage_idx" ON "companies" USING btree ("org_id","round","stage");--> statement-breakpoint
CREATE INDEX "companies_org_region_stage_idx" ON "companies" USING btree ("org_id","region","stage");--> statement-breakpoint
CREATE INDEX "companies_portfolio_idx" ON "companies" USING btree ("org_id","id","fund_id","name") WHERE "companies"."stage" = 'Portfolio';--> statement-breakpoint
-- Hand-written (decision 041): company_holdings and fund_holdings are rollups of equity_investments, valued
-- by the shared rule (stakeValue in src/server/lib/stake-value.ts, the same expression), kept in the same
-- transaction as every change to an investment, or to a company's valuation or operating status (the only
-- company columns the value reads). Cold portfolio analytics and fund stats read them instead of valuing
-- every investment.
CREATE FUNCTION portfolio_holdings_refresh(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
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
END $$;
--> statement-breakpoint
CREATE FUNCTION equity_investments_holdings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM portfolio_holdings_refresh(ARRAY(SELECT DISTINCT company_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM portfolio_holdings_refresh(ARRAY(SELECT DISTINCT company_id FROM old_rows));
  ELSE
    PERFORM portfolio_holdings_refresh(ARRAY(SELECT company_id FROM new_rows UNION SELECT company_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER equity_investments_holdings_insert AFTER INSERT ON equity_investments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION equity_investments_holdings();
--> statement-breakpoint
CREATE TRIGGER equity_investments_holdings_update AFTER UPDATE ON equity_investments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION equity_investments_holdings();
--> statement-breakpoint
CREATE TRIGGER equity_investments_holdings_delete AFTER DELETE ON equity_investments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION equity_investments_holdings();
--> statement-breakpoint
CREATE FUNCTION companies_holdings() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  ids := ARRAY(SELECT w.id FROM old_rows o JOIN new_rows w ON w.id = o.id
    WHERE o.valuation IS DISTINCT FROM w.valuation OR o.operating_status IS DISTINCT FROM w.operating_status);
  IF cardinality(ids) > 0 THEN
    PERFORM portfolio_holdings_refresh(ids);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER companies_holdings AFTER UPDATE ON companies REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION companies_holdings();
--> statement-breakpoint
SELECT portfolio_holdings_refresh(ARRAY(SELECT DISTINCT company_id FROM equity_investments));
