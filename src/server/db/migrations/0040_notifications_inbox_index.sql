DROP INDEX "notifications_member_created_idx";--> statement-breakpoint
DROP INDEX "notifications_member_unread_idx";--> statement-breakpoint
CREATE INDEX "notifications_member_newest_idx" ON "notifications" USING btree ("member_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_member_unread_newest_idx" ON "notifications" USING btree ("member_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "notifications"."read_at" is null;