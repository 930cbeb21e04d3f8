CREATE TABLE "activity_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"org_id" uuid NOT NULL,
	"actor_user_id" text,
	"actor_member_id" uuid,
	"actor_name" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"entity_label" text DEFAULT '' NOT NULL,
	"parent_type" text,
	"parent_id" text,
	"action" text NOT NULL,
	"changes" jsonb,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_org_created_idx" ON "activity_log" USING btree ("org_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_org_entity_idx" ON "activity_log" USING btree ("org_id","entity_type","entity_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_org_parent_idx" ON "activity_log" USING btree ("org_id","parent_type","parent_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_org_actor_idx" ON "activity_log" USING btree ("org_id","actor_user_id","id" DESC NULLS LAST);