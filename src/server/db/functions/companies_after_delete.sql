-- Keeps the per-stage company counts and valuation sums (company_stage_counts) exact when companies are
-- deleted, and drops the organisation's cached analytics. Statement-level, so a bulk delete costs one update.
-- Generated from the migrated database by `npm run db:functions`; edit it through a new migration.

CREATE OR REPLACE FUNCTION public.companies_after_delete()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  -- UPDATE, never INSERT: when an organisation is deleted its counter rows are going too.
  UPDATE company_stage_counts s SET n = s.n - d.n, valuation_sum = s.valuation_sum - d.v
    FROM (SELECT org_id, stage, count(*) AS n, coalesce(sum(valuation), 0) AS v FROM old_rows GROUP BY org_id, stage) d
    WHERE s.org_id = d.org_id AND s.stage = d.stage;
  UPDATE company_analytics_cache SET version = version + 1, data = NULL WHERE org_id IN (SELECT org_id FROM old_rows);
  RETURN NULL;
END $function$;

CREATE TRIGGER companies_after_delete AFTER DELETE ON public.companies REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION companies_after_delete();
