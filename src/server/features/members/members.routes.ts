import { createRoute } from "@hono/zod-openapi";
import { listOf, uuidParam } from "@shared/schemas/common";
import { memberSchema } from "@shared/schemas/organizations";
import { memberRoleUpdateSchema } from "@shared/schemas/team";
import { adminOnly } from "../../auth/session";
import type { Deps } from "../../deps";
import { sendFile } from "../../lib/download";
import { notFound } from "../../lib/errors";
import { conflictResponse, createRouter, errorResponses, jsonBody, jsonContent } from "../../lib/router";
import { mimeForExtension } from "../../lib/sniff";
import { getMember, listMembers } from "./members.service";
import { changeRole, removeMember } from "./team.service";

const tags = ["Members"];

const listRoute = createRoute({
  method: "get",
  path: "/members",
  tags,
  summary: "Members of your organisation",
  responses: { 200: jsonContent(listOf(memberSchema), "Members"), ...errorResponses },
});
const getRoute = createRoute({
  method: "get",
  path: "/members/{id}",
  tags,
  summary: "One member",
  request: { params: uuidParam },
  responses: { 200: jsonContent(memberSchema, "Member"), ...errorResponses },
});
const roleRoute = createRoute({
  method: "patch",
  path: "/members/{id}",
  tags,
  summary: "Change a member's role (owner/admin; only owners make owners; the last owner stays)",
  ...adminOnly,
  request: { params: uuidParam, body: jsonBody(memberRoleUpdateSchema) },
  responses: { 200: jsonContent(memberSchema, "Member"), ...errorResponses, ...conflictResponse() },
});
const removeRoute = createRoute({
  method: "delete",
  path: "/members/{id}",
  tags,
  summary: "Remove a member; their sessions end at once",
  ...adminOnly,
  request: { params: uuidParam },
  responses: { 204: { description: "Removed" }, ...errorResponses, ...conflictResponse() },
});
const avatarRoute = createRoute({
  method: "get",
  path: "/members/{id}/avatar",
  tags,
  summary: "A member's profile photo",
  request: { params: uuidParam },
  responses: { 200: { description: "Image bytes" }, ...errorResponses },
});

export function membersRoutes(deps: Deps) {
  return createRouter()
    .openapi(listRoute, async (c) => c.json(await listMembers(deps.db, c.get("caller")), 200))
    .openapi(getRoute, async (c) => {
      const { avatarKey: _key, ...member } = await getMember(deps.db, c.get("caller"), c.req.valid("param").id);
      return c.json(member, 200);
    })
    .openapi(roleRoute, async (c) => c.json(await changeRole(deps.db, c.get("caller"), c.req.valid("param").id, c.req.valid("json")), 200))
    .openapi(removeRoute, async (c) => {
      await removeMember(deps.db, c.get("caller"), c.req.valid("param").id);
      return c.body(null, 204);
    })
    .openapi(avatarRoute, async (c) => {
      const member = await getMember(deps.db, c.get("caller"), c.req.valid("param").id);
      const bytes = member.avatarKey ? await deps.storage.get(member.avatarKey) : null;
      if (!member.avatarKey || !bytes) throw notFound("Avatar");
      const ext = member.avatarKey.slice(member.avatarKey.lastIndexOf(".") + 1);
      return sendFile(c, bytes, mimeForExtension(member.avatarKey), `avatar.${ext}`);
    });
}
