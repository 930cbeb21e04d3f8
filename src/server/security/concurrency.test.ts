import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { twoOrganizations, type OrgFixture } from "../test/fixtures";
import { createTestContext, type TestContext } from "../test/harness";

let ctx: TestContext;
let a: OrgFixture;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ a } = await twoOrganizations(ctx));
});
afterAll(() => ctx.close());

describe("concurrent edits", () => {
  it("two stale edits of one row: one succeeds, the other gets 409, nothing is lost", async () => {
    const ticket = await (await a.owner.post("/api/v1/tickets", { title: "Shared ticket" })).json();
    const [first, second] = await Promise.all([
      a.owner.patch(`/api/v1/tickets/${ticket.id}`, { title: "Owner's title", version: ticket.version }),
      a.member.patch(`/api/v1/tickets/${ticket.id}`, { priority: "High", version: ticket.version }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const final = await (await a.owner.get(`/api/v1/tickets/${ticket.id}`)).json();
    expect(final.version).toBe(2);
    const winner = first.status === 200 ? await first.json() : await second.json();
    expect(final).toMatchObject({ title: winner.title, priority: winner.priority });
  });

  it("100 concurrent status moves with retry on 409: every move applied once, version adds up", async () => {
    const ticket = await (await a.owner.post("/api/v1/tickets", { title: "Busy ticket" })).json();
    const statuses = ["In progress", "In review", "Blocked", "Not started"];
    let attempts = 0;
    const move = async (i: number) => {
      for (;;) {
        attempts++;
        const current = await (await a.member.get(`/api/v1/tickets/${ticket.id}`)).json();
        const res = await a.member.patch(`/api/v1/tickets/${ticket.id}`, { status: statuses[i % 4], version: current.version });
        if (res.status === 200) return;
        expect(res.status).toBe(409);
      }
    };
    await Promise.all(Array.from({ length: 100 }, (_, i) => move(i)));
    const final = await (await a.owner.get(`/api/v1/tickets/${ticket.id}`)).json();
    expect(final.version).toBe(101);
    expect(attempts).toBeGreaterThanOrEqual(100);
  }, 120_000);
});

describe("concurrent pipeline moves", () => {
  it("two stale edits of one company: one 200, one 409, the winner's change kept", async () => {
    const company = await (await a.owner.post("/api/v1/companies", { name: "Contested Co" })).json();
    const [first, second] = await Promise.all([
      a.owner.patch(`/api/v1/companies/${company.id}`, { round: "Seed", version: company.version }),
      a.member.patch(`/api/v1/companies/${company.id}`, { stage: "Due Diligence", version: company.version }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const final = await (await a.owner.get(`/api/v1/companies/${company.id}`)).json();
    expect(final.version).toBe(company.version + 1);
    if (first.status === 200) expect(final.round).toBe("Seed");
    else expect(final.stage).toBe("Due Diligence");
  });

  it("100 concurrent stage moves: every move lands and the board's counts add up", async () => {
    const stages = ["Reviewing", "Initial Interest", "Due Diligence", "IC Review", "Watchlist"];
    const created = [];
    for (let i = 0; i < 100; i++) created.push(await (await a.owner.post("/api/v1/companies", { name: `Mover ${i}` })).json());
    const results = await Promise.all(
      created.map((c, i) =>
        a.member.patch(`/api/v1/companies/${c.id}`, { stage: stages[i % stages.length], version: c.version }).then((r) => r.status),
      ),
    );
    expect(results.every((s) => s === 200)).toBe(true);
    const board = await (await a.owner.get("/api/v1/companies/board?perStage=1")).json();
    const total = (stage: string) => board.columns.find((col: { stage: string }) => col.stage === stage).total;
    for (const stage of stages) {
      const listed = await (await a.owner.get(`/api/v1/companies?stage=${encodeURIComponent(stage)}&limit=500`)).json();
      expect(total(stage), stage).toBe(listed.total);
      expect(listed.items.filter((c: { name: string }) => c.name.startsWith("Mover ")).length).toBe(20);
    }
  }, 120_000);
});

describe("a move into something being deleted", () => {
  it("LP rows moved into a subboard while it is deleted: each request 200, 404 or 409 — never 500", async () => {
    const board = await (await a.owner.post("/api/v1/lp-boards", { name: "Race board" })).json();
    const doomed = await (await a.owner.post(`/api/v1/lp-boards/${board.id}/subboards`, { name: "Doomed" })).json();
    const rows = [];
    for (let i = 0; i < 20; i++)
      rows.push(await (await a.owner.post("/api/v1/lp-crm-rows", { subboardId: board.subboards[0].id, lead: `Racer ${i}` })).json());
    const moves = rows.map((row) => a.member.patch(`/api/v1/lp-crm-rows/${row.id}`, { subboardId: doomed.id, version: row.version }));
    const removal = a.owner.delete(`/api/v1/lp-boards/${board.id}/subboards/${doomed.id}`);
    const statuses = await Promise.all([...moves, removal].map((p) => p.then((r) => r.status)));
    expect(statuses.at(-1)).toBe(204);
    expect(
      statuses.slice(0, -1).every((s) => [200, 404, 409].includes(s)),
      String(statuses),
    ).toBe(true);
    // Nothing is left pointing at the deleted subboard.
    const left = await (await a.owner.get(`/api/v1/lp-crm-rows?subboardId=${doomed.id}`)).json();
    expect(left.total ?? left.items.length).toBe(0);
  }, 60_000);
});
