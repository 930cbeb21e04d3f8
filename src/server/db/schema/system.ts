import { bigserial, boolean, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// Instance-wide values shared by every app process (e.g. the auth secret).
export const instanceSettings = pgTable("instance_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

// Rate-limited auth attempts (failed sign-ins, reset requests), keyed like
// "sign-in:ip:<addr>"; kept in the database so that several app processes share one limit.
export const authAttempts = pgTable(
  "auth_attempts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    key: text("key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // False while the attempt is in flight (reserved before the password check), true once it failed.
    settled: boolean("settled").notNull().default(false),
  },
  (t) => [index("auth_attempts_key_idx").on(t.key, t.createdAt)],
);

// E-mails written while no SMTP server is configured (shown at /dev/outbox).
export const devOutbox = pgTable("dev_outbox", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  html: text("html"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
