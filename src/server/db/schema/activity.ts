import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { organizations } from "./organizations";

/** What changed in one field of an update: the value before and after. */
export type FieldChange = { from: unknown; to: unknown };

/**
 * One entry per change, written in the same transaction as the change itself (see
 * lib/changes). The id is a growing number: it is the Server-Sent Event id, so a client
 * resumes with "everything after N". Names and labels are copied, so the history reads
 * the same after a member leaves or a record is deleted.
 */
export const activityLog = pgTable(
  "activity_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    orgId: uuid("org_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    actorUserId: text("actor_user_id"),
    actorMemberId: uuid("actor_member_id"),
    actorName: text("actor_name").notNull(),
    /** The API token the change was made with (none for a browser session). */
    actorTokenId: uuid("actor_token_id"),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    entityLabel: text("entity_label").notNull().default(""),
    /** The record this one belongs to (a document's company), so its timeline shows it too. */
    parentType: text("parent_type"),
    parentId: text("parent_id"),
    action: text("action").notNull(),
    /** Updates only: the changed fields, { field: { from, to } }. */
    changes: jsonb("changes").$type<Record<string, FieldChange>>(),
    ip: text("ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("activity_org_created_idx").on(t.orgId, t.createdAt.desc(), t.id.desc()),
    index("activity_org_entity_idx").on(t.orgId, t.entityType, t.entityId, t.id.desc()),
    index("activity_org_parent_idx").on(t.orgId, t.parentType, t.parentId, t.id.desc()),
    index("activity_org_actor_idx").on(t.orgId, t.actorUserId, t.id.desc()),
  ],
);
