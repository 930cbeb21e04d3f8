-- Moves companies whose stage, organisation or valuation changed from their old per-stage counter to
-- the new one, and drops the organisation's cached analytics.
-- Generated from the migrated database by `npm run db:functions`; edit it through a new migration.

CREATE OR REPLACE FUNCTION public.companies_after_update()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  -- Rows whose stage, organisation or valuation changed leave their old counter and join the new one.
  UPDATE company_stage_counts s SET n = s.n - d.n, valuation_sum = s.valuation_sum - d.v
    FROM (SELECT o.org_id, o.stage, count(*) AS n, coalesce(sum(o.valuation), 0) AS v FROM old_rows o JOIN new_rows w ON w.id = o.id
          WHERE o.stage <> w.stage OR o.org_id <> w.org_id OR o.valuation IS DISTINCT FROM w.valuation GROUP BY o.org_id, o.stage) d
    WHERE s.org_id = d.org_id AND s.stage = d.stage;
  INSERT INTO company_stage_counts (org_id, stage, n, valuation_sum)
    SELECT w.org_id, w.stage, count(*), coalesce(sum(w.valuation), 0) FROM old_rows o JOIN new_rows w ON w.id = o.id
    WHERE o.stage <> w.stage OR o.org_id <> w.org_id OR o.valuation IS DISTINCT FROM w.valuation GROUP BY w.org_id, w.stage
    ON CONFLICT (org_id, stage) DO UPDATE SET n = company_stage_counts.n + excluded.n,
      valuation_sum = company_stage_counts.valuation_sum + excluded.valuation_sum;
  UPDATE company_analytics_cache SET version = version + 1, data = NULL WHERE org_id IN (SELECT org_id FROM new_rows UNION SELECT org_id FROM old_rows);
  RETURN NULL;
END $function$;

CREATE TRIGGER companies_after_update AFTER UPDATE ON public.companies REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION companies_after_update();
