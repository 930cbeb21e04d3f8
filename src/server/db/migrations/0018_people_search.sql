-- Trigram indexes for the people search (partial, case-insensitive matches). pg_trgm is a trusted extension on PostgreSQL 13+;
-- PGlite loads it in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "notes_company_idx";--> statement-breakpoint
CREATE INDEX "people_search_trgm_idx" ON "people" USING gin (lower(("name" || E'\x1f' || coalesce("title", '') || E'\x1f' || coalesce("company_name", '') || E'\x1f' || coalesce("person_type", '') || E'\x1f' || coalesce("sector_focus", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "people_name_trgm_idx" ON "people" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "people_company_trgm_idx" ON "people" USING gin ("company_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "people_email_trgm_idx" ON "people" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notes_company_idx" ON "notes" USING btree ("company_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);