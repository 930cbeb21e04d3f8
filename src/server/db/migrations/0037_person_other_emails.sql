ALTER TABLE "people" ADD COLUMN "other_emails" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "people_other_emails_idx" ON "people" USING gin ("other_emails");