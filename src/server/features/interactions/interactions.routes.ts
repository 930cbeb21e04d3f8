import { createRoute, z } from "@hono/zod-openapi";
import { INBOUND_MAX_BYTES } from "@shared/constants/interactions";
import { uuidParam } from "@shared/schemas/common";
import {
  captureAddressSchema,
  captureSettingsSchema,
  interactionImportResultSchema,
  interactionListQuery,
  interactionListSchema,
} from "@shared/schemas/interactions";
import type { Deps } from "../../deps";
import { AppError, validationError } from "../../lib/errors";
import { createRouter, errorResponses, jsonBody, jsonContent, multipartBody } from "../../lib/router";
import { readFileField, uploadLimit } from "../../lib/upload";
import { captureMessage } from "./capture.service";
import {
  captureAddress,
  deleteInteraction,
  getCaptureShare,
  inboundDomainOf,
  interactionById,
  listInteractions,
  setCaptureShare,
} from "./interactions.service";
import { parseUpload } from "./parse-message";

const tags = ["Interactions"];
const importFields = z.object({
  personId: z.uuid({ message: "Invalid person" }).optional(),
  companyId: z.uuid({ message: "Invalid company" }).optional(),
});

const listRoute = (segment: "people" | "companies") =>
  createRoute({
    method: "get",
    path: `/${segment}/{id}/interactions`,
    tags,
    summary: `Captured e-mails and calendar invitations of a ${segment === "people" ? "person" : "company"}, newest first (paged; the text only when its capturer shares it)`,
    request: { params: uuidParam, query: interactionListQuery },
    responses: { 200: jsonContent(interactionListSchema, "Interactions"), ...errorResponses },
  });

export function interactionsRoutes(deps: Deps) {
  const { db } = deps;
  const domain = inboundDomainOf(deps.env);
  return createRouter()
    .openapi(
      createRoute({
        method: "get",
        path: "/me/capture-address",
        tags,
        summary: "Your capture address: BCC or forward e-mails and calendar invitations to it to log them",
        responses: { 200: jsonContent(captureAddressSchema, "The address"), ...errorResponses },
      }),
      async (c) => c.json(await captureAddress(db, c.get("caller"), domain), 200),
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/me/capture-settings",
        tags,
        summary: "What the organisation sees of the e-mails you capture (subject only or full text)",
        responses: { 200: jsonContent(captureSettingsSchema, "Settings"), ...errorResponses },
      }),
      async (c) => c.json(await getCaptureShare(db, c.get("caller")), 200),
    )
    .openapi(
      createRoute({
        method: "put",
        path: "/me/capture-settings",
        tags,
        summary: "Share captured e-mails with the organisation: subject only (default) or full text",
        request: { body: jsonBody(captureSettingsSchema) },
        responses: { 200: jsonContent(captureSettingsSchema, "Settings"), ...errorResponses },
      }),
      async (c) => c.json(await setCaptureShare(db, c.get("caller"), c.req.valid("json").share), 200),
    )
    .openapi(listRoute("people"), async (c) =>
      c.json(await listInteractions(db, c.get("caller"), { type: "person", id: c.req.valid("param").id }, c.req.valid("query")), 200),
    )
    .openapi(listRoute("companies"), async (c) =>
      c.json(await listInteractions(db, c.get("caller"), { type: "company", id: c.req.valid("param").id }, c.req.valid("query")), 200),
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/interactions/import",
        tags,
        summary:
          "Log an e-mail (.eml) or calendar invitation (.ics) by upload (multipart: file, optional personId / companyId it was dropped on); 25 MB at most",
        request: { body: multipartBody("The .eml or .ics file (field `file`), personId, companyId") },
        middleware: [uploadLimit(INBOUND_MAX_BYTES, "Message is too large (25 MB at most)")] as const,
        responses: {
          200: jsonContent(interactionImportResultSchema, "Already captured, cancelled, or nobody on it matched"),
          201: jsonContent(interactionImportResultSchema, "Captured"),
          ...errorResponses,
        },
      }),
      async (c) => {
        const file = await readFileField(c);
        if (!file) throw new AppError("bad_request", "Choose an .eml or .ics file", { file: "Choose an .eml or .ics file" });
        const body = await c.req.parseBody();
        const fields = importFields.safeParse({ personId: body.personId || undefined, companyId: body.companyId || undefined });
        if (!fields.success) throw validationError(fields.error);
        const message = await parseUpload(Buffer.from(await file.arrayBuffer()));
        if (!message)
          throw new AppError("bad_request", "This file is not an e-mail message (.eml) or a calendar invitation (.ics)", {
            file: "Not an .eml or .ics file",
          });
        const caller = c.get("caller");
        const outcome = await captureMessage(db, deps.storage, caller, message, domain, fields.data);
        const interaction =
          outcome.interactionId && outcome.status !== "cancelled" ? await interactionById(db, caller, outcome.interactionId) : null;
        const result = { interaction, duplicate: outcome.status === "duplicate", unknownParticipants: outcome.unknown };
        return outcome.status === "stored" ? c.json(result, 201) : c.json(result, 200);
      },
    )
    .openapi(
      createRoute({
        method: "delete",
        path: "/interactions/{id}",
        tags,
        summary: "Delete a captured interaction and the meetings it made (its capturer, owners and admins)",
        request: { params: uuidParam },
        responses: { 204: { description: "Deleted" }, ...errorResponses },
      }),
      async (c) => {
        await deleteInteraction(db, c.get("caller"), c.req.valid("param").id);
        return c.body(null, 204);
      },
    );
}
