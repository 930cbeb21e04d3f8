ALTER TABLE "company_analytics_cache" ADD COLUMN "notifications_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written: members' inboxes are cached per organisation and member against notifications_version,
-- which these statement triggers move in the same transaction as every change to a notification (new,
-- read, e-mailed, removed) or to a member's notification settings (the kinds hidden from the inbox),
-- whatever made it (the API, the notify run, SQL by hand).
CREATE FUNCTION notifications_cache_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE company_analytics_cache SET notifications_version = notifications_version + 1 WHERE org_id IN (SELECT org_id FROM changed_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER notifications_cache_insert AFTER INSERT ON notifications REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notifications_cache_forget();
--> statement-breakpoint
CREATE TRIGGER notifications_cache_update AFTER UPDATE ON notifications REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notifications_cache_forget();
--> statement-breakpoint
CREATE TRIGGER notifications_cache_delete AFTER DELETE ON notifications REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notifications_cache_forget();
--> statement-breakpoint
CREATE TRIGGER notification_settings_cache_insert AFTER INSERT ON notification_settings REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notifications_cache_forget();
--> statement-breakpoint
CREATE TRIGGER notification_settings_cache_update AFTER UPDATE ON notification_settings REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notifications_cache_forget();
--> statement-breakpoint
CREATE TRIGGER notification_settings_cache_delete AFTER DELETE ON notification_settings REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notifications_cache_forget();
