import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { TestContext } from "../test/harness";

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  nullable?: boolean;
  anyOf?: JsonSchema[];
  default?: unknown;
};

export type CatalogRoute = {
  method: string;
  path: string;
  isPublic: boolean;
  minRole?: string;
  bodySchema?: JsonSchema;
  bodyType?: "json" | "multipart";
  queryParams: string[];
};

// The unsubscribe link from e-mails works without a session (the signed token is the authority).
const publicPaths = [/^\/api\/v1\/setup$/, /^\/api\/v1\/public\//, /^\/api\/auth\//, /^\/api\/v1\/unsubscribe$/];

/** Every documented operation, read from /api/openapi.json, with what the tests need to call it. */
export async function routeCatalog(ctx: TestContext): Promise<CatalogRoute[]> {
  const doc = await (await ctx.app.request("/api/openapi.json")).json();
  const routes: CatalogRoute[] = [];
  for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, Record<string, unknown>>>)) {
    for (const [method, op] of Object.entries(ops)) {
      // An event stream never ends, so reading its body would hang; features/events tests it (roles, isolation).
      const okContent = (op.responses as Record<string, { content?: object }> | undefined)?.["200"]?.content;
      if (okContent && "text/event-stream" in okContent) continue;
      const content = (op.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)?.content ?? {};
      const parameters = (op.parameters as { in: string; name: string }[] | undefined) ?? [];
      routes.push({
        method: method.toUpperCase(),
        path,
        isPublic: publicPaths.some((p) => p.test(path)),
        minRole: op["x-min-role"] as string | undefined,
        bodySchema: content["application/json"]?.schema,
        bodyType: content["application/json"] ? "json" : content["multipart/form-data"] ? "multipart" : undefined,
        queryParams: parameters.filter((p) => p.in === "query").map((p) => p.name),
      });
    }
  }
  return routes;
}

const isWrite = (r: CatalogRoute) => r.method !== "GET";
export const writeRoutes = (routes: CatalogRoute[]) => routes.filter(isWrite);
export const sessionRoutes = (routes: CatalogRoute[]) => routes.filter((r) => !r.isPublic && r.path.startsWith("/api/v1"));

/** A value that satisfies a JSON schema (first enum value, minimal numbers, plausible strings). */
export function sampleValue(schema: JsonSchema, name = ""): unknown {
  if (schema.anyOf?.length) return sampleValue(schema.anyOf.find((s) => s.type !== "null") ?? schema.anyOf[0], name);
  if (schema.enum?.length) return schema.enum[name === "role" ? schema.enum.length - 1 : 0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  if (name === "version") return 1;
  switch (type) {
    case "integer":
    case "number":
      return Math.max(schema.minimum ?? 0, name.toLowerCase().includes("year") ? 2020 : 1);
    case "boolean":
      return false;
    case "array":
      // A list of known values (webhook events) needs at least one.
      return schema.items?.enum?.length ? [schema.items.enum[0]] : [];
    case "object":
      return sampleBody(schema);
    default:
      if (schema.format === "email" || name.toLowerCase().includes("email")) return `sample-${randomUUID().slice(0, 8)}@sample.test`;
      if (schema.format === "uuid") return randomUUID();
      if (schema.format === "date-time") return new Date(Date.now() + 86_400_000).toISOString();
      if (schema.format === "date" || name.toLowerCase().includes("date")) return "2026-01-15";
      // A public address literal: accepted as a webhook target without DNS.
      if (name === "url") return "https://203.0.113.250/sample";
      if (name.toLowerCase().includes("password")) return "sample-password-1";
      if (name === "slug") return `sample-${randomUUID().slice(0, 8)}`;
      if (name.toLowerCase().includes("color")) return "#93C5FD";
      return `Sample ${randomUUID().slice(0, 8)}`;
  }
}

/** A body with every required field, plus the first optional one so that an update changes something. */
export function sampleBody(schema: JsonSchema | undefined): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (!schema?.properties) return body;
  const required = new Set(schema.required ?? []);
  const optional = Object.keys(schema.properties).find((k) => !required.has(k) && k !== "version");
  for (const [key, prop] of Object.entries(schema.properties)) {
    if (required.has(key) || key === optional) body[key] = sampleValue(prop, key);
  }
  return body;
}

/** Tables whose rows describe an organisation's data (auth bookkeeping excluded). */
const volatileTables = new Set(["session", "auth_attempts", "verification"]);

/** One checksum over every business table: any write by a test shows up as a difference. */
export async function dataChecksum(ctx: TestContext): Promise<string> {
  const res = (await ctx.deps.db.execute(sql`select tablename as t from pg_tables where schemaname = 'public' order by 1`)) as unknown as {
    rows: { t: string }[];
  };
  const parts: string[] = [];
  for (const { t } of res.rows) {
    if (volatileTables.has(t)) continue;
    const table = sql.identifier(t);
    const r = (await ctx.deps.db.execute(
      sql`select count(*)::int as n, coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as h from ${table} x`,
    )) as unknown as { rows: { n: number; h: string }[] };
    parts.push(`${t}:${r.rows[0].n}:${r.rows[0].h}`);
  }
  return parts.join("\n");
}

/** Every id (row ids and user ids) that belongs to one organisation, for leak checks. */
export async function idsOfOrganization(ctx: TestContext, orgId: string): Promise<string[]> {
  const tables = (await ctx.deps.db.execute(
    sql`select table_name as t from information_schema.columns where table_schema = 'public' and column_name = 'org_id' and table_name in (select table_name from information_schema.columns where table_schema = 'public' and column_name = 'id')`,
  )) as unknown as { rows: { t: string }[] };
  const ids: string[] = [];
  for (const { t } of tables.rows) {
    const r = (await ctx.deps.db.execute(sql`select id::text as id from ${sql.identifier(t)} where org_id = ${orgId}`)) as unknown as {
      rows: { id: string }[];
    };
    // Only UUIDs can be searched for in a response's text; numeric ids (activity_log's "2", "3") match any number.
    // The activity log's isolation has its own tests (features/activity).
    ids.push(...r.rows.map((x) => x.id).filter((id) => /^[0-9a-f]{8}-[0-9a-f-]{27}$/.test(id)));
  }
  const users = (await ctx.deps.db.execute(sql`select user_id as id from members where org_id = ${orgId}`)) as unknown as {
    rows: { id: string }[];
  };
  return [...ids, ...users.rows.map((u) => u.id)];
}
