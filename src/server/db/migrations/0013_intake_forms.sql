CREATE TABLE "intake_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"variant" text DEFAULT 'full' NOT NULL,
	"website_url" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "intake_forms_variant_check" CHECK ("intake_forms"."variant" in ('full','compact'))
);
--> statement-breakpoint
ALTER TABLE "intake_forms" ADD CONSTRAINT "intake_forms_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "intake_forms_slug_unique" ON "intake_forms" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "intake_forms_org_idx" ON "intake_forms" USING btree ("org_id","created_at");