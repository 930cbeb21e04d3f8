import { createRoute } from "@hono/zod-openapi";
import { uuidParam } from "@shared/schemas/common";
import {
  lpBoardCreateSchema,
  lpBoardDetailSchema,
  lpBoardListSchema,
  lpBoardUpdateSchema,
  lpCrmRowCreateSchema,
  lpCrmRowListQuery,
  lpCrmRowListSchema,
  lpCrmRowSchema,
  lpCrmRowUpdateSchema,
  lpSubboardCreateSchema,
  lpSubboardSchema,
  lpSubboardUpdateSchema,
  subboardParams,
} from "@shared/schemas/lps";
import type { Deps } from "../../deps";
import { createOrgCache, sendCached } from "../../lib/org-cache";
import { conflictResponse, createRouter, errorResponses, jsonBody, jsonContent } from "../../lib/router";
import {
  createBoard,
  createSubboard,
  deleteBoard,
  deleteSubboard,
  getBoard,
  listBoards,
  renameBoard,
  updateSubboard,
} from "./lp-boards.service";
import { createRow, deleteRow, getRow, listRows, updateRow } from "./lp-crm-rows.service";

const tags = ["LP CRM"];
const board = jsonContent(lpBoardDetailSchema, "Board with its subboards");
const subboard = jsonContent(lpSubboardSchema, "Subboard");
const row = jsonContent(lpCrmRowSchema, "Row");
const stale = conflictResponse("Changed by someone else");
const deleted = { 204: { description: "Deleted" } };

/** Boards and rows are kept per organisation until its LP data version moves (migration 0016). */
export function lpCrmRoutes({ db, env }: Deps) {
  const cached = createOrgCache(db, { follows: "lps", maxBytes: env.PIPELINE_CACHE_MB * 1024 * 1024 });
  return createRouter()
    .openapi(
      createRoute({
        method: "get",
        path: "/lp-boards",
        tags,
        summary: "The organisation's LP CRM boards, oldest first",
        responses: { 200: jsonContent(lpBoardListSchema, "Boards"), ...errorResponses },
      }),
      async (c) => sendCached(c, cached, c.get("caller").orgId, "boards", () => listBoards(db, c.get("caller"))),
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/lp-boards/{id}",
        tags,
        summary: "One board with its subboards in order",
        request: { params: uuidParam },
        responses: { 200: board, ...errorResponses },
      }),
      async (c) => {
        const id = c.req.valid("param").id;
        return sendCached(c, cached, c.get("caller").orgId, `board ${id}`, () => getBoard(db, c.get("caller"), id));
      },
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/lp-boards",
        tags,
        summary: "Create a board with the subboards Stage A, Stage B and Stage C",
        request: { body: jsonBody(lpBoardCreateSchema) },
        responses: { 201: board, ...errorResponses },
      }),
      async (c) => c.json(await createBoard(db, c.get("caller"), c.req.valid("json").name), 201),
    )
    .openapi(
      createRoute({
        method: "patch",
        path: "/lp-boards/{id}",
        tags,
        summary: "Rename a board (send the version you saw)",
        request: { params: uuidParam, body: jsonBody(lpBoardUpdateSchema) },
        responses: { 200: board, ...errorResponses, ...stale },
      }),
      async (c) => c.json(await renameBoard(db, c.get("caller"), c.req.valid("param").id, c.req.valid("json")), 200),
    )
    .openapi(
      createRoute({
        method: "delete",
        path: "/lp-boards/{id}",
        tags,
        summary: "Delete a board with its subboards and rows",
        request: { params: uuidParam },
        responses: { ...deleted, ...errorResponses },
      }),
      async (c) => {
        await deleteBoard(db, c.get("caller"), c.req.valid("param").id);
        return c.body(null, 204);
      },
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/lp-boards/{id}/subboards",
        tags,
        summary: "Add a subboard (colour defaults to #ffffff) at the end of the board",
        request: { params: uuidParam, body: jsonBody(lpSubboardCreateSchema) },
        responses: { 201: subboard, ...errorResponses },
      }),
      async (c) => c.json(await createSubboard(db, c.get("caller"), c.req.valid("param").id, c.req.valid("json")), 201),
    )
    .openapi(
      createRoute({
        method: "patch",
        path: "/lp-boards/{id}/subboards/{subboardId}",
        tags,
        summary: "Rename or recolour a subboard (send the version you saw)",
        request: { params: subboardParams, body: jsonBody(lpSubboardUpdateSchema) },
        responses: { 200: subboard, ...errorResponses, ...stale },
      }),
      async (c) => {
        const { id, subboardId } = c.req.valid("param");
        return c.json(await updateSubboard(db, c.get("caller"), id, subboardId, c.req.valid("json")), 200);
      },
    )
    .openapi(
      createRoute({
        method: "delete",
        path: "/lp-boards/{id}/subboards/{subboardId}",
        tags,
        summary: "Delete a subboard with its rows",
        request: { params: subboardParams },
        responses: { ...deleted, ...errorResponses },
      }),
      async (c) => {
        const { id, subboardId } = c.req.valid("param");
        await deleteSubboard(db, c.get("caller"), id, subboardId);
        return c.body(null, 204);
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/lp-crm-rows",
        tags,
        summary: "Rows of a board (boardId) or subboard (subboardId) in lead order; q filters by lead; cursor pages",
        request: { query: lpCrmRowListQuery },
        responses: { 200: jsonContent(lpCrmRowListSchema, "A page of rows"), ...errorResponses },
      }),
      async (c) => {
        const q = c.req.valid("query");
        return sendCached(c, cached, c.get("caller").orgId, `rows ${JSON.stringify(q)}`, () => listRows(db, c.get("caller"), q));
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/lp-crm-rows/{id}",
        tags,
        summary: "One row",
        request: { params: uuidParam },
        responses: { 200: row, ...errorResponses },
      }),
      async (c) => c.json(await getRow(db, c.get("caller"), c.req.valid("param").id), 200),
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/lp-crm-rows",
        tags,
        summary: "Add a row to a subboard",
        request: { body: jsonBody(lpCrmRowCreateSchema) },
        responses: { 201: row, ...errorResponses },
      }),
      async (c) => c.json(await createRow(db, c.get("caller"), c.req.valid("json")), 201),
    )
    .openapi(
      createRoute({
        method: "patch",
        path: "/lp-crm-rows/{id}",
        tags,
        summary: "Edit cells or move the row to another subboard (subboardId); send the version you saw",
        request: { params: uuidParam, body: jsonBody(lpCrmRowUpdateSchema) },
        responses: { 200: row, ...errorResponses, ...stale },
      }),
      async (c) => c.json(await updateRow(db, c.get("caller"), c.req.valid("param").id, c.req.valid("json")), 200),
    )
    .openapi(
      createRoute({
        method: "delete",
        path: "/lp-crm-rows/{id}",
        tags,
        summary: "Delete a row",
        request: { params: uuidParam },
        responses: { ...deleted, ...errorResponses },
      }),
      async (c) => {
        await deleteRow(db, c.get("caller"), c.req.valid("param").id);
        return c.body(null, 204);
      },
    );
}
