import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { twoOrganizations, type OrgFixture } from "../../test/fixtures";
import { createTestContext, type TestContext } from "../../test/harness";
import { companyCardSchema, companyListSchema, boardSchema } from "@shared/schemas/companies";
import { fileForm, pngBytes } from "../../security/resources";

let ctx: TestContext;
let a: OrgFixture;
let b: OrgFixture;
let maya = "";
type Item = { id: string; name: string; stage: string };
const names = (body: { items: Item[] }) => body.items.map((c) => c.name);
const list = async (query = "") => (await a.member.get(`/api/v1/companies${query}`)).json();

const seed: [string, string, string, string | null, string | null][] = [
  // name, stage, sector, round, region
  ["Aurora Bio", "Leads", "Healthcare", "Seed", "Europe"],
  ["Beacon Pay", "Due Diligence", "Financial Services", "Series A", "North America"],
  ["Cinder Energy", "Passed", "Energy", "Seed", null],
  ["Delta Grid", "Portfolio", "Energy", "Series B", "Europe"],
  ["Ember Health", "Leads", "Healthcare", "Pre-Seed", "Asia"],
  ["Fjord Data", "IC Review", "Technology", "Series A", "Europe"],
  ["Granite_AI", "Leads", "Technology", "Seed", "North America"],
];

beforeAll(async () => {
  ctx = await createTestContext();
  ({ a, b } = await twoOrganizations(ctx));
  maya = (await (await a.owner.post("/api/v1/pocs", { name: "Maya Chen" })).json()).id;
  for (const [name, stage, sector, round, region] of seed) {
    const res = await a.owner.post("/api/v1/companies", {
      name,
      stage,
      sector,
      round,
      region,
      pocIds: name.startsWith("B") || name.startsWith("E") ? [maya] : [],
      valuation: name.length * 1_000_000,
    });
    expect(res.status).toBe(201);
  }
  await b.owner.post("/api/v1/companies", { name: "Aurora Beta", sector: "Healthcare" });
});
afterAll(() => ctx.close());

describe("company list", () => {
  it("lists newest first with per-stage counts, only the caller's organisation", async () => {
    const body = await list();
    expect(names(body)).toEqual([...seed.map((s) => s[0])].reverse());
    expect(body.total).toBe(7);
    expect(body.stageCounts).toEqual({ Leads: 3, "Due Diligence": 1, Passed: 1, Portfolio: 1, "IC Review": 1 });
    expect(body.nextCursor).toBeNull();
  });

  it("searches name, POC, sector, round and status, case-insensitively and literally", async () => {
    expect(names(await list("?q=aurora"))).toEqual(["Aurora Bio"]);
    expect(names(await list("?q=maya&sort=name"))).toEqual(["Beacon Pay", "Ember Health"]);
    expect(names(await list("?q=energy&sort=name"))).toEqual(["Cinder Energy", "Delta Grid"]);
    expect(names(await list("?q=series%20a&sort=name"))).toEqual(["Beacon Pay", "Fjord Data"]);
    expect(names(await list("?q=ic%20review"))).toEqual(["Fjord Data"]);
    expect(names(await list("?q=_"))).toEqual(["Granite_AI"]);
    const counted = await list("?q=healthcare&stage=Due%20Diligence");
    expect(counted.total).toBe(0);
    expect(counted.stageCounts).toEqual({ Leads: 2 });
  });

  it("filters by stage pseudo-values, stage, POC, sector, round and region", async () => {
    const active = await list("?stage=active");
    expect(active.total).toBe(6);
    expect(names(active)).not.toContain("Cinder Energy");
    expect((await list("?stage=active&excludePortfolio=true")).total).toBe(5);
    expect(names(await list("?stage=Leads&sort=name"))).toEqual(["Aurora Bio", "Ember Health", "Granite_AI"]);
    expect(names(await list(`?poc=${maya}&sort=name`))).toEqual(["Beacon Pay", "Ember Health"]);
    expect(names(await list("?sector=Energy&round=Seed"))).toEqual(["Cinder Energy"]);
    expect(names(await list("?region=Europe&sort=name"))).toEqual(["Aurora Bio", "Delta Grid", "Fjord Data"]);
    expect((await a.member.get("/api/v1/companies?stage=Closed")).status).toBe(400);
  });

  it("unfiltered, the counts come with the page, on an empty page and past the last page too", async () => {
    const all = { Leads: 3, "Due Diligence": 1, Passed: 1, Portfolio: 1, "IC Review": 1 };
    const empty = await list("?stage=Reviewing");
    expect([empty.items, empty.total, empty.stageCounts]).toEqual([[], 0, all]);
    const { Portfolio: _, ...withoutPortfolio } = all;
    const page = (cursor = "") => list(`?stage=active&excludePortfolio=true&limit=4${cursor && `&cursor=${cursor}`}`);
    const first = await page();
    expect([first.items.length, first.total, first.stageCounts]).toEqual([4, 5, withoutPortfolio]);
    const last = await page(first.nextCursor);
    expect([last.items.length, last.nextCursor, last.stageCounts]).toEqual([1, null, withoutPortfolio]);
    const past = await page(last.items[0].id);
    expect([past.items, past.total, past.stageCounts]).toEqual([[], 5, withoutPortfolio]);
    expect((await list("?stage=IC%20Review")).stageCounts).toEqual(all);
  });

  it("sorts by name and valuation", async () => {
    expect(names(await list("?sort=-name")).slice(0, 2)).toEqual(["Granite_AI", "Fjord Data"]);
    expect(names(await list("?sort=-valuation")).slice(0, 2)).toEqual(["Cinder Energy", "Ember Health"]);
  });

  it("pages with a cursor in every sort order, without gaps or repeats", async () => {
    for (const sort of ["-createdAt", "name", "-valuation", "createdAt"]) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const body: { items: Item[]; nextCursor: string | null; total: number } = await list(
          `?sort=${sort}&limit=3${cursor ? `&cursor=${cursor}` : ""}`,
        );
        expect(body.total).toBe(7);
        seen.push(...names(body));
        cursor = body.nextCursor;
      } while (cursor);
      expect(seen).toEqual(names(await list(`?sort=${sort}&limit=50`)));
      expect(new Set(seen).size).toBe(7);
    }
  });

  it("the app's page sizes (prepared statements) and the others give the same pages, after any cursor", async () => {
    for (const sort of ["-createdAt", "createdAt", "name", "-name", "-valuation", "valuation", "-revenue", "revenue"])
      for (const stage of ["all", "active", "Leads"]) {
        const all = names(await list(`?sort=${sort}&stage=${stage}&limit=50`));
        expect(names(await list(`?sort=${sort}&stage=${stage}&limit=49`))).toEqual(all);
        const ids = (await list(`?sort=${sort}&stage=${stage}&limit=51`)).items.map((c: Item) => c.id);
        for (const [i, id] of ids.entries())
          expect(names(await list(`?sort=${sort}&stage=${stage}&limit=20&cursor=${id}`))).toEqual(all.slice(i + 1));
      }
  });

  it("gives another organisation's cursor no rows", async () => {
    const first = await list("?limit=1");
    const foreign = await (await b.owner.get(`/api/v1/companies?cursor=${first.items[0].id}`)).json();
    expect(foreign.items).toEqual([]);
  });
});

describe("card rows (JSON written from columns)", () => {
  it("match the schema and the company read field for field, logo and POCs included", async () => {
    const made = await (
      await a.owner.post("/api/v1/companies", {
        name: "Shape Co",
        oneLiner: 'Quotes " and \\ and é,\ta tab and a\nline break',
        website: "https://shape.example",
        valuation: 12_500_000,
        sector: "Technology",
        round: "Seed",
        pocIds: [maya],
      })
    ).json();
    expect((await a.owner.put(`/api/v1/companies/${made.id}/logo`, { body: fileForm(pngBytes(), "logo.png", "image/png") })).status).toBe(
      200,
    );
    const full = await (await a.owner.get(`/api/v1/companies/${made.id}`)).json();
    expect(full.logoUrl).toMatch(/^\/api\/v1\/companies\/.+\/logo\?v=.{8}$/);
    const expected = companyCardSchema.parse(full);

    const listed = companyListSchema.parse(await list("?q=Shape"));
    expect(listed.items).toEqual([expected]);
    const board = boardSchema.parse(await (await a.owner.get("/api/v1/companies/board?q=Shape")).json());
    expect(board.columns[0].items).toEqual([expected]);
    await a.owner.delete(`/api/v1/companies/${made.id}`);
  });
});

describe("per-stage counters", () => {
  it("follow creates, stage moves, valuation edits and deletes, and match counting the rows", async () => {
    const made = await (await a.owner.post("/api/v1/companies", { name: "Counter Co", stage: "Watchlist", valuation: 5 })).json();
    const moved = await (await a.owner.patch(`/api/v1/companies/${made.id}`, { stage: "Passed", version: made.version })).json();
    await a.owner.patch(`/api/v1/companies/${made.id}`, { name: "Counter Co 2", valuation: 7, version: moved.version });
    const counted = async () => {
      const rows = (await ctx.deps.db.execute(
        sql`select stage, count(*)::int as n, coalesce(sum(valuation), 0)::float8 as v from companies where org_id = ${a.id} group by stage`,
      )) as unknown as { rows: { stage: string; n: number; v: number }[] };
      return {
        counts: Object.fromEntries(rows.rows.map((r) => [r.stage, Number(r.n)])),
        sums: Object.fromEntries(rows.rows.map((r) => [r.stage, Number(r.v)])),
      };
    };
    const boardSums = async () =>
      Object.fromEntries(
        (
          (await (await a.owner.get("/api/v1/companies/board")).json()).columns as {
            stage: string;
            total: number;
            totalValuation: number;
          }[]
        )
          .filter((c) => c.total > 0)
          .map((c) => [c.stage, c.totalValuation]),
      );
    expect((await list()).stageCounts).toEqual((await counted()).counts);
    expect(await boardSums()).toEqual((await counted()).sums);
    expect((await list()).stageCounts.Passed).toBe(2);
    expect((await boardSums()).Passed).toBe("Cinder Energy".length * 1_000_000 + 7);
    await a.owner.delete(`/api/v1/companies/${made.id}`);
    expect((await list()).stageCounts).toEqual((await counted()).counts);
    expect(await boardSums()).toEqual((await counted()).sums);
    expect((await list()).stageCounts.Passed).toBe(1);
  });
});

describe("board", () => {
  it("returns every stage in order with counts and the newest cards, then pages one column", async () => {
    const board = await (await a.viewer.get("/api/v1/companies/board?perStage=2")).json();
    expect(board.columns.map((c: { stage: string }) => c.stage)).toEqual([
      "Leads",
      "Reviewing",
      "Initial Interest",
      "Due Diligence",
      "IC Review",
      "Approved - Legal",
      "Approved - Not Funded",
      "Warehouse Deals",
      "Watchlist",
      "Portfolio",
      "Passed",
    ]);
    const leads = board.columns[0];
    expect(leads.total).toBe(3);
    expect(names(leads)).toEqual(["Granite_AI", "Ember Health"]);
    // Cards carry their POCs (Ember Health has Maya), not an empty list.
    expect(leads.items[1].pocs).toEqual([{ id: maya, name: "Maya Chen" }]);
    expect(leads.items[0].pocs).toEqual([]);
    expect(board.columns[1]).toEqual({ stage: "Reviewing", total: 0, totalValuation: 0, items: [], nextCursor: null });
    // Column totals: the valuations of the column's companies (names × $1M in the seed).
    expect(leads.totalValuation).toBe(("Aurora Bio".length + "Ember Health".length + "Granite_AI".length) * 1_000_000);
    const more = await (await a.viewer.get(`/api/v1/companies/board?perStage=2&stage=Leads&cursor=${leads.nextCursor}`)).json();
    expect(more.columns).toHaveLength(1);
    expect(names(more.columns[0])).toEqual(["Aurora Bio"]);
    expect(more.columns[0].nextCursor).toBeNull();
  });

  it("the unfiltered board as the app opens it (one prepared statement) matches the same board read per column", async () => {
    type Column = { stage: string; total: number; totalValuation: number; items: Item[]; nextCursor: string | null };
    for (const excluded of ["", "&excludePortfolio=true"]) {
      const board = (await (await a.viewer.get(`/api/v1/companies/board?fields=${excluded}`)).json()).columns as Column[];
      expect(board).toHaveLength(excluded ? 10 : 11);
      expect(board.map((c) => c.stage)).not.toContain(excluded ? "Portfolio" : "Closed");
      for (const column of board) {
        // A column's page (stage=…) is read by the general statement and counted apart.
        const one = (await (await a.viewer.get(`/api/v1/companies/board?fields=&stage=${encodeURIComponent(column.stage)}`)).json())
          .columns[0] as Column;
        expect(column).toEqual(one);
      }
    }
  });

  it("applies search and filters to cards and counts; can leave Portfolio out", async () => {
    const board = await (await a.member.get("/api/v1/companies/board?q=health&excludePortfolio=true")).json();
    expect(board.columns).toHaveLength(10);
    expect(board.columns.reduce((n: number, c: { total: number }) => n + c.total, 0)).toBe(2);
    expect(board.columns[0].totalValuation).toBe(("Aurora Bio".length + "Ember Health".length) * 1_000_000);
    const other = await (await b.member.get("/api/v1/companies/board")).json();
    expect(other.columns[0].items.map((c: Item) => c.name)).toEqual(["Aurora Beta"]);
  });
});
