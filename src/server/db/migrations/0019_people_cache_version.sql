ALTER TABLE "company_analytics_cache" ADD COLUMN "people_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written: people list pages and searches are cached per organisation against
-- people_version, which these statement triggers move in the same transaction as every change
-- (logging a meeting updates the person's last meeting, so it moves too).
CREATE FUNCTION people_cache_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE company_analytics_cache SET people_version = people_version + 1 WHERE org_id IN (SELECT org_id FROM changed_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER people_people_cache_insert AFTER INSERT ON people REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION people_cache_forget();
--> statement-breakpoint
CREATE TRIGGER people_people_cache_update AFTER UPDATE ON people REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION people_cache_forget();
--> statement-breakpoint
CREATE TRIGGER people_people_cache_delete AFTER DELETE ON people REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION people_cache_forget();
--> statement-breakpoint
CREATE TRIGGER pocs_people_cache_update AFTER UPDATE ON pocs REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION people_cache_forget();
--> statement-breakpoint
CREATE TRIGGER pocs_people_cache_delete AFTER DELETE ON pocs REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION people_cache_forget();
