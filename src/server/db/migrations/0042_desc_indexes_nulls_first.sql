DROP INDEX "tickets_org_created_idx";--> statement-breakpoint
DROP INDEX "documents_company_idx";--> statement-breakpoint
DROP INDEX "documents_person_idx";--> statement-breakpoint
DROP INDEX "api_tokens_org_idx";--> statement-breakpoint
DROP INDEX "webhook_deliveries_endpoint_idx";--> statement-breakpoint
CREATE INDEX "tickets_org_created_idx" ON "tickets" USING btree ("org_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "documents_company_idx" ON "documents" USING btree ("company_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "documents_person_idx" ON "documents" USING btree ("person_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "api_tokens_org_idx" ON "api_tokens" USING btree ("org_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("endpoint_id","created_at" DESC NULLS FIRST);