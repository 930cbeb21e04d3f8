import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { alertRuleKinds, notificationKinds } from "../../../shared/constants/notifications";
import { members, organizations } from "./organizations";
import { valueList } from "./value-list";

const orgId = () =>
  uuid("org_id")
    .notNull()
    .references(() => organizations.id, { onDelete: "cascade" });
const memberId = () =>
  uuid("member_id")
    .notNull()
    .references(() => members.id, { onDelete: "cascade" });

/** One member's inbox item (decision 019). */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: orgId(),
    memberId: memberId(),
    kind: text("kind").notNull(),
    /** The record it is about ("company", "person", "ticket", ...) and the app path that opens it. */
    entityType: text("entity_type").notNull(),
    entityId: uuid("entity_id").notNull(),
    link: text("link").notNull(),
    text: text("text").notNull(),
    /** Makes a notification appear once per situation: a second evaluation finds it and adds nothing. */
    dedupeKey: text("dedupe_key").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
    /** Set when a digest e-mail listed it, so the next digest does not list it again. */
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("notifications_member_dedupe_idx").on(t.memberId, t.dedupeKey),
    // The inbox, newest first: `order by created_at desc, id desc` means NULLS FIRST, and only an
    // index in that same order hands the page over without sorting the member's whole inbox. The
    // partial one serves the unread page and the unread count (migration notifications_inbox_index).
    index("notifications_member_newest_idx").on(t.memberId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("notifications_member_unread_newest_idx")
      .on(t.memberId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.readAt} is null`),
    check("notifications_kind_check", sql`${t.kind} in (${valueList(notificationKinds)})`),
  ],
);

/** Per-member preferences: digest hour in their own time zone, and in-app / e-mail per kind. */
export const notificationSettings = pgTable(
  "notification_settings",
  {
    memberId: uuid("member_id")
      .primaryKey()
      .references(() => members.id, { onDelete: "cascade" }),
    orgId: orgId(),
    digestHour: integer("digest_hour").notNull().default(8),
    timeZone: text("time_zone").notNull().default("UTC"),
    digestEnabled: boolean("digest_enabled").notNull().default(true),
    /** { [kind]: { inApp: boolean, email: boolean } }; a missing kind means both on. */
    kinds: jsonb("kinds").$type<Record<string, { inApp: boolean; email: boolean }>>().notNull().default({}),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("notification_settings_hour_check", sql`${t.digestHour} between 0 and 23`)],
);

/** An organisation's stale-relationship rules (Settings; owners and admins). */
export const alertRules = pgTable(
  "alert_rules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: orgId(),
    kind: text("kind").notNull(),
    /** company_in_stage: the pipeline stage; empty for contact_no_meeting. */
    stage: text("stage").notNull().default(""),
    days: integer("days").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("alert_rules_org_kind_stage_idx").on(t.orgId, t.kind, t.stage),
    check("alert_rules_kind_check", sql`${t.kind} in (${valueList(alertRuleKinds)})`),
    check("alert_rules_days_check", sql`${t.days} between 1 and 3650`),
  ],
);

/**
 * Due e-mail work, one row per member, kind and local day: the unique key is the idempotency key
 * (two processes or a re-run never queue the same digest twice) and workers claim rows with
 * FOR UPDATE SKIP LOCKED, like the deck-analysis queue.
 */
export const notificationDeliveries = pgTable(
  "notification_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: orgId(),
    memberId: memberId(),
    kind: text("kind").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    status: text("status", { enum: ["queued", "sending", "sent", "failed"] })
      .notNull()
      .default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("notification_deliveries_key_idx").on(t.memberId, t.kind, t.day),
    index("notification_deliveries_due_idx").on(t.status, t.createdAt),
    check("notification_deliveries_status_check", sql`${t.status} in ('queued','sending','sent','failed')`),
  ],
);

/** A member mentioned in a comment or note: a reference, not only text. */
export const mentions = pgTable(
  "mentions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: orgId(),
    memberId: memberId(),
    sourceType: text("source_type", { enum: ["comment", "note"] }).notNull(),
    sourceId: uuid("source_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("mentions_source_member_idx").on(t.sourceId, t.memberId), index("mentions_member_idx").on(t.memberId)],
);
