import { z } from "zod";
import { mentionsField } from "./common";
import { versionField } from "./settings";

/** Spec part 2 §5: the input allows a few more characters so the message can show. */
export const NOTE_TITLE_MAX = 100;
export const NOTE_TITLE_INPUT_MAX = 110;
export const NOTE_CONTENT_MAX = 50_000;

const title = z
  .string({ message: "Note title is required." })
  .trim()
  .min(1, "Note title is required.")
  .max(NOTE_TITLE_MAX, "Title must be less than 100 characters.");
const content = z.string({ message: "Content must be text" }).max(NOTE_CONTENT_MAX, "Content must be less than 50000 characters.");

export const noteSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  title: z.string(),
  content: z.string(),
  authorName: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Note = z.infer<typeof noteSchema>;

/** The list leaves the content out (it can be 50,000 characters per note). */
export const noteSummarySchema = noteSchema.omit({ content: true }).extend({ excerpt: z.string() });
export type NoteSummary = z.infer<typeof noteSummarySchema>;

/** `mentions`: members mentioned with @ in the content; a member is notified once per note. */
export const noteCreateSchema = z.strictObject({ title, content: content.default(""), mentions: mentionsField });
export const noteUpdateSchema = z.strictObject({
  title: title.optional(),
  content: content.optional(),
  mentions: mentionsField,
  version: versionField,
});

export const noteParams = z.object({ id: z.uuid({ message: "Invalid id" }), noteId: z.uuid({ message: "Invalid note id" }) });

export const noteListQuery = z.object({
  q: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  cursor: z.string().max(20).optional(),
});
export const noteListSchema = z.object({ items: z.array(noteSummarySchema), total: z.number().int(), nextCursor: z.string().nullable() });
