CREATE TABLE "capital_call_allocations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"call_id" uuid NOT NULL,
	"lp_id" uuid NOT NULL,
	"amount_usd" bigint NOT NULL,
	"paid_usd" bigint DEFAULT 0 NOT NULL,
	"paid_on" date,
	"notice_sent_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "capital_call_allocations_paid_check" CHECK ("capital_call_allocations"."paid_usd" >= 0 and "capital_call_allocations"."paid_usd" <= "capital_call_allocations"."amount_usd" and "capital_call_allocations"."amount_usd" >= 0),
	CONSTRAINT "capital_call_allocations_paid_on_check" CHECK (("capital_call_allocations"."paid_usd" = 0) = ("capital_call_allocations"."paid_on" is null))
);
--> statement-breakpoint
CREATE TABLE "capital_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"fund_id" uuid NOT NULL,
	"call_date" date NOT NULL,
	"due_date" date NOT NULL,
	"total_usd" bigint NOT NULL,
	"purpose" text NOT NULL,
	"note" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "capital_calls_total_check" CHECK ("capital_calls"."total_usd" > 0),
	CONSTRAINT "capital_calls_due_check" CHECK ("capital_calls"."due_date" >= "capital_calls"."call_date"),
	CONSTRAINT "capital_calls_purpose_check" CHECK ("capital_calls"."purpose" in ('Investments','Management fees','Fund expenses'))
);
--> statement-breakpoint
CREATE TABLE "distribution_allocations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"distribution_id" uuid NOT NULL,
	"lp_id" uuid NOT NULL,
	"amount_usd" bigint NOT NULL,
	CONSTRAINT "distribution_allocations_amount_check" CHECK ("distribution_allocations"."amount_usd" >= 0)
);
--> statement-breakpoint
CREATE TABLE "distributions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"fund_id" uuid NOT NULL,
	"distribution_date" date NOT NULL,
	"total_usd" bigint NOT NULL,
	"kind" text NOT NULL,
	"note" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "distributions_total_check" CHECK ("distributions"."total_usd" > 0),
	CONSTRAINT "distributions_kind_check" CHECK ("distributions"."kind" in ('Return of capital','Gain','Other'))
);
--> statement-breakpoint
CREATE TABLE "fund_valuations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"fund_id" uuid NOT NULL,
	"valuation_date" date NOT NULL,
	"nav_usd" bigint NOT NULL,
	"note" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fund_valuations_nav_check" CHECK ("fund_valuations"."nav_usd" >= 0)
);
--> statement-breakpoint
ALTER TABLE "funds" ADD COLUMN "payment_instructions" text;--> statement-breakpoint
ALTER TABLE "equity_investments" ADD COLUMN "fund_id" uuid;--> statement-breakpoint
ALTER TABLE "capital_call_allocations" ADD CONSTRAINT "capital_call_allocations_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capital_call_allocations" ADD CONSTRAINT "capital_call_allocations_call_id_capital_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."capital_calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capital_call_allocations" ADD CONSTRAINT "capital_call_allocations_lp_id_lps_id_fk" FOREIGN KEY ("lp_id") REFERENCES "public"."lps"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capital_calls" ADD CONSTRAINT "capital_calls_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capital_calls" ADD CONSTRAINT "capital_calls_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_allocations" ADD CONSTRAINT "distribution_allocations_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_allocations" ADD CONSTRAINT "distribution_allocations_distribution_id_distributions_id_fk" FOREIGN KEY ("distribution_id") REFERENCES "public"."distributions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_allocations" ADD CONSTRAINT "distribution_allocations_lp_id_lps_id_fk" FOREIGN KEY ("lp_id") REFERENCES "public"."lps"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributions" ADD CONSTRAINT "distributions_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributions" ADD CONSTRAINT "distributions_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_valuations" ADD CONSTRAINT "fund_valuations_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_valuations" ADD CONSTRAINT "fund_valuations_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "capital_call_allocations_call_lp_unique" ON "capital_call_allocations" USING btree ("call_id","lp_id");--> statement-breakpoint
CREATE INDEX "capital_call_allocations_lp_idx" ON "capital_call_allocations" USING btree ("lp_id");--> statement-breakpoint
CREATE INDEX "capital_call_allocations_org_idx" ON "capital_call_allocations" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "capital_calls_fund_date_idx" ON "capital_calls" USING btree ("fund_id","call_date");--> statement-breakpoint
CREATE INDEX "capital_calls_org_idx" ON "capital_calls" USING btree ("org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "distribution_allocations_distribution_lp_unique" ON "distribution_allocations" USING btree ("distribution_id","lp_id");--> statement-breakpoint
CREATE INDEX "distribution_allocations_lp_idx" ON "distribution_allocations" USING btree ("lp_id");--> statement-breakpoint
CREATE INDEX "distribution_allocations_org_idx" ON "distribution_allocations" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "distributions_fund_date_idx" ON "distributions" USING btree ("fund_id","distribution_date");--> statement-breakpoint
CREATE INDEX "distributions_org_idx" ON "distributions" USING btree ("org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fund_valuations_fund_date_unique" ON "fund_valuations" USING btree ("fund_id","valuation_date");--> statement-breakpoint
CREATE INDEX "fund_valuations_org_idx" ON "fund_valuations" USING btree ("org_id");--> statement-breakpoint
ALTER TABLE "equity_investments" ADD CONSTRAINT "equity_investments_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "equity_investments_fund_idx" ON "equity_investments" USING btree ("fund_id");--> statement-breakpoint
-- Each existing investment came from its company's fund (issue 43: a follow-on from another fund is then edited).
UPDATE "equity_investments" i SET "fund_id" = c."fund_id" FROM "companies" c WHERE c."id" = i."company_id" AND i."fund_id" IS NULL;
--> statement-breakpoint
-- The default for new investments: the company's fund, unless the writer names one.
CREATE FUNCTION equity_investments_default_fund() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.fund_id IS NULL THEN
    SELECT fund_id INTO NEW.fund_id FROM companies WHERE id = NEW.company_id;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER equity_investments_default_fund BEFORE INSERT ON "equity_investments"
  FOR EACH ROW EXECUTE FUNCTION equity_investments_default_fund();
--> statement-breakpoint
-- Fund metrics sum a fund's allocations through its calls: covering indexes let PostgreSQL read
-- the ~20 calls' allocations from the index alone instead of scanning every allocation (bench: ledger).
CREATE INDEX "capital_call_allocations_call_cover_idx" ON "capital_call_allocations" ("call_id") INCLUDE ("lp_id", "amount_usd", "paid_usd", "paid_on");
--> statement-breakpoint
CREATE INDEX "distribution_allocations_distribution_cover_idx" ON "distribution_allocations" ("distribution_id") INCLUDE ("lp_id", "amount_usd");
