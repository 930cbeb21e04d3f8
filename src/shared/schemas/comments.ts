import { z } from "zod";
import { earliestToday } from "../comment-labels";
import { calendarDate, mentionsField } from "./common";
import { versionField } from "./settings";

export const commentKinds = ["comment", "reminder"] as const;
export type CommentKind = (typeof commentKinds)[number];

const text = z.string({ message: "Text is required" }).trim().min(1, "Text is required").max(5000, "Text must be at most 5,000 characters");

/**
 * A due date may not be in the past. The server does not know the user's time zone, so it
 * accepts any date that is still "today" somewhere (UTC-12); the form also checks the
 * user's own today (decision 010).
 */
const dueDate = calendarDate("Due date must be a date (YYYY-MM-DD)")
  .refine((d) => d >= earliestToday(), "Due date cannot be earlier than today")
  .nullable();

export const commentSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  companyName: z.string(),
  kind: z.enum(commentKinds),
  text: z.string(),
  dueDate: z.string().nullable(),
  done: z.boolean(),
  doneAt: z.string().nullable(),
  authorMemberId: z.string().nullable(),
  /** The author's display name; null once the author is gone (shown as "User"). */
  authorName: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;

export const commentCreateSchema = z.strictObject({
  kind: z.enum(commentKinds).default("comment"),
  companyId: z.uuid({ message: "Choose a company" }),
  text,
  dueDate: dueDate.optional(),
  /** Members mentioned with @ (stored as references; each is notified). */
  mentions: mentionsField,
});
export type CommentInput = z.input<typeof commentCreateSchema>;

export const commentUpdateSchema = z.strictObject({
  text: text.optional(),
  done: z.boolean().optional(),
  dueDate: dueDate.optional(),
  version: versionField,
});

export const commentSorts = ["newest", "oldest"] as const;
export const commentListQuery = z.object({
  kind: z.enum(commentKinds).default("comment"),
  companyId: z.uuid({ message: "Invalid company id" }).optional(),
  /** Only my items (the dashboard: everything I wrote, across companies). */
  mine: z.enum(["true", "false"]).default("false"),
  status: z.enum(["all", "active", "done"]).default("all"),
  due: z.enum(["all", "overdue", "upcoming"]).default("all"),
  /** The user's calendar date, for Overdue and Upcoming (defaults to the server's UTC date). */
  today: calendarDate().optional(),
  q: z.string().max(200).optional(),
  sort: z.enum(commentSorts).default("newest"),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  cursor: z.string().max(20).optional(),
});

export const commentListSchema = z.object({
  items: z.array(commentSchema),
  total: z.number().int(),
  /** Items of each kind in the same scope (company or mine), for the tab badges. */
  counts: z.object({ comment: z.number().int(), reminder: z.number().int() }),
  nextCursor: z.string().nullable(),
});
export type CommentPage = z.infer<typeof commentListSchema>;
