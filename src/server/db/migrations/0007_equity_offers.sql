CREATE TABLE "equity_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"round_type" text NOT NULL,
	"invested_amount" bigint NOT NULL,
	"valuation" bigint NOT NULL,
	"investment_date" date NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "equity_offers_money_check" CHECK ("equity_offers"."invested_amount" >= 0 and "equity_offers"."valuation" >= 0)
);
--> statement-breakpoint
ALTER TABLE "equity_offers" ADD CONSTRAINT "equity_offers_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equity_offers" ADD CONSTRAINT "equity_offers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "equity_offers_company_idx" ON "equity_offers" USING btree ("company_id","created_at");