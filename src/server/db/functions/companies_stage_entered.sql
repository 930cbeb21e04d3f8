-- Stamps when a company entered its current stage (for time-in-stage on the board and analytics),
-- whatever path changed the stage.
-- Generated from the migrated database by `npm run db:functions`; edit it through a new migration.

CREATE OR REPLACE FUNCTION public.companies_stage_entered()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  NEW.stage_entered_at := now();
  RETURN NEW;
END $function$;

CREATE TRIGGER companies_stage_entered BEFORE UPDATE OF stage ON public.companies FOR EACH ROW WHEN ((old.stage IS DISTINCT FROM new.stage)) EXECUTE FUNCTION companies_stage_entered();
