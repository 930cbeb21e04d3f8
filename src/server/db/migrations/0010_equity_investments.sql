CREATE TABLE "equity_investments" (
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
	CONSTRAINT "equity_investments_money_check" CHECK ("equity_investments"."invested_amount" >= 0 and "equity_investments"."valuation" >= 0),
	CONSTRAINT "equity_investments_round_check" CHECK ("equity_investments"."round_type" in ('Pre-Seed','Seed','Series A','Series B','Series C','Series D','Series E','Series F','Series G'))
);
--> statement-breakpoint
ALTER TABLE "equity_investments" ADD CONSTRAINT "equity_investments_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equity_investments" ADD CONSTRAINT "equity_investments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "equity_investments_company_idx" ON "equity_investments" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "equity_investments_org_date_idx" ON "equity_investments" USING btree ("org_id","investment_date");