ALTER TABLE "company_analytics_cache" ADD COLUMN "ledger_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written: fund metrics, LP capital accounts and the ledger lists are cached per organisation
-- against ledger_version, which these statement triggers move in the same transaction as every change.
CREATE FUNCTION ledger_cache_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE company_analytics_cache SET ledger_version = ledger_version + 1 WHERE org_id IN (SELECT org_id FROM changed_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER capital_calls_ledger_cache_insert AFTER INSERT ON capital_calls REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_cache_forget();
--> statement-breakpoint
CREATE TRIGGER capital_calls_ledger_cache_update AFTER UPDATE ON capital_calls REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_cache_forget();
--> statement-breakpoint
CREATE TRIGGER capital_calls_ledger_cache_delete AFTER DELETE ON capital_calls REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_cache_forget();
--> statement-breakpoint
CREATE TRIGGER capital_call_allocations_ledger_cache_insert AFTER INSERT ON capital_call_allocations REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_cache_forget();
--> statement-breakpoint
CREATE TRIGGER capital_call_allocations_ledger_cache_update AFTER UPDATE ON capital_call_allocations REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_cache_forget();
--> statement-breakpoint
CREATE TRIGGER capital_call_allocations_ledger_cache_delete AFTER DELETE ON capital_call_allocations REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_cache_forget();
--> statement-breakpoint
CREATE TRIGGER capital_call_payments_ledger_cache_insert AFTER INSERT ON capital_call_payments REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_cache_forget();
--> statement-breakpoint
CREATE TRIGGER capital_call_payments_ledger_cache_update AFTER UPDATE ON capital_call_payments REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_cache_forget();
--> statement-breakpoint
CREATE TRIGGER capital_call_payments_ledger_cache_delete AFTER DELETE ON capital_call_payments REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_cache_forget();
--> statement-breakpoint
CREATE TRIGGER distributions_ledger_cache_insert AFTER INSERT ON distributions REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_cache_forget();
--> statement-breakpoint
CREATE TRIGGER distributions_ledger_cache_update AFTER UPDATE ON distributions REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_cache_forget();
--> statement-breakpoint
CREATE TRIGGER distributions_ledger_cache_delete AFTER DELETE ON distributions REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_cache_forget();
--> statement-breakpoint
CREATE TRIGGER distribution_allocations_ledger_cache_insert AFTER INSERT ON distribution_allocations REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_cache_forget();
--> statement-breakpoint
CREATE TRIGGER distribution_allocations_ledger_cache_update AFTER UPDATE ON distribution_allocations REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_cache_forget();
--> statement-breakpoint
CREATE TRIGGER distribution_allocations_ledger_cache_delete AFTER DELETE ON distribution_allocations REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_cache_forget();
--> statement-breakpoint
CREATE TRIGGER fund_valuations_ledger_cache_insert AFTER INSERT ON fund_valuations REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_cache_forget();
--> statement-breakpoint
CREATE TRIGGER fund_valuations_ledger_cache_update AFTER UPDATE ON fund_valuations REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_cache_forget();
--> statement-breakpoint
CREATE TRIGGER fund_valuations_ledger_cache_delete AFTER DELETE ON fund_valuations REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION ledger_cache_forget();
