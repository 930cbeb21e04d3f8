CREATE TABLE "capital_call_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"allocation_id" uuid NOT NULL,
	"paid_on" date NOT NULL,
	"amount_usd" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "capital_call_payments_amount_check" CHECK ("capital_call_payments"."amount_usd" > 0)
);
--> statement-breakpoint
ALTER TABLE "capital_call_payments" ADD CONSTRAINT "capital_call_payments_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capital_call_payments" ADD CONSTRAINT "capital_call_payments_allocation_id_capital_call_allocations_id_fk" FOREIGN KEY ("allocation_id") REFERENCES "public"."capital_call_allocations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "capital_call_payments_allocation_idx" ON "capital_call_payments" USING btree ("allocation_id","paid_on") INCLUDE ("amount_usd");--> statement-breakpoint
CREATE INDEX "capital_call_payments_org_idx" ON "capital_call_payments" USING btree ("org_id");--> statement-breakpoint
-- Each allocation paid so far becomes its one payment, on the day it recorded (issue 43: partial payments).
INSERT INTO "capital_call_payments" ("org_id", "allocation_id", "paid_on", "amount_usd", "created_at")
  SELECT a."org_id", a."id", a."paid_on", a."paid_usd", a."updated_at" FROM "capital_call_allocations" a
  WHERE a."paid_usd" > 0 AND NOT EXISTS (SELECT 1 FROM "capital_call_payments" p WHERE p."allocation_id" = a."id");
--> statement-breakpoint
-- The allocation keeps the sum of its payments and the day of the latest (what lists and notices read).
CREATE FUNCTION capital_call_payments_total() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  alloc uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.allocation_id ELSE NEW.allocation_id END;
BEGIN
  UPDATE capital_call_allocations a
    SET paid_usd = coalesce(s.paid, 0), paid_on = s.last_on, version = a.version + 1, updated_at = now()
    FROM (SELECT sum(amount_usd) AS paid, max(paid_on) AS last_on FROM capital_call_payments WHERE allocation_id = alloc) s
    WHERE a.id = alloc;
  IF TG_OP = 'UPDATE' AND OLD.allocation_id <> NEW.allocation_id THEN
    UPDATE capital_call_allocations a
      SET paid_usd = coalesce(s.paid, 0), paid_on = s.last_on, version = a.version + 1, updated_at = now()
      FROM (SELECT sum(amount_usd) AS paid, max(paid_on) AS last_on FROM capital_call_payments WHERE allocation_id = OLD.allocation_id) s
      WHERE a.id = OLD.allocation_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER capital_call_payments_total AFTER INSERT OR UPDATE OR DELETE ON "capital_call_payments"
  FOR EACH ROW EXECUTE FUNCTION capital_call_payments_total();
