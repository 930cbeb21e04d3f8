-- Hand-written: a NOTIFY reaches other server processes a moment after the commit, so each
-- invalidating trigger also moves one counter in the same transaction and puts its new value
-- in the payload. A process trusts a cached caller only when the counter it reads (after the
-- request arrived) is not ahead of the highest value it has heard (src/server/auth/caller-cache.ts).
CREATE TABLE caller_epoch (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  epoch bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO caller_epoch (id, epoch) VALUES (true, 0);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION callers_forget() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved bigint;
BEGIN
  UPDATE caller_epoch SET epoch = epoch + 1 RETURNING epoch INTO moved;
  PERFORM pg_notify('fundline_callers', TG_ARGV[0] || ':' || OLD.id || ':' || moved);
  RETURN NULL;
END $$;
