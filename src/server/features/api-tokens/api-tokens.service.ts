import { and, desc, eq, isNull } from "drizzle-orm";
import type { ApiToken, ApiTokenCreated, ApiTokenInput } from "@shared/schemas/integrations";
import { newApiToken } from "../../auth/api-token";
import type { Db } from "../../db/client";
import { apiTokens, members, user } from "../../db/schema";
import { recordChange } from "../../lib/changes/record-change";
import type { Caller } from "../../lib/context";
import { AppError, notFound } from "../../lib/errors";

const isAdmin = (caller: Caller) => caller.role === "owner" || caller.role === "admin";
const iso = (d: Date | null) => (d ? d.toISOString() : null);

type Row = typeof apiTokens.$inferSelect & { createdBy: string };

const toToken = (r: Row): ApiToken => ({
  id: r.id,
  name: r.name,
  kind: r.kind,
  scope: r.scope,
  prefix: r.prefix,
  memberId: r.memberId,
  createdBy: r.createdBy,
  expiresAt: iso(r.expiresAt),
  lastUsedAt: iso(r.lastUsedAt),
  lastUsedIp: r.lastUsedIp,
  revokedAt: iso(r.revokedAt),
  createdAt: r.createdAt.toISOString(),
});

/** Owners and admins see every token of the organisation (to revoke any); others their own. */
const visibleTo = (caller: Caller) =>
  isAdmin(caller) ? eq(apiTokens.orgId, caller.orgId) : and(eq(apiTokens.orgId, caller.orgId), eq(apiTokens.memberId, caller.memberId));

const selectTokens = (db: Db) =>
  db
    .select({ token: apiTokens, createdBy: user.name })
    .from(apiTokens)
    .innerJoin(members, eq(members.id, apiTokens.memberId))
    .innerJoin(user, eq(user.id, members.userId));

export async function listApiTokens(db: Db, caller: Caller) {
  const rows = await selectTokens(db).where(visibleTo(caller)).orderBy(desc(apiTokens.createdAt)).limit(500);
  const items = rows.map((r) => toToken({ ...r.token, createdBy: r.createdBy }));
  return { items, total: items.length, nextCursor: null };
}

export async function createApiToken(db: Db, caller: Caller, body: ApiTokenInput): Promise<ApiTokenCreated> {
  if (body.kind === "organisation" && !isAdmin(caller))
    throw new AppError("forbidden", "Only owners and admins can create organisation tokens");
  if (caller.role === "viewer" && body.scope !== "read")
    throw new AppError("validation_failed", "scope: A viewer's token can only read", { scope: "A viewer's token can only read" });
  const { token, hash, prefix } = newApiToken();
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(apiTokens)
      .values({
        orgId: caller.orgId,
        memberId: caller.memberId,
        name: body.name,
        kind: body.kind,
        scope: body.scope,
        prefix,
        tokenHash: hash,
        expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
      })
      .returning();
    await recordChange(tx, caller, {
      entityType: "api_token",
      entityId: created.id,
      label: `${created.name} (${prefix}…)`,
      action: "created",
    });
    return created;
  });
  return { ...toToken({ ...row, createdBy: caller.name }), token };
}

/** Revokes at once: the next request with the token is refused. Revoking twice is a no-op. */
export async function revokeApiToken(db: Db, caller: Caller, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(apiTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiTokens.id, id), visibleTo(caller), isNull(apiTokens.revokedAt)))
      .returning();
    if (row) {
      await recordChange(tx, caller, {
        entityType: "api_token",
        entityId: row.id,
        label: `${row.name} (${row.prefix}…)`,
        action: "deleted",
      });
      return;
    }
    const [existing] = await tx
      .select({ id: apiTokens.id })
      .from(apiTokens)
      .where(and(eq(apiTokens.id, id), visibleTo(caller)));
    if (!existing) throw notFound("API token");
  });
}
