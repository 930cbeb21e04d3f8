ALTER TABLE "user_preferences" ALTER COLUMN "pipeline_group_by" SET DEFAULT 'stage';--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "stage_entered_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "company_stage_counts" ADD COLUMN "valuation_sum" numeric(30, 0) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD COLUMN "pipeline_sort" text DEFAULT 'name' NOT NULL;--> statement-breakpoint
-- Hand-written. Existing companies: no stage history was kept, so a Leads company entered its
-- stage when it was created, and any other one at its last change at the latest (docs/decisions/006).
UPDATE "companies" SET "stage_entered_at" = CASE WHEN "stage" = 'Leads' THEN "created_at" ELSE greatest("created_at", "updated_at") END;
--> statement-breakpoint
-- The spec's default grouping is Group by Status; "none" was only ever the old default.
UPDATE "user_preferences" SET "pipeline_group_by" = 'stage' WHERE "pipeline_group_by" = 'none';
--> statement-breakpoint
-- Every stage change (inline edit, board move, API, CLI, any later path) restarts the clock.
CREATE FUNCTION companies_stage_entered() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.stage_entered_at := now();
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER companies_stage_entered BEFORE UPDATE OF stage ON companies FOR EACH ROW WHEN (OLD.stage IS DISTINCT FROM NEW.stage) EXECUTE FUNCTION companies_stage_entered();
--> statement-breakpoint
-- The stage counters also keep each stage's total valuation (board column headers): the
-- same statement triggers, now also run when only a valuation changes.
UPDATE "company_stage_counts" s SET "valuation_sum" = coalesce((SELECT sum(c.valuation) FROM companies c WHERE c.org_id = s.org_id AND c.stage = s.stage), 0);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION companies_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO company_stage_counts (org_id, stage, n, valuation_sum)
    SELECT org_id, stage, count(*), coalesce(sum(valuation), 0) FROM new_rows GROUP BY org_id, stage
    ON CONFLICT (org_id, stage) DO UPDATE SET n = company_stage_counts.n + excluded.n,
      valuation_sum = company_stage_counts.valuation_sum + excluded.valuation_sum;
  UPDATE company_analytics_cache SET version = version + 1, data = NULL WHERE org_id IN (SELECT org_id FROM new_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION companies_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- UPDATE, never INSERT: when an organisation is deleted its counter rows are going too.
  UPDATE company_stage_counts s SET n = s.n - d.n, valuation_sum = s.valuation_sum - d.v
    FROM (SELECT org_id, stage, count(*) AS n, coalesce(sum(valuation), 0) AS v FROM old_rows GROUP BY org_id, stage) d
    WHERE s.org_id = d.org_id AND s.stage = d.stage;
  UPDATE company_analytics_cache SET version = version + 1, data = NULL WHERE org_id IN (SELECT org_id FROM old_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION companies_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
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
END $$;
