import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { organizations } from "./organizations";
import { ticketEfforts, ticketPriorities, ticketStatuses, ticketTypes } from "../../../shared/constants/tickets";
import { valueList } from "./value-list";

/** Internal development requests (the Development Board). */
export const tickets = pgTable(
  "tickets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: uuid("org_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    status: text("status").notNull().default("Not started"),
    priority: text("priority").notNull().default("Medium"),
    taskType: text("task_type").notNull().default("Feature request"),
    effortLevel: text("effort_level").notNull().default("M"),
    dueDate: date("due_date", { mode: "string" }),
    assigneeId: text("assignee_id").references(() => user.id, { onDelete: "set null" }),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // `.nullsFirst()`: drizzle writes a bare `.desc()` as DESC NULLS LAST, which `order by created_at desc`
    // (NULLS FIRST) cannot read in order even on a NOT NULL column, so the list sorted every ticket.
    index("tickets_org_created_idx").on(t.orgId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("tickets_title_trgm_idx").using("gin", t.title.op("gin_trgm_ops")),
    check("tickets_status_check", sql`${t.status} in (${valueList(ticketStatuses)})`),
    check("tickets_priority_check", sql`${t.priority} in (${valueList(ticketPriorities)})`),
    check("tickets_type_check", sql`${t.taskType} in (${valueList(ticketTypes)})`),
    check("tickets_effort_check", sql`${t.effortLevel} in (${valueList(ticketEfforts)})`),
  ],
);
