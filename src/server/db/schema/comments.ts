import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companies } from "./companies";
import { members, organizations } from "./organizations";

/** Comments and reminders on a company (spec part 1, Comments and Reminders dialog). */
export const commentsReminders = pgTable(
  "comments_reminders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: uuid("org_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** Null once the author left the organisation (shown as "User"). */
    authorMemberId: uuid("author_member_id").references(() => members.id, { onDelete: "set null" }),
    kind: text("kind", { enum: ["comment", "reminder"] }).notNull(),
    text: text("text").notNull(),
    dueDate: date("due_date", { mode: "string" }),
    done: boolean("done").notNull().default(false),
    doneAt: timestamp("done_at", { withTimezone: true }),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The dialog's order (active first, then earliest due date with dated before undated, then
    // newest; comments have no due date) per company or author: a page is read in index order,
    // never sorted, and the counts per kind and status come from the index alone.
    // They lead with company/author so that deleting a company or member also uses them.
    index("comments_company_list_idx").on(
      t.companyId,
      t.orgId,
      t.kind,
      t.done,
      t.dueDate.asc().nullsLast(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("comments_author_list_idx").on(
      t.authorMemberId,
      t.orgId,
      t.kind,
      t.done,
      t.dueDate.asc().nullsLast(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The dashboard's "my open reminders", soonest first.
    index("comments_my_open_reminders_idx")
      .on(t.authorMemberId, t.dueDate)
      .where(sql`${t.kind} = 'reminder' and not ${t.done}`),
    // The one search's body text (decision 018).
    index("comments_text_trgm_idx").using("gin", t.text.op("gin_trgm_ops")),
    // Its newest-first order: a common word stops after a page instead of sorting every match.
    index("comments_org_created_idx").on(t.orgId, t.createdAt.desc()),
    check("comments_kind_check", sql`${t.kind} in ('comment','reminder')`),
    check("comments_due_reminder_check", sql`${t.dueDate} is null or ${t.kind} = 'reminder'`),
  ],
);

/** Markdown notes on a company (stored in the database, not as files). */
export const notes = pgTable(
  "notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: uuid("org_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    authorMemberId: uuid("author_member_id").references(() => members.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    content: text("content").notNull().default(""),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list's order (last edited, then id): a search page stops after its rows instead of sorting every match.
    index("notes_company_idx").on(t.companyId, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("notes_title_trgm_idx").using("gin", t.title.op("gin_trgm_ops")),
    index("notes_content_trgm_idx").using("gin", t.content.op("gin_trgm_ops")),
    index("notes_org_updated_idx").on(t.orgId, t.updatedAt.desc()),
    check("notes_title_length", sql`char_length(${t.title}) between 1 and 100`),
    check("notes_content_length", sql`char_length(${t.content}) <= 50000`),
  ],
);
