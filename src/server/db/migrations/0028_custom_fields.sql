CREATE TABLE "custom_fields" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"entity" text NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"description" text,
	"required" boolean DEFAULT false NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_fields_entity_check" CHECK ("custom_fields"."entity" in ('company','person','lp')),
	CONSTRAINT "custom_fields_type_check" CHECK ("custom_fields"."type" in ('text','longText','number','money','date','checkbox','select','multiSelect','url','email','member','company','person'))
);
--> statement-breakpoint
CREATE TABLE "saved_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"page" text NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort" text,
	"columns" text[],
	"group_by" text,
	"view_mode" text,
	"shared" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_views_page_check" CHECK ("saved_views"."page" in ('pipeline','portfolio','network','lps')),
	CONSTRAINT "saved_views_mode_check" CHECK ("saved_views"."view_mode" is null or "saved_views"."view_mode" in ('table','board','grouped'))
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "lps" ADD COLUMN "custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_fields" ADD CONSTRAINT "custom_fields_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_fields_org_entity_name_unique" ON "custom_fields" USING btree ("org_id","entity",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "custom_fields_org_entity_key_unique" ON "custom_fields" USING btree ("org_id","entity","key");--> statement-breakpoint
CREATE INDEX "saved_views_org_page_idx" ON "saved_views" USING btree ("org_id","page",lower("name"));--> statement-breakpoint
CREATE INDEX "companies_custom_fields_idx" ON "companies" USING gin ("custom_fields" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "people_custom_fields_idx" ON "people" USING gin ("custom_fields" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "lps_custom_fields_idx" ON "lps" USING gin ("custom_fields" jsonb_path_ops);
