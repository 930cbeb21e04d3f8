ALTER TABLE "company_analytics_cache" ADD COLUMN "comments_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written: comment, reminder and note lists are cached per organisation against
-- comments_version, which these statement triggers move in the same transaction as every
-- change to them, to their companies (names) and to their authors (names; a removed member).
CREATE FUNCTION comments_cache_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'user' THEN
    UPDATE company_analytics_cache SET comments_version = comments_version + 1
      WHERE org_id IN (SELECT m.org_id FROM members m WHERE m.user_id IN (SELECT id FROM changed_rows));
  ELSE
    UPDATE company_analytics_cache SET comments_version = comments_version + 1 WHERE org_id IN (SELECT org_id FROM changed_rows);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER comments_reminders_comments_cache_insert AFTER INSERT ON comments_reminders REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION comments_cache_forget();
--> statement-breakpoint
CREATE TRIGGER comments_reminders_comments_cache_update AFTER UPDATE ON comments_reminders REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION comments_cache_forget();
--> statement-breakpoint
CREATE TRIGGER comments_reminders_comments_cache_delete AFTER DELETE ON comments_reminders REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION comments_cache_forget();
--> statement-breakpoint
CREATE TRIGGER notes_comments_cache_insert AFTER INSERT ON notes REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION comments_cache_forget();
--> statement-breakpoint
CREATE TRIGGER notes_comments_cache_update AFTER UPDATE ON notes REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION comments_cache_forget();
--> statement-breakpoint
CREATE TRIGGER notes_comments_cache_delete AFTER DELETE ON notes REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION comments_cache_forget();
--> statement-breakpoint
CREATE TRIGGER companies_comments_cache_update AFTER UPDATE ON companies REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION comments_cache_forget();
--> statement-breakpoint
CREATE TRIGGER members_comments_cache_update AFTER UPDATE ON members REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION comments_cache_forget();
--> statement-breakpoint
CREATE TRIGGER members_comments_cache_delete AFTER DELETE ON members REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION comments_cache_forget();
--> statement-breakpoint
CREATE TRIGGER user_comments_cache_update AFTER UPDATE ON "user" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION comments_cache_forget();
