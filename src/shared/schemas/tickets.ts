import { z } from "zod";
import { ticketEfforts, ticketPriorities, ticketStatuses, ticketStatusFilters, ticketTypes } from "../constants/tickets";
import { versionField } from "./settings";

const title = z
  .string({ message: "Title is required" })
  .trim()
  .min(1, "Title is required")
  .max(200, "Title must be at most 200 characters");
const description = z.string({ message: "Description must be text" }).max(10_000, "Description must be at most 10,000 characters");
const dueDate = z.iso.date({ message: "Due date must be a date (YYYY-MM-DD)" }).nullable();
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
  assigneeName: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdByName: z.string().nullable(),
  organizationName: z.string(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketCreateSchema = z.strictObject({
  title,
  description: description.default(""),
  status: z.enum(ticketStatuses).optional(),
  priority: z.enum(ticketPriorities).optional(),
  taskType: z.enum(ticketTypes).optional(),
  effortLevel: z.enum(ticketEfforts).optional(),
  dueDate: dueDate.optional(),
  /** Omitted: assigned to the creator. null: Unassigned. */
  assigneeId: assigneeId.optional(),
});

export const ticketUpdateSchema = z.strictObject({
  title: title.optional(),
  description: description.optional(),
  status: z.enum(ticketStatuses).optional(),
  priority: z.enum(ticketPriorities).optional(),
  taskType: z.enum(ticketTypes).optional(),
  effortLevel: z.enum(ticketEfforts).optional(),
  dueDate: dueDate.optional(),
  assigneeId: assigneeId.optional(),
  version: versionField,
});

export const ticketListQuery = z.object({
  status: z.enum(ticketStatusFilters).default("active"),
  priority: z.enum(["all", ...ticketPriorities]).default("all"),
  q: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  cursor: z.string().max(200).optional(),
});

export const ticketListSchema = z.object({
  items: z.array(ticketSchema),
  total: z.number().int(),
  /** All tickets of the organisation, whatever the filters ("N of M tickets"). */
  totalAll: z.number().int(),
  nextCursor: z.string().nullable(),
});
