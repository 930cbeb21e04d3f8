-- Issue 41 / decision 018: the search's exact and prefix tiers are ranges of these indexes (byte order,
-- so `lower(name) collate "C" like 'mar%'` is an index range whatever the database's collation), and
-- they come in that order: a common term is answered after reading `limit` index entries per type.
CREATE INDEX IF NOT EXISTS "companies_org_name_c_idx" ON "companies" ("org_id", (lower("name") COLLATE "C"));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "people_org_name_c_idx" ON "people" ("org_id", (lower("name") COLLATE "C"));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "lps_org_name_c_idx" ON "lps" ("org_id", (lower("entity_name") COLLATE "C"));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "lp_crm_rows_org_lead_c_idx" ON "lp_crm_rows" ("org_id", (lower("lead") COLLATE "C"));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "notes_org_title_c_idx" ON "notes" ("org_id", (lower("title") COLLATE "C"));
