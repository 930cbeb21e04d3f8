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
CREATE TABLE "company_analytics_cache" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"data" jsonb,
	"computed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "company_pocs" (
	"company_id" uuid NOT NULL,
	"poc_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "company_pocs_company_id_poc_id_pk" PRIMARY KEY("company_id","poc_id")
);
--> statement-breakpoint
CREATE TABLE "company_stage_counts" (
	"org_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "company_stage_counts_org_id_stage_pk" PRIMARY KEY("org_id","stage")
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
ALTER TABLE "company_analytics_cache" ADD CONSTRAINT "company_analytics_cache_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_pocs" ADD CONSTRAINT "company_pocs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_pocs" ADD CONSTRAINT "company_pocs_poc_id_pocs_id_fk" FOREIGN KEY ("poc_id") REFERENCES "public"."pocs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_stage_counts" ADD CONSTRAINT "company_stage_counts_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_org_stage_created_idx" ON "companies" USING btree ("org_id","stage","created_at","id");--> statement-breakpoint
CREATE INDEX "companies_org_created_idx" ON "companies" USING btree ("org_id","created_at","id");--> statement-breakpoint
CREATE INDEX "companies_org_name_idx" ON "companies" USING btree ("org_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "companies_fund_idx" ON "companies" USING btree ("fund_id");--> statement-breakpoint
CREATE INDEX "company_pocs_poc_idx" ON "company_pocs" USING btree ("poc_id","position");--> statement-breakpoint
CREATE INDEX "documents_company_idx" ON "documents" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- Hand-written (drizzle-kit does not model triggers): per-stage counters and analytics-cache
-- invalidation, maintained by statement-level triggers with transition tables so that a bulk
-- insert of thousands of companies costs one grouped upsert.
CREATE FUNCTION companies_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO company_stage_counts (org_id, stage, n)
    SELECT org_id, stage, count(*) FROM new_rows GROUP BY org_id, stage
    ON CONFLICT (org_id, stage) DO UPDATE SET n = company_stage_counts.n + excluded.n;
  UPDATE company_analytics_cache SET version = version + 1, data = NULL WHERE org_id IN (SELECT org_id FROM new_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION companies_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- UPDATE, never INSERT: when an organisation is deleted its counter rows are going too.
  UPDATE company_stage_counts s SET n = s.n - d.n
    FROM (SELECT org_id, stage, count(*) AS n FROM old_rows GROUP BY org_id, stage) d
    WHERE s.org_id = d.org_id AND s.stage = d.stage;
  UPDATE company_analytics_cache SET version = version + 1, data = NULL WHERE org_id IN (SELECT org_id FROM old_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION companies_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE company_stage_counts s SET n = s.n - d.n
    FROM (SELECT o.org_id, o.stage, count(*) AS n FROM old_rows o JOIN new_rows w ON w.id = o.id
          WHERE o.stage <> w.stage OR o.org_id <> w.org_id GROUP BY o.org_id, o.stage) d
    WHERE s.org_id = d.org_id AND s.stage = d.stage;
  INSERT INTO company_stage_counts (org_id, stage, n)
    SELECT w.org_id, w.stage, count(*) FROM old_rows o JOIN new_rows w ON w.id = o.id
    WHERE o.stage <> w.stage OR o.org_id <> w.org_id GROUP BY w.org_id, w.stage
    ON CONFLICT (org_id, stage) DO UPDATE SET n = company_stage_counts.n + excluded.n;
  UPDATE company_analytics_cache SET version = version + 1, data = NULL WHERE org_id IN (SELECT org_id FROM new_rows UNION SELECT org_id FROM old_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER companies_after_insert AFTER INSERT ON companies REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION companies_after_insert();
--> statement-breakpoint
CREATE TRIGGER companies_after_delete AFTER DELETE ON companies REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION companies_after_delete();
--> statement-breakpoint
CREATE TRIGGER companies_after_update AFTER UPDATE ON companies REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION companies_after_update();
--> statement-breakpoint
CREATE FUNCTION analytics_cache_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- POC assignments or POC names changed: forget the organisation's cached analytics.
  IF TG_TABLE_NAME = 'pocs' THEN
    UPDATE company_analytics_cache SET version = version + 1, data = NULL WHERE org_id IN (SELECT org_id FROM changed_rows);
  ELSE
    UPDATE company_analytics_cache SET version = version + 1, data = NULL WHERE org_id IN
      (SELECT c.org_id FROM companies c WHERE c.id IN (SELECT company_id FROM changed_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER company_pocs_after_insert AFTER INSERT ON company_pocs REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_cache_forget();
--> statement-breakpoint
CREATE TRIGGER company_pocs_after_delete AFTER DELETE ON company_pocs REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_cache_forget();
--> statement-breakpoint
CREATE TRIGGER pocs_after_update AFTER UPDATE ON pocs REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_cache_forget();
--> statement-breakpoint
CREATE TRIGGER pocs_after_delete AFTER DELETE ON pocs REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_cache_forget();
