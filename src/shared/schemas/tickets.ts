import { z } from "zod";
import {
  ticketEfforts,
  ticketPriorities,
  ticketPriorityFilters,
  ticketStatuses,
  ticketStatusFilters,
  ticketTypes,
} from "../constants/tickets";
import { calendarDate, cursorParam } from "./common";
import { versionField } from "./settings";

const title = z
  .string({ message: "Title is required" })
  .trim()
  .min(1, "Title is required")
  .max(200, "Title must be at most 200 characters");
const description = z.string({ message: "Description must be text" }).max(10_000, "Description must be at most 10,000 characters");
const dueDate = calendarDate("Due date must be a date (YYYY-MM-DD)").nullable();
const assigneeId = z.string().min(1).max(100).nullable();

export const ticketSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  status: z.enum(ticketStatuses),
  priority: z.enum(ticketPriorities),
  taskType: z.enum(ticketTypes),
  effortLevel: z.enum(ticketEfforts),
  dueDate: z.string().nullable(),
  assigneeId: z.string().nullable(),
  createdBy: z.string().nullable(),
  organizationName: z.string(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Ticket = z.infer<typeof ticketSchema>;

const ticketFields = z.strictObject({
  title,
  description,
  status: z.enum(ticketStatuses),
  priority: z.enum(ticketPriorities),
  taskType: z.enum(ticketTypes),
  effortLevel: z.enum(ticketEfforts),
  dueDate,
  /** null: Unassigned. */
  assigneeId,
});

/** An empty assignee on create (omitted or ""): assigned to the creator (spec part 1 §5); null: Unassigned (§6). */
export const ticketCreateSchema = ticketFields
  .partial()
  .extend({ title, description: description.default(""), assigneeId: z.string().max(100).nullable().optional() });
export type TicketInput = z.input<typeof ticketCreateSchema>;

export const ticketUpdateSchema = ticketFields.partial().extend({ version: versionField });
export type TicketChanges = Omit<z.input<typeof ticketUpdateSchema>, "version">;

export const ticketListQuery = z.object({
  status: z.enum(ticketStatusFilters).default("active"),
  priority: z.enum(ticketPriorityFilters).default("all"),
  q: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  cursor: cursorParam,
});

export type TicketFilters = Pick<z.output<typeof ticketListQuery>, "status" | "priority">;

export const ticketListSchema = z.object({
  items: z.array(ticketSchema),
  total: z.number().int(),
  /** All tickets of the organisation, whatever the filters ("N of M tickets"). */
  totalAll: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type TicketPage = z.infer<typeof ticketListSchema>;
