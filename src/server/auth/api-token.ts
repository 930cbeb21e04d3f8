import { createHash, randomBytes } from "node:crypto";
import type { Context } from "hono";
import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import { API_TOKEN_PREFIX, API_TOKEN_RATE_LIMIT } from "@shared/constants/integrations";
import type { Db } from "../db/client";
import { apiTokens, members, user } from "../db/schema";
import type { Caller } from "../lib/context";
import { preparedPerDb } from "../lib/db-helpers";
import { AppError } from "../lib/errors";

export type TokenLimit = { max: number; windowSeconds: number };

/** A new token: 32 random bytes after the `fl_live_` prefix; only its hash is stored. */
export function newApiToken() {
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
  return { token, hash: hashApiToken(token), prefix: token.slice(0, API_TOKEN_PREFIX.length + 4) };
}

/** SHA-256 is enough: the token has 256 random bits, so there is nothing to guess a slow hash would protect. */
export const hashApiToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The bearer token of a request, or undefined when it sends none (then the session cookie counts). */
export function bearerToken(c: Context): string | undefined {
  const header = c.req.header("authorization");
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw new AppError("unauthorized", "The Authorization header must be `Bearer <API token>`");
  return match[1];
}

const placeholderSecs = sql`make_interval(secs => ${sql.placeholder("windowSeconds")}::int)`;
const windowOver = sql`${apiTokens.windowStartedAt} <= now() - ${placeholderSecs}`;

/**
 * Per request: finds the live token by its hash, counts the request in the token's rate-limit
 * window and notes when and from where it was used (one UPDATE), then reads its member. A
 * revoked or expired token, or one whose member was removed or disabled, finds nothing. Both
 * statements are prepared once per database: this runs on every token request.
 */
const useStatement = preparedPerDb((db) =>
  db
    .update(apiTokens)
    .set({
      lastUsedAt: sql`now()`,
      lastUsedIp: sql`${sql.placeholder("ip")}::text`,
      windowStartedAt: sql`case when ${windowOver} then now() else ${apiTokens.windowStartedAt} end`,
      windowCount: sql`case when ${windowOver} then 1 else ${apiTokens.windowCount} + 1 end`,
    })
    .where(
      and(
        eq(apiTokens.tokenHash, sql.placeholder("hash")),
        isNull(apiTokens.revokedAt),
        or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, sql`now()`)),
      ),
    )
    .returning({
      id: apiTokens.id,
      kind: apiTokens.kind,
      scope: apiTokens.scope,
      name: apiTokens.name,
      memberId: apiTokens.memberId,
      windowCount: apiTokens.windowCount,
      retryAfter: sql<number>`greatest(1, ceil(extract(epoch from ${apiTokens.windowStartedAt} + ${placeholderSecs} - now())))::int`,
    })
    .prepare("api_token_use"),
);

const memberStatement = preparedPerDb((db) =>
  db
    .select({ userId: user.id, memberId: members.id, orgId: members.orgId, role: members.role, email: user.email, name: user.name })
    .from(members)
    .innerJoin(user, eq(user.id, members.userId))
    .where(and(eq(members.id, sql.placeholder("memberId")), isNull(user.disabledAt)))
    .prepare("api_token_member"),
);

/** The caller an API token acts as: its member (personal) or the organisation with the admin role (organisation). */
export async function callerForApiToken(
  db: Db,
  token: string,
  ip: string | null,
  limit: TokenLimit = API_TOKEN_RATE_LIMIT,
): Promise<Caller> {
  const params = { hash: hashApiToken(token), ip, windowSeconds: limit.windowSeconds };
  // The counter and last use need not survive a crash: the commit does not wait for the WAL flush.
  const [used] = token.startsWith(API_TOKEN_PREFIX)
    ? await db.transaction(async (tx) => {
        await tx.execute(sql`set local synchronous_commit = off`);
        return useStatement(tx).execute(params);
      })
    : [];
  const [member] = used ? await memberStatement(db).execute({ memberId: used.memberId }) : [];
  if (!used || !member) throw new AppError("unauthorized", "The API token is invalid, expired or revoked");
  if (used.windowCount > limit.max) throw new RateLimited(used.retryAfter);
  const personal = used.kind === "personal";
  return {
    userId: member.userId,
    memberId: member.memberId,
    orgId: member.orgId,
    role: personal ? member.role : "admin",
    email: member.email,
    name: personal ? `${member.name} (API token ${used.name})` : `API token ${used.name}`,
    sessionId: `token:${used.id}`,
    tokenId: used.id,
    // A viewer's personal token reads only, whatever it was made with.
    tokenScope: personal && member.role === "viewer" ? "read" : used.scope,
    ip,
  };
}

/** 429 with the seconds until the token's window opens again. */
export class RateLimited extends AppError {
  constructor(retryAfter: number) {
    super("rate_limited", `Too many requests with this API token. Try again in ${retryAfter} seconds.`);
    this.retryAfter = retryAfter;
  }
}

const readMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/** What a token may never do, whatever its scope: manage tokens, members and invitations, or touch backups. */
function sessionOnly(method: string, path: string): boolean {
  if (path.startsWith("/api/v1/backups")) return true;
  const write = !readMethods.has(method);
  return write && /^\/api\/v1\/(api-tokens|members|invitations)(\/|$)/.test(path);
}

/** The token rules on top of the role rules: read scope refuses writes; some routes need a signed-in person. */
export function checkTokenAccess(caller: Caller, method: string, path: string): void {
  if (!caller.tokenId) return;
  if (sessionOnly(method, path)) throw new AppError("forbidden", "API tokens cannot do this; sign in to Fundline instead");
  if (caller.tokenScope === "read" && !readMethods.has(method)) throw new AppError("forbidden", "This API token is read-only");
}
