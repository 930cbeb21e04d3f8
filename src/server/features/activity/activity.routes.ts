import { createRoute } from "@hono/zod-openapi";
import { stream } from "hono/streaming";
import { activityPageSchema, auditLogQuery, timelineQuery } from "@shared/schemas/activity";
import { uuidParam } from "@shared/schemas/common";
import { adminOnly } from "../../auth/session";
import { companies } from "../../db/schema";
import type { Deps } from "../../deps";
import { notFound } from "../../lib/errors";
import { sendJsonText } from "../../lib/json-text";
import { createRouter, errorResponses, jsonContent } from "../../lib/router";
import { CSV_HEADER, csvLine } from "./activity-csv";
import { auditLog, entityTimeline } from "./activity.service";

const tags = ["Activity"];
const EXPORT_MAX_ROWS = 100_000;

const timelineRoute = createRoute({
  method: "get",
  path: "/companies/{id}/activity",
  tags,
  summary: "A company's history (its fields, stage moves, POCs, logo and documents), newest first; every role",
  request: { params: uuidParam, query: timelineQuery },
  responses: { 200: jsonContent(activityPageSchema, "A page of entries"), ...errorResponses },
});

const auditRoute = createRoute({
  method: "get",
  path: "/activity",
  tags,
  summary: "Audit log of the organisation (every change and sign-in, with IP address), newest first; owners and admins",
  ...adminOnly,
  request: { query: auditLogQuery },
  responses: { 200: jsonContent(activityPageSchema, "A page of entries"), ...errorResponses },
});

const exportRoute = createRoute({
  method: "get",
  path: "/activity/export",
  tags,
  summary: "The filtered audit log as CSV (newest first, at most 100,000 rows); owners and admins",
  ...adminOnly,
  request: { query: auditLogQuery.omit({ limit: true, cursor: true }) },
  responses: { 200: { description: "CSV file", content: { "text/csv": { schema: { type: "string" } } } }, ...errorResponses },
});

export function activityRoutes(deps: Deps) {
  const { db } = deps;
  return createRouter()
    .openapi(timelineRoute, async (c) => {
      const { id } = c.req.valid("param");
      const page = await entityTimeline(
        db,
        deps.changeIds,
        c.get("caller"),
        { type: "company", id, table: companies },
        c.req.valid("query"),
      );
      if (!page) throw notFound("Company");
      return sendJsonText(c, page) as never; // `changes` holds unknown values, which the typed JSON response cannot name
    })
    .openapi(auditRoute, async (c) => c.json(await auditLog(db, deps.changeIds, c.get("caller"), c.req.valid("query")), 200))
    .openapi(exportRoute, async (c) => {
      const caller = c.get("caller");
      const filters = c.req.valid("query");
      c.header("Content-Type", "text/csv; charset=utf-8");
      c.header("Content-Disposition", `attachment; filename="audit-log-${new Date().toISOString().slice(0, 10)}.csv"`);
      c.header("X-Content-Type-Options", "nosniff");
      // Streamed page by page, so a long history never sits in memory at once.
      return stream(c, async (out) => {
        await out.write(`\ufeff${CSV_HEADER.join(",")}\r\n`);
        let cursor: string | undefined;
        for (let sent = 0; sent < EXPORT_MAX_ROWS;) {
          const page = await auditLog(db, deps.changeIds, caller, { ...filters, limit: 100, cursor });
          if (page.items.length) await out.write(page.items.map(csvLine).join("\r\n") + "\r\n");
          sent += page.items.length;
          if (!page.nextCursor) break;
          cursor = page.nextCursor;
        }
      }) as never;
    });
}
