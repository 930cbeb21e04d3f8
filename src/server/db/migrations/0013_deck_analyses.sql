CREATE TABLE "deck_analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"provider" text,
	"result" jsonb,
	"error" text,
	"page_count" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_at" timestamp with time zone,
	"locked_by" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"duration_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "deck_analyses_status_check" CHECK ("deck_analyses"."status" in ('queued','running','done','failed')),
	CONSTRAINT "deck_analyses_result_check" CHECK (("deck_analyses"."status" = 'done') = ("deck_analyses"."result" is not null))
);
--> statement-breakpoint
ALTER TABLE "deck_analyses" ADD CONSTRAINT "deck_analyses_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_analyses" ADD CONSTRAINT "deck_analyses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_analyses" ADD CONSTRAINT "deck_analyses_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deck_analyses_document_uidx" ON "deck_analyses" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "deck_analyses_company_idx" ON "deck_analyses" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "deck_analyses_pending_idx" ON "deck_analyses" USING btree ("run_after") WHERE "deck_analyses"."status" in ('queued','running');