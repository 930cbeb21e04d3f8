import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { DeckAnalysis } from "../../../shared/schemas/deck-analysis";
import { companies } from "./companies";
import { documents } from "./documents";
import { organizations } from "./organizations";

/**
 * A PDF deck's analysis and its background job in one row (decision 015): one row per document,
 * re-running resets it. Workers claim queued rows (and running rows whose lock went stale)
 * with FOR UPDATE SKIP LOCKED, so several server processes share the work and a crash loses none.
 */
export const deckAnalyses = pgTable(
  "deck_analyses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: uuid("org_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    documentId: uuid("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["queued", "running", "done", "failed"] })
      .notNull()
      .default("queued"),
    /** "builtin" or "llm" (the provider that produced the result or the failure). */
    provider: text("provider"),
    result: jsonb("result").$type<DeckAnalysis>(),
    error: text("error"),
    pageCount: integer("page_count"),
    attempts: integer("attempts").notNull().default(0),
    runAfter: timestamp("run_after", { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    lockedBy: text("locked_by"),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    durationMs: integer("duration_ms"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    version: integer("version").notNull().default(1),
  },
  (t) => [
    uniqueIndex("deck_analyses_document_uidx").on(t.documentId),
    index("deck_analyses_company_idx").on(t.companyId),
    // The workers' claim query reads only unfinished rows.
    index("deck_analyses_pending_idx")
      .on(t.runAfter)
      .where(sql`${t.status} in ('queued','running')`),
    check("deck_analyses_status_check", sql`${t.status} in ('queued','running','done','failed')`),
    check("deck_analyses_result_check", sql`(${t.status} = 'done') = (${t.result} is not null)`),
  ],
);
