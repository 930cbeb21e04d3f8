CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"name" text NOT NULL,
	"one_liner" text,
	"logo_key" text,
	"valuation" bigint,
	"revenue" bigint,
	"region" text,
	"website" text,
	"city" text,
	"sector" text,
	"sub_sector" text,
	"stage" text DEFAULT 'Leads' NOT NULL,
	"round" text,
	"company_stage" text,
	"operating_status" text DEFAULT 'Active' NOT NULL,
	"fund_id" uuid,
	"updates_interval" text,
	"board_seat" boolean DEFAULT false NOT NULL,
	"board_observer" boolean DEFAULT false NOT NULL,
	"information_rights" boolean DEFAULT false NOT NULL,
	"portfolio_status" text,
	"overview" text,
	"other_investors" text[] DEFAULT '{}'::text[] NOT NULL,
	"who_referred" text,
	"deal_source" text,
	"updates" text,
	"added_by" text,
	"round_size" text,
	"desired_valuation" text,
	"founder_ownership" numeric(5, 2),
	"current_monthly_revenue" text,
	"elevator_pitch" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_stage_check" CHECK ("companies"."stage" in ('Leads','Reviewing','Initial Interest','Due Diligence','IC Review','Approved - Legal','Approved - Not Funded','Warehouse Deals','Watchlist','Portfolio','Passed')),
	CONSTRAINT "companies_operating_status_check" CHECK ("companies"."operating_status" in ('Active','Exited','Shut-Down')),
	CONSTRAINT "companies_updates_interval_check" CHECK ("companies"."updates_interval" is null or "companies"."updates_interval" in ('Monthly','Quarterly','Yearly','N/A')),
	CONSTRAINT "companies_money_check" CHECK (coalesce("companies"."valuation", 0) >= 0 and coalesce("companies"."revenue", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "company_pocs" (
	"company_id" uuid NOT NULL,
	"poc_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "company_pocs_company_id_poc_id_pk" PRIMARY KEY("company_id","poc_id")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"category" text NOT NULL,
	"quarter" text,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "documents_category_check" CHECK ("documents"."category" in ('legal','financial','deck','memo','investor_updates','notes'))
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"pipeline_view" text DEFAULT 'table' NOT NULL,
	"pipeline_group_by" text DEFAULT 'none' NOT NULL,
	"status_order" text[],
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_pocs" ADD CONSTRAINT "company_pocs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_pocs" ADD CONSTRAINT "company_pocs_poc_id_pocs_id_fk" FOREIGN KEY ("poc_id") REFERENCES "public"."pocs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_org_stage_created_idx" ON "companies" USING btree ("org_id","stage","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "companies_org_created_idx" ON "companies" USING btree ("org_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "companies_org_name_idx" ON "companies" USING btree ("org_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "companies_fund_idx" ON "companies" USING btree ("fund_id");--> statement-breakpoint
CREATE INDEX "company_pocs_poc_idx" ON "company_pocs" USING btree ("poc_id","position");--> statement-breakpoint
CREATE INDEX "documents_company_idx" ON "documents" USING btree ("company_id","created_at" DESC NULLS LAST);