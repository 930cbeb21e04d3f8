ALTER TABLE "companies" ADD COLUMN "pre_org" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_pre_org_check" CHECK (not ("companies"."pre_org" and "companies"."fund_id" is not null));
