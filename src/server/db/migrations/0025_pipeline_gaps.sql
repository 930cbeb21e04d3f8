DROP INDEX "comments_company_list_idx";--> statement-breakpoint
DROP INDEX "comments_author_list_idx";--> statement-breakpoint
CREATE INDEX "comments_company_list_idx" ON "comments_reminders" USING btree ("company_id","org_id","kind","done","due_date","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "comments_author_list_idx" ON "comments_reminders" USING btree ("author_member_id","org_id","kind","done","due_date","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);