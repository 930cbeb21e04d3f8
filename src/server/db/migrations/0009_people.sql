CREATE TABLE "company_founders" (
	"company_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_founders_company_id_person_id_pk" PRIMARY KEY("company_id","person_id")
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"date" date NOT NULL,
	"purpose" text NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"org_id" uuid NOT NULL,
	"name" text NOT NULL,
	"company_name" text,
	"title" text,
	"email" text,
	"phone" text,
	"linkedin" text,
	"website" text,
	"person_type" text,
	"sector_focus" text,
	"stage" text,
	"value" text,
	"check_size_range" text,
	"city" text,
	"last_meeting" date,
	"poc_id" uuid,
	"address" text,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "people_value_check" CHECK ("people"."value" in ('High','Medium','Low'))
);
--> statement-breakpoint
ALTER TABLE "company_founders" ADD CONSTRAINT "company_founders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_founders" ADD CONSTRAINT "company_founders_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_poc_id_pocs_id_fk" FOREIGN KEY ("poc_id") REFERENCES "public"."pocs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_founders_person_idx" ON "company_founders" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "meetings_person_date_idx" ON "meetings" USING btree ("person_id","date","id");--> statement-breakpoint
CREATE INDEX "people_org_name_idx" ON "people" USING btree ("org_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "people_org_value_idx" ON "people" USING btree ("org_id","value");--> statement-breakpoint
CREATE INDEX "people_poc_idx" ON "people" USING btree ("poc_id");