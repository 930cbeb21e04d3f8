-- The one search (GET /api/v1/search, decision 018): trigram indexes on every name and body text it reads. pg_trgm is created in 0018.
CREATE INDEX "tickets_title_trgm_idx" ON "tickets" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "comments_text_trgm_idx" ON "comments_reminders" USING gin ("text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "comments_org_created_idx" ON "comments_reminders" USING btree ("org_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notes_title_trgm_idx" ON "notes" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notes_content_trgm_idx" ON "notes" USING gin ("content" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notes_org_updated_idx" ON "notes" USING btree ("org_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lp_crm_rows_lead_trgm_idx" ON "lp_crm_rows" USING gin ("lead" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lps_entity_name_trgm_idx" ON "lps" USING gin ("entity_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "documents_file_name_trgm_idx" ON "documents" USING gin ("file_name" gin_trgm_ops);