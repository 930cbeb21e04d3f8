ALTER TABLE "company_analytics_cache" ADD COLUMN "search_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written: search answers are cached per organisation and query (issue 41) against the sum of the
-- pipeline, LP, people, comments and this version. The others already move with companies, LPs, LP CRM rows,
-- people, notes and comments; this one moves with what only search reads: tickets, documents, deck analyses
-- and custom field definitions (archiving a field drops its matches), whatever made the change.
CREATE FUNCTION search_cache_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE company_analytics_cache SET search_version = search_version + 1 WHERE org_id IN (SELECT org_id FROM changed_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tickets_search_cache_insert AFTER INSERT ON tickets REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_cache_forget();
--> statement-breakpoint
CREATE TRIGGER tickets_search_cache_update AFTER UPDATE ON tickets REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_cache_forget();
--> statement-breakpoint
CREATE TRIGGER tickets_search_cache_delete AFTER DELETE ON tickets REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_cache_forget();
--> statement-breakpoint
CREATE TRIGGER documents_search_cache_insert AFTER INSERT ON documents REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_cache_forget();
--> statement-breakpoint
CREATE TRIGGER documents_search_cache_update AFTER UPDATE ON documents REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_cache_forget();
--> statement-breakpoint
CREATE TRIGGER documents_search_cache_delete AFTER DELETE ON documents REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_cache_forget();
--> statement-breakpoint
CREATE TRIGGER deck_analyses_search_cache_insert AFTER INSERT ON deck_analyses REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_cache_forget();
--> statement-breakpoint
CREATE TRIGGER deck_analyses_search_cache_update AFTER UPDATE ON deck_analyses REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_cache_forget();
--> statement-breakpoint
CREATE TRIGGER deck_analyses_search_cache_delete AFTER DELETE ON deck_analyses REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_cache_forget();
--> statement-breakpoint
CREATE TRIGGER custom_fields_search_cache_insert AFTER INSERT ON custom_fields REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_cache_forget();
--> statement-breakpoint
CREATE TRIGGER custom_fields_search_cache_update AFTER UPDATE ON custom_fields REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_cache_forget();
--> statement-breakpoint
CREATE TRIGGER custom_fields_search_cache_delete AFTER DELETE ON custom_fields REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_cache_forget();
