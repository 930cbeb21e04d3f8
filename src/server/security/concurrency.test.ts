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
