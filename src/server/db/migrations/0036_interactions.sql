CREATE TABLE "capture_settings" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"token" text NOT NULL,
	"share" text DEFAULT 'subject' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "capture_settings_token_unique" UNIQUE("token"),
	CONSTRAINT "capture_settings_share_check" CHECK ("capture_settings"."share" in ('subject','full'))
);
--> statement-breakpoint
CREATE TABLE "interaction_companies" (
	"interaction_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	CONSTRAINT "interaction_companies_interaction_id_company_id_pk" PRIMARY KEY("interaction_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "interaction_people" (
	"interaction_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	CONSTRAINT "interaction_people_interaction_id_person_id_pk" PRIMARY KEY("interaction_id","person_id")
);
--> statement-breakpoint
CREATE TABLE "interactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"message_id" text NOT NULL,
	"subject" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"participants" jsonb NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"captured_by_member_id" uuid,
	"captured_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interactions_kind_check" CHECK ("interactions"."kind" in ('email','meeting'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "interaction_id" uuid;--> statement-breakpoint
ALTER TABLE "capture_settings" ADD CONSTRAINT "capture_settings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capture_settings" ADD CONSTRAINT "capture_settings_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interaction_companies" ADD CONSTRAINT "interaction_companies_interaction_id_interactions_id_fk" FOREIGN KEY ("interaction_id") REFERENCES "public"."interactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interaction_companies" ADD CONSTRAINT "interaction_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interaction_people" ADD CONSTRAINT "interaction_people_interaction_id_interactions_id_fk" FOREIGN KEY ("interaction_id") REFERENCES "public"."interactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interaction_people" ADD CONSTRAINT "interaction_people_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interactions" ADD CONSTRAINT "interactions_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interactions" ADD CONSTRAINT "interactions_captured_by_member_id_members_id_fk" FOREIGN KEY ("captured_by_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interaction_companies_company_idx" ON "interaction_companies" USING btree ("company_id","occurred_at");--> statement-breakpoint
CREATE INDEX "interaction_people_person_idx" ON "interaction_people" USING btree ("person_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "interactions_org_message_idx" ON "interactions" USING btree ("org_id","kind","message_id");--> statement-breakpoint
CREATE INDEX "companies_org_domain_idx" ON "companies" USING btree ("org_id",lower(regexp_replace("website", '^([a-zA-Z][a-zA-Z0-9+.-]*://)?(www\.)?([^/:?#]+).*$', '\3')));--> statement-breakpoint
CREATE INDEX "meetings_interaction_idx" ON "meetings" USING btree ("interaction_id");--> statement-breakpoint
CREATE INDEX "people_org_email_lower_idx" ON "people" USING btree ("org_id",lower("email"));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('reminder','mention','assignment','alert','intake','import','capture'));