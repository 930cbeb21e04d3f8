-- Hand-written: the organisation's pipeline version (company_analytics_cache.version) now also
-- moves with its equity investments and funds, because the portfolio list, analytics, fund stats
-- and the dashboard figures are cached against it.
CREATE OR REPLACE FUNCTION analytics_cache_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME IN ('pocs', 'funds', 'equity_investments') THEN
    UPDATE company_analytics_cache SET version = version + 1, data = NULL WHERE org_id IN (SELECT org_id FROM changed_rows);
  ELSE
    UPDATE company_analytics_cache SET version = version + 1, data = NULL WHERE org_id IN
      (SELECT c.org_id FROM companies c WHERE c.id IN (SELECT company_id FROM changed_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER equity_investments_after_insert AFTER INSERT ON equity_investments REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_cache_forget();
--> statement-breakpoint
CREATE TRIGGER equity_investments_after_update AFTER UPDATE ON equity_investments REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_cache_forget();
--> statement-breakpoint
CREATE TRIGGER equity_investments_after_delete AFTER DELETE ON equity_investments REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_cache_forget();
--> statement-breakpoint
CREATE TRIGGER funds_after_insert AFTER INSERT ON funds REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_cache_forget();
--> statement-breakpoint
CREATE TRIGGER funds_after_update AFTER UPDATE ON funds REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_cache_forget();
--> statement-breakpoint
CREATE TRIGGER funds_after_delete AFTER DELETE ON funds REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_cache_forget();
