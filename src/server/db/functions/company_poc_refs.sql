-- A company's POCs as [{id, name}] in their order: the denormalised companies.poc_refs column that the
-- pipeline list reads without a join.
-- Generated from the migrated database by `npm run db:functions`; edit it through a new migration.

CREATE OR REPLACE FUNCTION public.company_poc_refs(company uuid)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
AS $function$
  SELECT coalesce(jsonb_agg(jsonb_build_object('id', p.id, 'name', p.name) ORDER BY cp.position), '[]'::jsonb)
  FROM company_pocs cp JOIN pocs p ON p.id = cp.poc_id WHERE cp.company_id = company
$function$;

-- Not a trigger function: called from SQL.
