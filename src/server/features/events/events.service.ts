import { and, eq, gt, gte, isNull, lt, max, or, sql } from "drizzle-orm";
import type { ChangeEventData } from "@shared/schemas/activity";
import type { Db } from "../../db/client";
import { activityLog, apiTokens, members, session } from "../../db/schema";
import type { ChangeEvent } from "../../lib/changes/change-bus";
import type { Caller } from "../../lib/context";
import type { IdCodec } from "../../lib/opaque-ids";

/** What a client receives: never the organisation id, never field values, and the id encrypted. */
export const eventData = (e: Omit<ChangeEvent, "orgId">, ids: IdCodec): ChangeEventData => ({
  id: ids.encode(e.id),
  entityType: e.entityType,
  entityId: e.entityId,
  parentType: e.parentType,
  parentId: e.parentId,
  action: e.action,
  actorUserId: e.actorUserId,
});

/** The newest change of the organisation: a fresh stream starts there, so a later reconnect resumes from it. */
export async function latestChangeId(db: Db, orgId: string): Promise<string> {
  const [row] = await db
    .select({ id: max(activityLog.id) })
    .from(activityLog)
    .where(eq(activityLog.orgId, orgId));
  return String(row?.id ?? 0);
}

/** The stream stays open only while its session is valid and its member still in the organisation. */
export async function stillSignedIn(db: Db, caller: Caller): Promise<boolean> {
  if (caller.tokenId) {
    // A stream opened with an API token lasts while the token is live and its member still in the organisation.
    const [live] = await db
      .select({ id: apiTokens.id })
      .from(apiTokens)
      .where(
        and(
          eq(apiTokens.id, caller.tokenId),
          eq(apiTokens.memberId, caller.memberId),
          isNull(apiTokens.revokedAt),
          or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, sql`now()`)),
        ),
      );
    return !!live;
  }
  const [row] = await db
    .select({ id: members.id })
    .from(session)
    .innerJoin(members, eq(members.userId, session.userId))
    .where(and(eq(session.id, caller.sessionId), gt(session.expiresAt, sql`now()`), eq(members.id, caller.memberId)))
    .limit(1);
  return !!row;
}

/** The event that ends this member's stream: their own removal from the organisation, or their session's sign-out. */
export const endsStreamOf = (e: ChangeEvent, caller: Caller) =>
  (e.entityType === "member" && e.action === "deleted" && e.entityId === caller.memberId) ||
  (e.entityType === "session" && e.entityId === caller.sessionId);

/** Signals between server processes (a session ended) that are no record's change: never sent to clients. */
export const isInternalSignal = (e: ChangeEvent) => e.entityType === "session";

/** A member's inbox moved (lib/notify.ts): private to that member, and never in the activity log. */
export const isInboxSignal = (e: ChangeEvent) => e.entityType === "notification";

export const RESUME_WINDOW_MS = 24 * 60 * 60 * 1000;
export const RESUME_MAX_EVENTS = 500;

/**
 * The organisation's changes after event `lastId`, for a stream that reconnects; null when
 * the gap is beyond the bounded window (older than a day or more than 500 changes), and
 * the client must reload what it shows.
 */
export async function changesSince(db: Db, orgId: string, lastId: number) {
  const rows = await db
    .select()
    .from(activityLog)
    .where(
      and(eq(activityLog.orgId, orgId), gt(activityLog.id, lastId), gte(activityLog.createdAt, new Date(Date.now() - RESUME_WINDOW_MS))),
    )
    .orderBy(activityLog.id)
    .limit(RESUME_MAX_EVENTS + 1);
  if (rows.length > RESUME_MAX_EVENTS) return null;
  const [oldest] = await db
    .select({ id: activityLog.id })
    .from(activityLog)
    .where(
      and(eq(activityLog.orgId, orgId), lt(activityLog.createdAt, new Date(Date.now() - RESUME_WINDOW_MS)), gt(activityLog.id, lastId)),
    )
    .limit(1);
  return oldest ? null : rows;
}
