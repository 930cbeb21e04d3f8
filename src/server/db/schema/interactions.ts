import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, jsonb } from "drizzle-orm/pg-core";
import { captureShares, interactionKinds } from "../../../shared/constants/interactions";
import { companies } from "./companies";
import { members, organizations } from "./organizations";
import { people } from "./people";
import { valueList } from "./value-list";

/** Each member's capture address (log+<token>@INBOUND_DOMAIN) and privacy choice (decision 027). */
export const captureSettings = pgTable(
  "capture_settings",
  {
    memberId: uuid("member_id")
      .primaryKey()
      .references(() => members.id, { onDelete: "cascade" }),
    orgId: uuid("org_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    token: text("token").notNull().unique(),
    /** What the rest of the organisation sees of this member's captured e-mails. */
    share: text("share").notNull().default("subject"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("capture_settings_share_check", sql`${t.share} in (${valueList(captureShares)})`)],
);

export type InteractionParticipant = { email: string; name: string | null; personId: string | null; companyId: string | null };

/** A captured e-mail or calendar invitation (issue 45), linked to every matched person and company. */
export const interactions = pgTable(
  "interactions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: uuid("org_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** The message's Message-ID (or the invitation's UID): the same mail twice is one interaction. */
    messageId: text("message_id").notNull(),
    subject: text("subject").notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    participants: jsonb("participants").$type<InteractionParticipant[]>().notNull(),
    /** The first 2,000 characters of the plain text (HTML is reduced to text, never stored). */
    excerpt: text("excerpt").notNull().default(""),
    capturedByMemberId: uuid("captured_by_member_id").references(() => members.id, { onDelete: "set null" }),
    capturedByName: text("captured_by_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("interactions_org_message_idx").on(t.orgId, t.kind, t.messageId),
    check("interactions_kind_check", sql`${t.kind} in (${valueList(interactionKinds)})`),
  ],
);

export const interactionPeople = pgTable(
  "interaction_people",
  {
    interactionId: uuid("interaction_id")
      .notNull()
      .references(() => interactions.id, { onDelete: "cascade" }),
    personId: uuid("person_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.interactionId, t.personId] }), index("interaction_people_person_idx").on(t.personId, t.occurredAt)],
);

export const interactionCompanies = pgTable(
  "interaction_companies",
  {
    interactionId: uuid("interaction_id")
      .notNull()
      .references(() => interactions.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.interactionId, t.companyId] }),
    index("interaction_companies_company_idx").on(t.companyId, t.occurredAt),
  ],
);
