import { recordChange } from "./changes/record-change";
import { lockedRow, updateTracked } from "./changes/field-changes";
import { createRoute } from "@hono/zod-openapi";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { listOf, uuidParam } from "@shared/schemas/common";
import { namedItemSchema, type NamedItem } from "@shared/schemas/settings";
import { adminOnly } from "../auth/session";
import type { Db } from "../db/client";
import type { Deps } from "../deps";
import type { Caller } from "./context";
import { deleteInOrg, uniquely } from "./db-helpers";
import { conflictResponse, createRouter, errorResponses, jsonBody, jsonContent } from "./router";

type NamedTable = PgTable & { id: PgColumn; orgId: PgColumn; name: PgColumn; version: PgColumn; updatedAt: PgColumn; createdAt: PgColumn };
type Row = { id: string; name: string; version: number; createdAt: Date };

export type NamedListConfig = {
  table: NamedTable;
  path: string; // e.g. "/pocs"
  what: string; // e.g. "Point of contact"
  entityType: string; // in the activity log, e.g. "poc"
  tag: string;
  duplicateMessage: string;
  createSchema: z.ZodType<{ name: string }>;
  updateSchema: z.ZodType<{ name: string; version: number }>;
};

const toItem = (r: Row): NamedItem => ({ id: r.id, name: r.name, version: r.version, createdAt: r.createdAt.toISOString() });

/** Service for an organisation's list of names (POCs, subsectors): sorted by name, unique case-insensitively. */
export function namedListService(db: Db, cfg: NamedListConfig) {
  const t = cfg.table;
  return {
    async list(caller: Caller) {
      const rows = (await db
        .select()
        .from(t as PgTable)
        .where(eq(t.orgId, caller.orgId))
        .orderBy(asc(sql`lower(${t.name})`), asc(t.id))
        .limit(500)) as Row[];
      const [{ n }] = await db
        .select({ n: count() })
        .from(t as PgTable)
        .where(eq(t.orgId, caller.orgId));
      return { items: rows.map(toItem), total: n, nextCursor: null };
    },
    async create(caller: Caller, name: string) {
      const row = (await uniquely(
        db.transaction(async (tx) => {
          const [created] = (await tx
            .insert(t)
            .values({ orgId: caller.orgId, name } as never)
            .returning()) as Row[];
          await recordChange(tx, caller, { entityType: cfg.entityType, entityId: created.id, label: created.name, action: "created" });
          return created;
        }),
        cfg.duplicateMessage,
      )) as Row;
      return toItem(row);
    },
    async update(caller: Caller, id: string, body: { name: string; version: number }) {
      const write = db.transaction(async (tx) => {
        const key = { id, orgId: caller.orgId, version: body.version };
        const { after, changes } = await updateTracked(tx, t, key, { name: body.name }, cfg.what);
        await recordChange(tx, caller, {
          entityType: cfg.entityType,
          entityId: id,
          label: (after as Row).name,
          action: "updated",
          changes,
        });
        return after as Row;
      });
      return toItem(await uniquely(write, cfg.duplicateMessage));
    },
    remove: (caller: Caller, id: string) =>
      db.transaction(async (tx) => {
        const row = (await lockedRow(tx, t, id, caller.orgId, cfg.what)) as Row;
        await deleteInOrg(tx, t, id, caller.orgId, cfg.what);
        await recordChange(tx, caller, { entityType: cfg.entityType, entityId: id, label: row.name, action: "deleted" });
      }),
    async exists(orgId: string, id: string) {
      const [row] = await db
        .select({ id: t.id })
        .from(t as PgTable)
        .where(and(eq(t.id, id), eq(t.orgId, orgId)));
      return !!row;
    },
  };
}

/** List, create, rename and delete routes; writes need an owner or admin. */
export function namedListRoutes(deps: Deps, cfg: NamedListConfig) {
  const service = namedListService(deps.db, cfg);
  const tags = [cfg.tag];
  const item = jsonContent(namedItemSchema, cfg.what);
  const conflict = conflictResponse("Duplicate name or stale version");
  const byId = `${cfg.path}/{id}`;
  return createRouter()
    .openapi(
      createRoute({
        method: "get",
        path: cfg.path,
        tags,
        summary: `List (sorted by name)`,
        responses: { 200: jsonContent(listOf(namedItemSchema), "List"), ...errorResponses },
      }),
      async (c) => c.json(await service.list(c.get("caller")), 200),
    )
    .openapi(
      createRoute({
        method: "post",
        path: cfg.path,
        tags,
        summary: `Add`,
        ...adminOnly,
        request: { body: jsonBody(cfg.createSchema) },
        responses: { 201: item, ...errorResponses, ...conflict },
      }),
      async (c) => c.json(await service.create(c.get("caller"), c.req.valid("json").name), 201),
    )
    .openapi(
      createRoute({
        method: "patch",
        path: byId,
        tags,
        summary: `Rename`,
        ...adminOnly,
        request: { params: uuidParam, body: jsonBody(cfg.updateSchema) },
        responses: { 200: item, ...errorResponses, ...conflict },
      }),
      async (c) => c.json(await service.update(c.get("caller"), c.req.valid("param").id, c.req.valid("json")), 200),
    )
    .openapi(
      createRoute({
        method: "delete",
        path: byId,
        tags,
        summary: `Delete`,
        ...adminOnly,
        request: { params: uuidParam },
        responses: { 204: { description: "Deleted" }, ...errorResponses },
      }),
      async (c) => {
        await service.remove(c.get("caller"), c.req.valid("param").id);
        return c.body(null, 204);
      },
    );
}
