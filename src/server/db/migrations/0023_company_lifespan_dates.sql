ALTER TABLE "companies" ADD COLUMN "founded_date" date;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "shut_down_date" date;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_lifespan_check" CHECK ("companies"."shut_down_date" is null or "companies"."founded_date" is null or "companies"."shut_down_date" >= "companies"."founded_date");