CREATE TABLE "intake_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"variant" text DEFAULT 'full' NOT NULL,
	"website_url" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "intake_forms_variant_check" CHECK ("intake_forms"."variant" in ('full','compact'))
);
--> statement-breakpoint
CREATE TABLE "lp_boards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"name" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lp_crm_rows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"board_id" uuid NOT NULL,
	"subboard_id" uuid NOT NULL,
	"lead" text NOT NULL,
	"poc_id" uuid,
	"intro_poc" text,
	"lp_poc" text,
	"lp_email" text,
	"commitment_usd" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lp_crm_rows_commitment_check" CHECK ("lp_crm_rows"."commitment_usd" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lp_subboards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"board_id" uuid NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT '#ffffff' NOT NULL,
	"position" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lp_subboards_color_check" CHECK ("lp_subboards"."color" ~ '^#[0-9a-fA-F]{6}$')
);
--> statement-breakpoint
CREATE TABLE "lps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"fund_id" uuid NOT NULL,
	"entity_name" text NOT NULL,
	"email" text,
	"phone" text,
	"commitment_usd" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lps_commitment_check" CHECK ("lps"."commitment_usd" >= 0)
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "tracker_document" text;--> statement-breakpoint
ALTER TABLE "intake_forms" ADD CONSTRAINT "intake_forms_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lp_boards" ADD CONSTRAINT "lp_boards_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lp_crm_rows" ADD CONSTRAINT "lp_crm_rows_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lp_crm_rows" ADD CONSTRAINT "lp_crm_rows_board_id_lp_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."lp_boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lp_crm_rows" ADD CONSTRAINT "lp_crm_rows_subboard_id_lp_subboards_id_fk" FOREIGN KEY ("subboard_id") REFERENCES "public"."lp_subboards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lp_crm_rows" ADD CONSTRAINT "lp_crm_rows_poc_id_pocs_id_fk" FOREIGN KEY ("poc_id") REFERENCES "public"."pocs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lp_subboards" ADD CONSTRAINT "lp_subboards_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lp_subboards" ADD CONSTRAINT "lp_subboards_board_id_lp_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."lp_boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lps" ADD CONSTRAINT "lps_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lps" ADD CONSTRAINT "lps_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "intake_forms_slug_unique" ON "intake_forms" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "intake_forms_org_idx" ON "intake_forms" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "lp_boards_org_idx" ON "lp_boards" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "lp_crm_rows_board_lead_idx" ON "lp_crm_rows" USING btree ("board_id",lower("lead"),"id");--> statement-breakpoint
CREATE INDEX "lp_crm_rows_subboard_idx" ON "lp_crm_rows" USING btree ("subboard_id");--> statement-breakpoint
CREATE INDEX "lp_crm_rows_org_idx" ON "lp_crm_rows" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "lp_crm_rows_poc_idx" ON "lp_crm_rows" USING btree ("poc_id");--> statement-breakpoint
CREATE INDEX "lp_subboards_board_idx" ON "lp_subboards" USING btree ("board_id","position");--> statement-breakpoint
CREATE INDEX "lp_subboards_org_idx" ON "lp_subboards" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "lps_org_fund_name_idx" ON "lps" USING btree ("org_id","fund_id",lower("entity_name"),"id");--> statement-breakpoint
CREATE INDEX "lps_fund_idx" ON "lps" USING btree ("fund_id");--> statement-breakpoint
CREATE INDEX "companies_org_stage_name_idx" ON "companies" USING btree ("org_id","stage",lower("name"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_tracker_uidx" ON "documents" USING btree ("company_id","quarter","tracker_document");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_tracker_check" CHECK ("documents"."tracker_document" is null or ("documents"."tracker_document" in ('Income Statement','Balance Sheet','Cash Flow Statement','Latest Company/Investor Deck','Quarterly Update (Writeup)') and "documents"."quarter" is not null));