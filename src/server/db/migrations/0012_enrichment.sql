CREATE TABLE "enrichment_cache" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"org_id" uuid NOT NULL,
	"domain" text NOT NULL,
	"status" text NOT NULL,
	"data" jsonb,
	"error" text,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "enrichment_cache_status_check" CHECK ("enrichment_cache"."status" in ('ok','not_found','error')),
	CONSTRAINT "enrichment_cache_data_check" CHECK (("enrichment_cache"."status" = 'ok') = ("enrichment_cache"."data" is not null))
);
--> statement-breakpoint
ALTER TABLE "enrichment_cache" ADD CONSTRAINT "enrichment_cache_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrichment_cache" ADD CONSTRAINT "enrichment_cache_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enrichment_cache_org_idx" ON "enrichment_cache" USING btree ("org_id");