import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import type { ExportEntity } from "@shared/import-export/columns";
import { errorResponses } from "../router";
import type { ExportSource } from "./export-source";
import { exportBody, exportFormats, exportMime, type ExportFormat } from "./export-writer";

/** The format parameter an export adds to its list's own query (search, filters, sort; `listPage` left out). */
export const exportFormat = { format: z.enum(exportFormats, { message: "Format must be csv or xlsx" }).default("csv") };
/** The list query's page parameters, which an export has no use for. */
export const listPage = { limit: true, cursor: true } as const;

const fileResponse = {
  200: {
    description: "Every row the filters select, streamed as a CSV or xlsx file",
    content: {
      "text/csv": { schema: { type: "string" as const } },
      [exportMime.xlsx]: { schema: { type: "string" as const, format: "binary" } },
    },
  },
  ...errorResponses,
};

/** The route of one list's export (a read: every member, viewers too). */
export const exportRoute = <Q extends z.ZodObject>(path: string, query: Q, what: string) =>
  createRoute({
    method: "get",
    path,
    tags: ["Import and export"],
    summary: `${what} as CSV or Excel: every row the list's filters select (not a page), streamed; headers the importer maps back`,
    request: { query },
    responses: fileResponse,
  });

const fileNames: Record<ExportEntity, string> = {
  companies: "companies",
  people: "people",
  lps: "lps",
  equityInvestments: "equity-investments",
};
const sheetNames: Record<ExportEntity, string> = {
  companies: "Companies",
  people: "People",
  lps: "LPs",
  equityInvestments: "Equity investments",
};

/** The streamed file, as an attachment named after the entity and the day. */
export function sendExport(source: ExportSource, format: ExportFormat, entity: ExportEntity) {
  const name = `${fileNames[entity]}-${new Date().toISOString().slice(0, 10)}.${format}`;
  return new Response(exportBody(source, format, sheetNames[entity]), {
    status: 200,
    headers: {
      "Content-Type": exportMime[format],
      "Content-Disposition": `attachment; filename="${name}"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
}
