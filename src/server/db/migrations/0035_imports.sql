CREATE TABLE "import_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"import_id" uuid NOT NULL,
	"row" integer NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"label" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"version_after" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"member_id" uuid,
	"user_id" text,
	"actor_name" text NOT NULL,
	"entity" text NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"format" text NOT NULL,
	"encoding" text DEFAULT 'utf-8' NOT NULL,
	"delimiter" text DEFAULT ',' NOT NULL,
	"headers" jsonb NOT NULL,
	"row_count" integer NOT NULL,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"options" jsonb,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"processed" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"locked_by" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"undone_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "imports_entity_check" CHECK ("imports"."entity" in ('companies','people','lps','equity-investments')),
	CONSTRAINT "imports_status_check" CHECK ("imports"."status" in ('uploaded','running','done','failed','undone'))
);
--> statement-breakpoint
ALTER TABLE "import_records" ADD CONSTRAINT "import_records_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_records_import_idx" ON "import_records" USING btree ("import_id","row");--> statement-breakpoint
CREATE INDEX "imports_org_created_idx" ON "imports" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "imports_pending_idx" ON "imports" USING btree ("created_at") WHERE "imports"."status" = 'running';