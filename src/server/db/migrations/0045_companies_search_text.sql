-- Issue 47: the pipeline's text search (name, sector, round, stage, POC names) through one trigram index instead of
-- reading every company of the organisation (companySearchText in db/schema/companies.ts).
CREATE INDEX "companies_search_trgm_idx" ON "companies" USING gin (lower(("name" || E'\x1f' || coalesce("sector", '') || E'\x1f' || coalesce("round", '') || E'\x1f' || "stage" || E'\x1f' || jsonb_path_query_array("poc_refs", '$[*].name')::text)) gin_trgm_ops);--> statement-breakpoint
-- Statistics on the new expression at once: without them the planner guesses its selectivity (a bitmap scan of every
-- company for a term they all hold, a scan for one none holds) until autovacuum next analyses the table.
ANALYZE "companies";
