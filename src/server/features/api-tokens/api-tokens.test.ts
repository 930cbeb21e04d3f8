import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { twoOrganizations, type OrgFixture } from "../../test/fixtures";
import { clientFor, createTestContext, type Requester, type TestContext } from "../../test/harness";

let ctx: TestContext;
let a: OrgFixture;
let b: OrgFixture;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ a, b } = await twoOrganizations(ctx));
});
afterAll(() => ctx.close());

type Made = { id: string; token: string; prefix: string };
async function make(who: Requester, body: Record<string, unknown>): Promise<Made> {
  const res = await who.post("/api/v1/api-tokens", { name: "Script", scope: "read-write", kind: "personal", ...body });
  expect(res.status, await res.clone().text()).toBe(201);
  return res.json();
}
/** A client that sends only the bearer token (no cookie), like a script would. */
const bearer = (token: string) => {
  const client = clientFor(ctx.app);
  const headers = { authorization: `Bearer ${token}` };
  return {
    get: (path: string) => client.get(path, { headers }),
    post: (path: string, json?: unknown) => client.post(path, json, { headers }),
    delete: (path: string) => client.delete(path, { headers }),
  };
};

describe("API tokens", () => {
  it("are shown once with a fl_live_ prefix, stored only as a hash, and listed without the token", async () => {
    const made = await make(a.member, { name: "Warehouse sync" });
    expect(made.token).toMatch(/^fl_live_[A-Za-z0-9_-]{43}$/);
    expect(made.token.startsWith(made.prefix)).toBe(true);
    const list = await (await a.member.get("/api/v1/api-tokens")).json();
    const listed = list.items.find((t: { id: string }) => t.id === made.id);
    expect(listed).toMatchObject({ name: "Warehouse sync", prefix: made.prefix, scope: "read-write", kind: "personal" });
    expect(JSON.stringify(list)).not.toContain(made.token);
    const dump = await ctx.deps.db.execute(sql`select row_to_json(t)::text as j from api_tokens t`);
    const text = JSON.stringify(dump.rows);
    expect(text).not.toContain(made.token);
    expect(text).not.toContain(made.token.slice(made.prefix.length));
  });

  it("act as their member on every /api/v1 route, record the token in the audit log and note last use", async () => {
    const made = await make(a.member, {});
    const api = bearer(made.token);
    expect((await api.get("/api/v1/companies")).status).toBe(200);
    const created = await api.post("/api/v1/companies", { name: "Token Robotics" });
    expect(created.status).toBe(201);
    const company = await created.json();
    const [entry] = (
      await ctx.deps.db.execute<{ actor_token_id: string; actor_name: string }>(
        sql`select actor_token_id, actor_name from activity_log where entity_id = ${company.id}`,
      )
    ).rows;
    expect(entry.actor_token_id).toBe(made.id);
    expect(entry.actor_name).toContain("Script");
    const listed = (await (await a.member.get("/api/v1/api-tokens")).json()).items.find((t: { id: string }) => t.id === made.id);
    expect(listed.lastUsedAt).not.toBeNull();
  });

  it("read scope refuses writes with 403; a viewer's token reads only", async () => {
    const read = bearer((await make(a.member, { scope: "read" })).token);
    expect((await read.get("/api/v1/companies")).status).toBe(200);
    expect((await read.post("/api/v1/companies", { name: "Nope" })).status).toBe(403);
    expect((await a.viewer.post("/api/v1/api-tokens", { name: "v", scope: "read-write", kind: "personal" })).status).toBe(400);
    const viewer = bearer((await make(a.viewer, { scope: "read" })).token);
    expect((await viewer.get("/api/v1/companies")).status).toBe(200);
    expect((await viewer.post("/api/v1/companies", { name: "Nope" })).status).toBe(403);
  });

  it("organisation tokens need an owner or admin and act with the admin role", async () => {
    expect((await a.member.post("/api/v1/api-tokens", { name: "org", scope: "read", kind: "organisation" })).status).toBe(403);
    const org = bearer((await make(a.owner, { kind: "organisation", name: "Zapier" })).token);
    expect((await org.post("/api/v1/funds", { name: "Token Fund" })).status).toBe(201);
    const member = bearer((await make(a.member, {})).token);
    expect((await member.post("/api/v1/funds", { name: "Member Fund" })).status).toBe(403);
  });

  it("cannot create tokens, manage members or download backups", async () => {
    const api = bearer((await make(a.owner, { kind: "organisation" })).token);
    expect((await api.post("/api/v1/api-tokens", { name: "child", scope: "read", kind: "personal" })).status).toBe(403);
    expect((await api.post("/api/v1/invitations", { email: "x@a.test", role: "member" })).status).toBe(403);
    expect((await api.delete(`/api/v1/members/${a.ids.ownerMember}`)).status).toBe(403);
    expect((await api.get("/api/v1/backups")).status).toBe(403);
    expect((await api.get("/api/v1/members")).status).toBe(200);
  });

  it("stop working at expiry and on the request after revocation", async () => {
    const made = await make(a.member, { expiresAt: new Date(Date.now() + 60_000).toISOString() });
    const api = bearer(made.token);
    expect((await api.get("/api/v1/funds")).status).toBe(200);
    await ctx.deps.db.execute(sql`update api_tokens set expires_at = now() - interval '1 second' where id = ${made.id}`);
    expect((await api.get("/api/v1/funds")).status).toBe(401);

    const other = await make(a.member, {});
    expect((await bearer(other.token).get("/api/v1/funds")).status).toBe(200);
    expect((await a.member.delete(`/api/v1/api-tokens/${other.id}`)).status).toBe(204);
    expect((await bearer(other.token).get("/api/v1/funds")).status).toBe(401);
    expect(
      (await a.member.post("/api/v1/api-tokens", { name: "t", scope: "read", kind: "personal", expiresAt: "2001-01-01T00:00:00Z" })).status,
    ).toBe(400);
  });

  it("a bad, foreign-shaped or malformed bearer is 401, never the cookie's session", async () => {
    const client = clientFor(ctx.app, a.member.cookie);
    for (const header of ["Bearer fl_live_nope", "Bearer nope", "Basic abc", "Bearer"]) {
      expect((await client.get("/api/v1/funds", { headers: { authorization: header } })).status).toBe(401);
    }
  });

  it("keep organisations apart: another organisation's records are 404, its tokens invisible and unrevocable", async () => {
    const bCompany = await (await b.member.post("/api/v1/companies", { name: "Beta Only" })).json();
    const aToken = await make(a.owner, { kind: "organisation" });
    expect((await bearer(aToken.token).get(`/api/v1/companies/${bCompany.id}`)).status).toBe(404);
    expect((await b.owner.delete(`/api/v1/api-tokens/${aToken.id}`)).status).toBe(404);
    const bList = await (await b.owner.get("/api/v1/api-tokens")).json();
    expect(bList.items.some((t: { id: string }) => t.id === aToken.id)).toBe(false);
    // A member sees only their own; an admin every token of the organisation.
    const mine = await make(a.member, {});
    expect((await a.viewer.delete(`/api/v1/api-tokens/${mine.id}`)).status).toBe(404);
    expect((await (await a.owner.get("/api/v1/api-tokens")).json()).items.some((t: { id: string }) => t.id === mine.id)).toBe(true);
  });

  it("are rate limited per token with 429 and Retry-After", async () => {
    ctx.deps.tokenLimit = { max: 3, windowSeconds: 60 };
    try {
      const one = bearer((await make(a.member, {})).token);
      const two = bearer((await make(a.member, {})).token);
      const statuses = await Promise.all(Array.from({ length: 5 }, () => one.get("/api/v1/funds").then((r) => r.status)));
      expect(statuses.filter((s) => s === 200)).toHaveLength(3);
      const limited = await one.get("/api/v1/funds");
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await two.get("/api/v1/funds")).status).toBe(200);
    } finally {
      ctx.deps.tokenLimit = undefined;
    }
  });
});
