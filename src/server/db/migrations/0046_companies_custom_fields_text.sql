-- Hand-written, and deliberately not in the Drizzle schema (whole-row reads and the API never carry it): the
-- custom field values as JSON text, kept by PostgreSQL itself. Cards and list rows send every value as text, and
-- writing jsonb out as text was half of the every-field board's statement (0.8 of 1.8 ms for 210 cards, issue 47);
-- reading a stored copy costs what reading any text column costs. Backups leave generated columns out.
ALTER TABLE "companies" ADD COLUMN "custom_fields_text" text GENERATED ALWAYS AS ("custom_fields"::text) STORED;
