ALTER TABLE "companies" ADD COLUMN "poc_refs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Hand-written: a company's POCs as [{id, name}] in order, kept on the company row so that
-- board cards and table rows read them without a subquery per row (migration 0002's
-- counters work the same way). Refreshed when assignments change or a POC is renamed; a
-- deleted POC cascades to company_pocs, whose delete trigger refreshes the row.
CREATE FUNCTION company_poc_refs(company uuid) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT coalesce(jsonb_agg(jsonb_build_object('id', p.id, 'name', p.name) ORDER BY cp.position), '[]'::jsonb)
  FROM company_pocs cp JOIN pocs p ON p.id = cp.poc_id WHERE cp.company_id = company
$$;
--> statement-breakpoint
UPDATE companies c SET poc_refs = company_poc_refs(c.id) WHERE EXISTS (SELECT 1 FROM company_pocs cp WHERE cp.company_id = c.id);
--> statement-breakpoint
CREATE FUNCTION company_pocs_refresh_refs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE companies c SET poc_refs = company_poc_refs(c.id) WHERE c.id IN (SELECT company_id FROM changed_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER company_pocs_refs_after_insert AFTER INSERT ON company_pocs REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION company_pocs_refresh_refs();
--> statement-breakpoint
CREATE TRIGGER company_pocs_refs_after_delete AFTER DELETE ON company_pocs REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION company_pocs_refresh_refs();
--> statement-breakpoint
CREATE FUNCTION pocs_refresh_company_refs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE companies c SET poc_refs = company_poc_refs(c.id)
  WHERE c.id IN (SELECT cp.company_id FROM company_pocs cp
                 WHERE cp.poc_id IN (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.name IS DISTINCT FROM o.name));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER pocs_refs_after_update AFTER UPDATE ON pocs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pocs_refresh_company_refs();
