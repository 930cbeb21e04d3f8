-- Keeps an allocation's paid amount and last payment date equal to the sum of its payments, whichever
-- way a payment is added, moved to another allocation, changed or removed (decision 017).
-- Generated from the migrated database by `npm run db:functions`; edit it through a new migration.

CREATE OR REPLACE FUNCTION public.capital_call_payments_total()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
END $function$;

CREATE TRIGGER capital_call_payments_total AFTER INSERT OR DELETE OR UPDATE ON public.capital_call_payments FOR EACH ROW EXECUTE FUNCTION capital_call_payments_total();
