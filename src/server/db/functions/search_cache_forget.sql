-- Moves the organisation's search version when tickets, documents, deck analyses or custom field definitions
-- change: what only search reads, so its cached answers (issue 41, decision 018) are computed again.
-- Generated from the migrated database by `npm run db:functions`; edit it through a new migration.

CREATE OR REPLACE FUNCTION public.search_cache_forget()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE company_analytics_cache SET search_version = search_version + 1 WHERE org_id IN (SELECT org_id FROM changed_rows);
  RETURN NULL;
END $function$;

CREATE TRIGGER custom_fields_search_cache_delete AFTER DELETE ON public.custom_fields REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_cache_forget();
CREATE TRIGGER custom_fields_search_cache_insert AFTER INSERT ON public.custom_fields REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_cache_forget();
CREATE TRIGGER custom_fields_search_cache_update AFTER UPDATE ON public.custom_fields REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_cache_forget();
CREATE TRIGGER deck_analyses_search_cache_delete AFTER DELETE ON public.deck_analyses REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_cache_forget();
CREATE TRIGGER deck_analyses_search_cache_insert AFTER INSERT ON public.deck_analyses REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_cache_forget();
CREATE TRIGGER deck_analyses_search_cache_update AFTER UPDATE ON public.deck_analyses REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_cache_forget();
CREATE TRIGGER documents_search_cache_delete AFTER DELETE ON public.documents REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_cache_forget();
CREATE TRIGGER documents_search_cache_insert AFTER INSERT ON public.documents REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_cache_forget();
CREATE TRIGGER documents_search_cache_update AFTER UPDATE ON public.documents REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_cache_forget();
CREATE TRIGGER tickets_search_cache_delete AFTER DELETE ON public.tickets REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_cache_forget();
CREATE TRIGGER tickets_search_cache_insert AFTER INSERT ON public.tickets REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_cache_forget();
CREATE TRIGGER tickets_search_cache_update AFTER UPDATE ON public.tickets REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_cache_forget();
