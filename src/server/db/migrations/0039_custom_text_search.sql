CREATE INDEX "companies_custom_text_trgm_idx" ON "companies" USING gin (lower("custom_fields"::text) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "people_custom_text_trgm_idx" ON "people" USING gin (lower("custom_fields"::text) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lps_custom_text_trgm_idx" ON "lps" USING gin (lower("custom_fields"::text) gin_trgm_ops);