ALTER TABLE "company_analytics_cache" ADD COLUMN "lp_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written: LP lists, totals, boards and CRM rows are cached per organisation against
-- lp_version, which these statement triggers move in the same transaction as every change.
CREATE FUNCTION lp_cache_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE company_analytics_cache SET lp_version = lp_version + 1 WHERE org_id IN (SELECT org_id FROM changed_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER lps_lp_cache_insert AFTER INSERT ON lps REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION lp_cache_forget();
--> statement-breakpoint
CREATE TRIGGER lps_lp_cache_update AFTER UPDATE ON lps REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION lp_cache_forget();
--> statement-breakpoint
CREATE TRIGGER lps_lp_cache_delete AFTER DELETE ON lps REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION lp_cache_forget();
--> statement-breakpoint
CREATE TRIGGER lp_boards_lp_cache_insert AFTER INSERT ON lp_boards REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION lp_cache_forget();
--> statement-breakpoint
CREATE TRIGGER lp_boards_lp_cache_update AFTER UPDATE ON lp_boards REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION lp_cache_forget();
--> statement-breakpoint
CREATE TRIGGER lp_boards_lp_cache_delete AFTER DELETE ON lp_boards REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION lp_cache_forget();
--> statement-breakpoint
CREATE TRIGGER lp_subboards_lp_cache_insert AFTER INSERT ON lp_subboards REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION lp_cache_forget();
--> statement-breakpoint
CREATE TRIGGER lp_subboards_lp_cache_update AFTER UPDATE ON lp_subboards REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION lp_cache_forget();
--> statement-breakpoint
CREATE TRIGGER lp_subboards_lp_cache_delete AFTER DELETE ON lp_subboards REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION lp_cache_forget();
--> statement-breakpoint
CREATE TRIGGER lp_crm_rows_lp_cache_insert AFTER INSERT ON lp_crm_rows REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION lp_cache_forget();
--> statement-breakpoint
CREATE TRIGGER lp_crm_rows_lp_cache_update AFTER UPDATE ON lp_crm_rows REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION lp_cache_forget();
--> statement-breakpoint
CREATE TRIGGER lp_crm_rows_lp_cache_delete AFTER DELETE ON lp_crm_rows REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION lp_cache_forget();
--> statement-breakpoint
CREATE TRIGGER pocs_lp_cache_update AFTER UPDATE ON pocs REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION lp_cache_forget();
--> statement-breakpoint
CREATE TRIGGER pocs_lp_cache_delete AFTER DELETE ON pocs REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION lp_cache_forget();
--> statement-breakpoint
CREATE TRIGGER funds_lp_cache_update AFTER UPDATE ON funds REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION lp_cache_forget();
--> statement-breakpoint
CREATE TRIGGER funds_lp_cache_delete AFTER DELETE ON funds REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION lp_cache_forget();
