import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { organizations } from "./organizations";
import { roles } from "../../../shared/constants/roles";
import { valueList } from "./value-list";

/** Pending e-mail invitations; only the SHA-256 of the token is stored. */
export const invitations = pgTable(
  "invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: uuid("org_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role", { enum: roles }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: text("invited_by").references(() => user.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("invitations_org_idx").on(t.orgId),
    // One pending invitation per address and organisation, whatever the timing of the requests.
    uniqueIndex("invitations_pending_email_idx")
      .on(t.orgId, t.email)
      .where(sql`${t.acceptedAt} is null`),
    check("invitations_role_check", sql`${t.role} in (${valueList(roles)})`),
  ],
);
