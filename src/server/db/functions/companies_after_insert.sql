-- Adds new companies to the per-stage counts and valuation sums (company_stage_counts) and drops the
-- organisation's cached analytics. Statement-level, so an import of 500 rows costs one upsert.
-- Generated from the migrated database by `npm run db:functions`; edit it through a new migration.

CREATE OR REPLACE FUNCTION public.companies_after_insert()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO company_stage_counts (org_id, stage, n, valuation_sum)
    SELECT org_id, stage, count(*), coalesce(sum(valuation), 0) FROM new_rows GROUP BY org_id, stage
    ON CONFLICT (org_id, stage) DO UPDATE SET n = company_stage_counts.n + excluded.n,
      valuation_sum = company_stage_counts.valuation_sum + excluded.valuation_sum;
  UPDATE company_analytics_cache SET version = version + 1, data = NULL WHERE org_id IN (SELECT org_id FROM new_rows);
  RETURN NULL;
END $function$;

CREATE TRIGGER companies_after_insert AFTER INSERT ON public.companies REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION companies_after_insert();
