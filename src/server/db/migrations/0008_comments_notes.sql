CREATE TABLE "comments_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"author_member_id" uuid,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"due_date" date,
	"done" boolean DEFAULT false NOT NULL,
	"done_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comments_kind_check" CHECK ("comments_reminders"."kind" in ('comment','reminder')),
	CONSTRAINT "comments_due_reminder_check" CHECK ("comments_reminders"."due_date" is null or "comments_reminders"."kind" = 'reminder')
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"author_member_id" uuid,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notes_title_length" CHECK (char_length("notes"."title") between 1 and 100),
	CONSTRAINT "notes_content_length" CHECK (char_length("notes"."content") <= 50000)
);
--> statement-breakpoint
ALTER TABLE "comments_reminders" ADD CONSTRAINT "comments_reminders_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments_reminders" ADD CONSTRAINT "comments_reminders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments_reminders" ADD CONSTRAINT "comments_reminders_author_member_id_members_id_fk" FOREIGN KEY ("author_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_author_member_id_members_id_fk" FOREIGN KEY ("author_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_company_idx" ON "comments_reminders" USING btree ("company_id","kind","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "comments_my_open_reminders_idx" ON "comments_reminders" USING btree ("author_member_id","due_date") WHERE "comments_reminders"."kind" = 'reminder' and not "comments_reminders"."done";--> statement-breakpoint
CREATE INDEX "comments_author_idx" ON "comments_reminders" USING btree ("author_member_id","kind","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notes_company_idx" ON "notes" USING btree ("company_id","updated_at" DESC NULLS LAST);