import { createHash, randomBytes } from "node:crypto";
import type { Context } from "hono";
import { sql } from "drizzle-orm";
import { API_TOKEN_PREFIX, API_TOKEN_RATE_LIMIT } from "@shared/constants/integrations";
import type { Db } from "../db/client";
import type { Caller } from "../lib/context";
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

type TokenUse = {
  id: string;
  kind: string;
  scope: string;
  name: string;
  window_count: number;
  retry_after: number;
  user_id: string;
  member_id: string;
  org_id: string;
  role: Caller["role"];
  email: string;
  user_name: string;
};

/**
 * Per request, one statement (one round trip): finds the live token by its hash, counts the request
 * in the token's rate-limit window and notes when and from where it was used, and reads its member.
 * A revoked or expired token, or one whose member was removed or disabled, finds nothing. The
 * counter and last use need not survive a crash, so the statement's own transaction commits without
 * waiting for the WAL flush (set_config(…, true) lasts until that commit).
 */
const useToken = (hash: string, ip: string | null, windowSeconds: number) => {
  const window = sql`make_interval(secs => ${windowSeconds}::int)`;
  const over = sql`window_started_at <= now() - ${window}`;
  return sql`with async_commit as (select set_config('synchronous_commit', 'off', true)),
    used as (
      update api_tokens set last_used_at = now(), last_used_ip = ${ip}::text,
        window_started_at = case when ${over} then now() else window_started_at end,
        window_count = case when ${over} then 1 else window_count + 1 end
      where token_hash = ${hash} and revoked_at is null and (expires_at is null or expires_at > now())
      returning id, kind, scope, name, member_id, window_count,
        greatest(1, ceil(extract(epoch from window_started_at + ${window} - now())))::int as retry_after)
    select used.id, used.kind, used.scope, used.name, used.window_count, used.retry_after,
      u.id as user_id, m.id as member_id, m.org_id, m.role, u.email, u.name as user_name
    from used cross join async_commit join members m on m.id = used.member_id join "user" u on u.id = m.user_id and u.disabled_at is null`;
};

/** The caller an API token acts as: its member (personal) or the organisation with the admin role (organisation). */
export async function callerForApiToken(
  db: Db,
  token: string,
  ip: string | null,
  limit: TokenLimit = API_TOKEN_RATE_LIMIT,
): Promise<Caller> {
  const [used] = token.startsWith(API_TOKEN_PREFIX)
    ? (await db.execute<TokenUse>(useToken(hashApiToken(token), ip, limit.windowSeconds))).rows
    : [];
  if (!used) throw new AppError("unauthorized", "The API token is invalid, expired or revoked");
  if (used.window_count > limit.max) throw new RateLimited(used.retry_after);
  const personal = used.kind === "personal";
  return {
    userId: used.user_id,
    memberId: used.member_id,
    orgId: used.org_id,
    role: personal ? used.role : "admin",
    email: used.email,
    name: personal ? `${used.user_name} (API token ${used.name})` : `API token ${used.name}`,
    sessionId: `token:${used.id}`,
    tokenId: used.id,
    // A viewer's personal token reads only, whatever it was made with.
    tokenScope: personal && used.role === "viewer" ? "read" : (used.scope as Caller["tokenScope"]),
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
