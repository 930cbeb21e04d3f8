import { z } from "zod";

/** Every kind of record the one search covers, as the `types` parameter spells them. */
export const searchTypes = ["company", "person", "lp", "lpRow", "ticket", "note", "comment", "document"] as const;
export type SearchType = (typeof searchTypes)[number];

const typeList = z
  .string()
  .max(200)
  .refine((s) => s.split(",").every((t) => (searchTypes as readonly string[]).includes(t.trim())), {
    message: `Types must be a comma-separated list of ${searchTypes.join(", ")}`,
  });

/** GET /api/v1/search: `limit` is per type (the palette shows each type as a group). */
export const searchQuery = z.object({
  q: z.string().max(200, "Search text must be at most 200 characters").default(""),
  types: typeList.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(5),
});
export type SearchQuery = z.infer<typeof searchQuery>;

export const searchResultSchema = z.object({
  type: z.enum(searchTypes),
  id: z.uuid(),
  title: z.string(),
  subtitle: z.string().nullable(),
  /** The record's own address in the app (company panel, person, LP, ticket, note in its company's Notes tab, ...). */
  url: z.string(),
  /** For a match in body text (notes, comments, deck analyses, ticket descriptions): the words around it. */
  highlight: z.string().nullable(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchResponseSchema = z.object({ items: z.array(searchResultSchema) });
export type SearchResponse = z.infer<typeof searchResponseSchema>;
