ALTER TABLE "auth_attempts" ADD COLUMN "settled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Hand-written: earlier races could leave several pending invitations to one address; keep the newest.
DELETE FROM "invitations" i USING "invitations" newer
  WHERE i.accepted_at IS NULL AND newer.accepted_at IS NULL AND i.org_id = newer.org_id AND i.email = newer.email
    AND (newer.created_at, newer.id::text) > (i.created_at, i.id::text);--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_pending_email_idx" ON "invitations" USING btree ("org_id","email") WHERE "invitations"."accepted_at" is null;
