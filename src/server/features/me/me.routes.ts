import { createRoute } from "@hono/zod-openapi";
import { meSchema, updateMeSchema } from "@shared/schemas/organizations";
import type { Deps } from "../../deps";
import { errorResponses, createRouter, jsonBody, jsonContent, multipartBody } from "../../lib/router";
import { readFileField, uploadLimit } from "../../lib/upload";
import { AVATAR_MAX_BYTES, getMe, removeAvatar, renameMe, replaceAvatar } from "./me.service";

const tags = ["Profile"];
const meResponse = jsonContent(meSchema, "The signed-in user, organisation and role");

const getRoute = createRoute({
  method: "get",
  path: "/me",
  tags,
  summary: "Current user",
  responses: { 200: meResponse, ...errorResponses },
});
const patchRoute = createRoute({
  method: "patch",
  path: "/me",
  tags,
  summary: "Change the display name",
  request: { body: jsonBody(updateMeSchema) },
  responses: { 200: meResponse, ...errorResponses },
});
const putAvatarRoute = createRoute({
  method: "put",
  path: "/me/avatar",
  tags,
  summary: "Upload a profile photo (multipart field `file`; PNG, JPEG, GIF or WebP under 5 MB, checked by content)",
  middleware: [uploadLimit(AVATAR_MAX_BYTES, "File size must be less than 5MB")] as const,
  request: { body: multipartBody("The image (field `file`)") },
  responses: { 200: meResponse, ...errorResponses },
});
const deleteAvatarRoute = createRoute({
  method: "delete",
  path: "/me/avatar",
  tags,
  summary: "Remove the profile photo",
  responses: { 200: meResponse, ...errorResponses },
});

export function meRoutes(deps: Deps) {
  return createRouter()
    .openapi(getRoute, async (c) => c.json(await getMe(deps.db, c.get("caller")), 200))
    .openapi(patchRoute, async (c) => c.json(await renameMe(deps.db, c.get("caller"), c.req.valid("json").name), 200))
    .openapi(putAvatarRoute, async (c) => {
      const file = await readFileField(c);
      return c.json(await replaceAvatar(deps.db, deps.storage, c.get("caller"), file), 200);
    })
    .openapi(deleteAvatarRoute, async (c) => c.json(await removeAvatar(deps.db, deps.storage, c.get("caller")), 200));
}
