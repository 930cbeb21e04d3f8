import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { listOf, uuidParam } from "@shared/schemas/common";
import { invitationAcceptSchema, invitationCreateSchema, invitationLookupSchema, invitationSchema } from "@shared/schemas/team";
import { adminOnly } from "../../auth/session";
import type { Deps } from "../../deps";
import { conflictResponse, createRouter, errorResponses, jsonBody, jsonContent } from "../../lib/router";
import { acceptInvitation, invite, listInvitations, lookupInvitation, revokeInvitation } from "./invitations.service";

const tags = ["Team"];
const tokenParam = z.object({ token: z.string().min(16).max(200) });

/** Owner/admin routes, behind the session. */
export function invitationsRoutes(deps: Deps) {
  return createRouter()
    .openapi(
      createRoute({
        method: "get",
        path: "/invitations",
        tags,
        summary: "Pending invitations",
        ...adminOnly,
        responses: { 200: jsonContent(listOf(invitationSchema), "Pending"), ...errorResponses },
      }),
      async (c) => c.json(await listInvitations(deps, c.get("caller")), 200),
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/invitations",
        tags,
        summary: "Invite by e-mail with a role (re-sends when one is pending)",
        ...adminOnly,
        request: { body: jsonBody(invitationCreateSchema) },
        responses: { 201: jsonContent(invitationSchema, "Invitation sent"), ...errorResponses, ...conflictResponse("Already a member") },
      }),
      async (c) => c.json(await invite(deps, c.get("caller"), c.req.valid("json")), 201),
    )
    .openapi(
      createRoute({
        method: "delete",
        path: "/invitations/{id}",
        tags,
        summary: "Revoke a pending invitation",
        ...adminOnly,
        request: { params: uuidParam },
        responses: { 204: { description: "Revoked" }, ...errorResponses },
      }),
      async (c) => {
        await revokeInvitation(deps, c.get("caller"), c.req.valid("param").id);
        return c.body(null, 204);
      },
    );
}

/** Routes the invitee uses before having an account. */
export function publicInvitationRoutes(deps: Deps) {
  return createRouter()
    .openapi(
      createRoute({
        method: "get",
        path: "/public/invitations/{token}",
        tags,
        summary: "What an invitation link is for",
        request: { params: tokenParam },
        responses: { 200: jsonContent(invitationLookupSchema, "Invitation"), 404: errorResponses[404] },
      }),
      async (c) => c.json(await lookupInvitation(deps, c.req.valid("param").token), 200),
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/public/invitations/{token}/accept",
        tags,
        summary: "Accept: choose a name and password, then sign in",
        request: { params: tokenParam, body: jsonBody(invitationAcceptSchema) },
        responses: { 200: jsonContent(z.object({ email: z.string() }), "Joined"), 400: errorResponses[400], 404: errorResponses[404] },
      }),
      async (c) => c.json(await acceptInvitation(deps, c.req.valid("param").token, c.req.valid("json")), 200),
    );
}
