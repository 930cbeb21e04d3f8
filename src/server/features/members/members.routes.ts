import { createRoute } from "@hono/zod-openapi";
import { listOf, uuidParam } from "@shared/schemas/common";
import { memberSchema } from "@shared/schemas/organizations";
import type { Deps } from "../../deps";
import { sendFile } from "../../lib/download";
import { notFound } from "../../lib/errors";
import { createRouter, errorResponses, jsonContent } from "../../lib/router";
import { mimeForExtension } from "../../lib/sniff";
import { getMember, listMembers } from "./members.service";

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
    .openapi(avatarRoute, async (c) => {
      const member = await getMember(deps.db, c.get("caller"), c.req.valid("param").id);
      const bytes = member.avatarKey ? await deps.storage.get(member.avatarKey) : null;
      if (!member.avatarKey || !bytes) throw notFound("Avatar");
      const ext = member.avatarKey.slice(member.avatarKey.lastIndexOf(".") + 1);
      return sendFile(c, bytes, mimeForExtension(member.avatarKey), `avatar.${ext}`);
    });
}
