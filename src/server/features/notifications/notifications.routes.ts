import { createRoute } from "@hono/zod-openapi";
import { uuidParam } from "@shared/schemas/common";
import {
  alertRuleListSchema,
  alertRulesUpdateSchema,
  notificationListQuery,
  notificationListSchema,
  notificationSchema,
  notificationSettingsSchema,
  notificationSettingsUpdateSchema,
  readAllSchema,
  unsubscribeQuery,
  unsubscribeSchema,
} from "@shared/schemas/notifications";
import { adminOnly } from "../../auth/session";
import type { Deps } from "../../deps";
import { createOrgCache, sendCached } from "../../lib/org-cache";
import { createRouter, errorResponses, jsonBody, jsonContent } from "../../lib/router";
import { getSettings, listNotifications, listRules, markAllRead, markRead, updateRules, updateSettings } from "./notifications.service";
import { describeUnsubscribe, unsubscribe } from "./unsubscribe";

const tags = ["Notifications"];
const settings = jsonContent(notificationSettingsSchema, "Your notification settings");
const rules = jsonContent(alertRuleListSchema, "The organisation's stale-relationship rules");

/**
 * The signed-in member's inbox and preferences; the organisation's alert rules (owners and admins).
 * Inboxes are kept per member and query until the organisation's notifications version moves
 * (migration 0041: any notification or notification settings change, in any process).
 */
export function notificationsRoutes(deps: Deps) {
  const { db } = deps;
  const inboxes = createOrgCache(db, { follows: "notifications", maxBytes: deps.env.PIPELINE_CACHE_MB * 1024 * 1024 });
  return createRouter()
    .openapi(
      createRoute({
        method: "get",
        path: "/notifications",
        tags,
        summary: "My notifications, newest first (unread=true: only unread), with my unread count",
        request: { query: notificationListQuery },
        responses: { 200: jsonContent(notificationListSchema, "Notifications"), ...errorResponses },
      }),
      async (c) => {
        const [caller, q] = [c.get("caller"), c.req.valid("query")];
        return sendCached(c, inboxes, caller.orgId, `inbox ${caller.memberId} ${q.unread} ${q.limit}`, () =>
          listNotifications(db, caller, q),
        );
      },
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/notifications/read-all",
        tags,
        summary: "Mark all my notifications read",
        responses: { 200: jsonContent(readAllSchema, "How many were unread"), ...errorResponses },
      }),
      async (c) => c.json(await markAllRead(db, c.get("caller")), 200),
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/notifications/{id}/read",
        tags,
        summary: "Mark one of my notifications read",
        request: { params: uuidParam },
        responses: { 200: jsonContent(notificationSchema, "The notification"), ...errorResponses },
      }),
      async (c) => c.json(await markRead(db, c.get("caller"), c.req.valid("param").id), 200),
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/me/notification-settings",
        tags,
        summary: "My digest hour, time zone and per-kind in-app / e-mail preferences",
        responses: { 200: settings, ...errorResponses },
      }),
      async (c) => c.json(await getSettings(db, c.get("caller").memberId), 200),
    )
    .openapi(
      createRoute({
        method: "patch",
        path: "/me/notification-settings",
        tags,
        summary: "Change my notification settings (only the fields sent)",
        request: { body: jsonBody(notificationSettingsUpdateSchema) },
        responses: { 200: settings, ...errorResponses },
      }),
      async (c) => c.json(await updateSettings(db, c.get("caller"), c.req.valid("json")), 200),
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/alert-rules",
        tags,
        summary: "Stale-relationship rules (owners and admins)",
        ...adminOnly,
        responses: { 200: rules, ...errorResponses },
      }),
      async (c) => c.json(await listRules(db, c.get("caller").orgId), 200),
    )
    .openapi(
      createRoute({
        method: "patch",
        path: "/alert-rules",
        tags,
        summary: "Change stale-relationship rules, matched by kind and stage (owners and admins)",
        ...adminOnly,
        request: { body: jsonBody(alertRulesUpdateSchema) },
        responses: { 200: rules, ...errorResponses },
      }),
      async (c) => c.json(await updateRules(db, c.get("caller"), c.req.valid("json")), 200),
    );
}

const publicErrors = { 400: errorResponses[400] };

/** Unsubscribe links from e-mails: no session, the signed token is the authority. */
export function publicUnsubscribeRoutes(deps: Deps) {
  return createRouter()
    .openapi(
      createRoute({
        method: "get",
        path: "/unsubscribe",
        tags,
        summary: "What an unsubscribe link switches off (changes nothing)",
        request: { query: unsubscribeQuery },
        responses: { 200: jsonContent(unsubscribeSchema, "The link's kind and whether it is off"), ...publicErrors },
      }),
      async (c) => c.json(await describeUnsubscribe(deps.db, deps.authSecret, c.req.valid("query").token), 200),
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/unsubscribe",
        tags,
        summary: "One-click unsubscribe (RFC 8058: mail clients POST List-Unsubscribe=One-Click; any body is ignored)",
        request: { query: unsubscribeQuery },
        responses: { 200: jsonContent(unsubscribeSchema, "Switched off"), ...publicErrors },
      }),
      async (c) => c.json(await unsubscribe(deps.db, deps.authSecret, c.req.valid("query").token), 200),
    );
}
