ALTER TABLE "documents" DROP CONSTRAINT "documents_tracker_check";--> statement-breakpoint
ALTER TABLE "documents" ALTER COLUMN "company_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "person_id" uuid;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_person_idx" ON "documents" USING btree ("person_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_owner_check" CHECK (num_nonnulls("documents"."company_id", "documents"."person_id") = 1);--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_tracker_check" CHECK ("documents"."tracker_document" is null or ("documents"."tracker_document" in ('Income Statement','Balance Sheet','Cash Flow Statement','Latest Company/Investor Deck','Quarterly Update (Writeup)') and "documents"."quarter" is not null and "documents"."company_id" is not null));