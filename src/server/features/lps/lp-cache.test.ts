import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { twoOrganizations, type OrgFixture } from "../../test/fixtures";
import { clientFor, createTestContext, type Requester, type TestContext } from "../../test/harness";

let ctx: TestContext;
let a: OrgFixture;
let b: OrgFixture;
/** The same owner of org a through a second server process (its own caches) on the same database. */
let other: Requester;
let fundId = "";

type Row = { id: string; lead: string; subboardId: string; pocName: string | null; commitmentUsd: number | null; version: number };
const json = async (r: Requester, path: string) => (await r.get(path)).json();
const lps = async (r: Requester) => (await json(r, `/api/v1/lps?fundId=${fundId}`)).items.map((l: { entityName: string }) => l.entityName);
const committed = async (r: Requester) =>
  (await json(r, "/api/v1/lps/totals")).items.find((t: { fundId: string }) => t.fundId === fundId)?.commitmentUsd ?? 0;
const rows = async (r: Requester, boardId: string): Promise<Row[]> => (await json(r, `/api/v1/lp-crm-rows?boardId=${boardId}`)).items;
const boardNames = async (r: Requester) => (await json(r, "/api/v1/lp-boards")).items.map((x: { name: string }) => x.name);

beforeAll(async () => {
  ctx = await createTestContext();
  ({ a, b } = await twoOrganizations(ctx));
  other = clientFor(createApp(ctx.deps), a.owner.cookie);
  fundId = (await json(a.owner, "/api/v1/funds")).items[0].id;
});
afterAll(() => ctx.close());

describe("cached LP lists, totals, boards and rows", () => {
  it("follow every change at once, in this server and in another one", async () => {
    for (const r of [a.owner, other]) {
      expect(await lps(r)).toEqual([]);
      expect(await committed(r)).toBe(0);
      expect(await boardNames(r)).toEqual([]);
    }

    const lp = await (await other.post("/api/v1/lps", { fundId, entityName: "Zephyr Pension", commitmentUsd: 2_000_000 })).json();
    for (const r of [a.owner, other]) {
      expect(await lps(r)).toEqual(["Zephyr Pension"]);
      expect(await committed(r)).toBe(2_000_000);
    }
    expect((await a.owner.patch(`/api/v1/lps/${lp.id}`, { commitmentUsd: 3_000_000, version: lp.version })).status).toBe(200);
    for (const r of [a.owner, other]) expect(await committed(r)).toBe(3_000_000);

    const board = await (await a.owner.post("/api/v1/lp-boards", { name: "Fund III raise" })).json();
    for (const r of [a.owner, other]) expect(await boardNames(r)).toEqual(["Fund III raise"]);
    const [stageA, stageB] = board.subboards;
    const poc = await (await a.owner.post("/api/v1/pocs", { name: "Maya Chen" })).json();
    const row: Row = await (
      await other.post("/api/v1/lp-crm-rows", { subboardId: stageA.id, lead: "Harbor Endowment", pocId: poc.id, commitmentUsd: 500_000 })
    ).json();
    for (const r of [a.owner, other]) expect(await rows(r, board.id)).toMatchObject([{ lead: "Harbor Endowment", pocName: "Maya Chen" }]);

    const moved = await (await a.owner.patch(`/api/v1/lp-crm-rows/${row.id}`, { subboardId: stageB.id, version: row.version })).json();
    for (const r of [a.owner, other]) expect((await rows(r, board.id))[0].subboardId).toBe(stageB.id);

    expect((await other.patch(`/api/v1/pocs/${poc.id}`, { name: "Maya Chen-Li", version: poc.version })).status).toBe(200);
    for (const r of [a.owner, other]) expect((await rows(r, board.id))[0].pocName).toBe("Maya Chen-Li");

    const renamed = await a.owner.patch(`/api/v1/lp-boards/${board.id}/subboards/${stageB.id}`, {
      name: "Soft circle",
      version: stageB.version,
    });
    expect(renamed.status).toBe(200);
    for (const r of [a.owner, other])
      expect((await json(r, `/api/v1/lp-boards/${board.id}`)).subboards.map((s: { name: string }) => s.name)).toContain("Soft circle");

    expect((await other.delete(`/api/v1/lp-crm-rows/${row.id}?version=${moved.version}`)).status).toBe(204);
    for (const r of [a.owner, other]) expect(await rows(r, board.id)).toEqual([]);
    expect((await a.owner.delete(`/api/v1/lps/${lp.id}`)).status).toBe(204);
    for (const r of [a.owner, other]) expect(await lps(r)).toEqual([]);
  });

  it("never serves one organisation's entries to another", async () => {
    await a.owner.post("/api/v1/lp-boards", { name: "Only In A" });
    expect(await boardNames(a.member)).toContain("Only In A");
    expect(await boardNames(b.member)).toEqual([]);
  });
});
