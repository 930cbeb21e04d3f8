import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { importEntities, importStatuses } from "../../../shared/constants/imports";
import { user } from "./auth";
import { members, organizations } from "./organizations";
import { valueList } from "./value-list";

export type ImportOptionsRow = {
  mapping: Record<string, string | null>;
  mode: "create" | "update" | "upsert";
  blankCells: "keep" | "clear";
  createMissingRelations: boolean;
  valueMapping?: Record<string, Record<string, string>>;
};
export type ImportErrorRow = { row: number; column: string; message: string };

/**
 * An uploaded spreadsheet and its import job in one row (decision 026): the file stays in storage
 * and is parsed again, streamed, by every dry run and by the commit. A commit sets status
 * `running` with no lock; a worker claims it with FOR UPDATE SKIP LOCKED (like deck analyses).
 */
export const imports = pgTable(
  "imports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: uuid("org_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    memberId: uuid("member_id").references(() => members.id, { onDelete: "set null" }),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    actorName: text("actor_name").notNull(),
    entity: text("entity").notNull(),
    fileName: text("file_name").notNull(),
    storageKey: text("storage_key").notNull(),
    format: text("format", { enum: ["csv", "xlsx"] }).notNull(),
    encoding: text("encoding").notNull().default("utf-8"),
    delimiter: text("delimiter").notNull().default(","),
    headers: jsonb("headers").$type<string[]>().notNull(),
    rowCount: integer("row_count").notNull(),
    status: text("status").notNull().default("uploaded"),
    /** The options of the last dry run; the commit runs with them. */
    options: jsonb("options").$type<ImportOptionsRow>(),
    /** The last dry run's (or the failed commit's) errors. */
    errors: jsonb("errors")
      .$type<ImportErrorRow[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    error: text("error"),
    processed: integer("processed").notNull().default(0),
    created: integer("created").notNull().default(0),
    updated: integer("updated").notNull().default(0),
    unchanged: integer("unchanged").notNull().default(0),
    skipped: integer("skipped").notNull().default(0),
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    lockedBy: text("locked_by"),
    attempts: integer("attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    undoneAt: timestamp("undone_at", { withTimezone: true }),
    version: integer("version").notNull().default(1),
  },
  (t) => [
    index("imports_org_created_idx").on(t.orgId, t.createdAt),
    index("imports_pending_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'running'`),
    check("imports_entity_check", sql`${t.entity} in (${valueList(importEntities)})`),
    check("imports_status_check", sql`${t.status} in (${valueList(importStatuses)})`),
  ],
);

/** What a committed import did to one record: undo deletes what it created and puts back what it changed. */
export const importRecords = pgTable(
  "import_records",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    importId: uuid("import_id")
      .notNull()
      .references(() => imports.id, { onDelete: "cascade" }),
    row: integer("row").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: uuid("entity_id").notNull(),
    label: text("label").notNull(),
    action: text("action", { enum: ["created", "updated"] }).notNull(),
    /** Updated records: the changed fields' values before the import. */
    before: jsonb("before").$type<Record<string, unknown>>(),
    /** The record's version right after the import: another version means someone changed it since. */
    versionAfter: integer("version_after").notNull(),
  },
  (t) => [index("import_records_import_idx").on(t.importId, t.row)],
);
