import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { twoOrganizations, type OrgFixture } from "../../test/fixtures";
import { createTestContext, type TestContext } from "../../test/harness";
import { companySearch } from "./companies-query";

// The pipeline's text search (`q`): list, board, facets, groups and export all filter through companyFilters.
// Terms of three letters or more go through one indexed expression (companySearchText); shorter ones through
// the plain OR. Both must find the same companies.
let ctx: TestContext;
let a: OrgFixture;
let b: OrgFixture;
type Item = { name: string };

/** The names of the companies a search finds, in code point order (collations order "100%" and "1000" differently). */
const names = async (q: string, who?: OrgFixture) =>
  ((await (await (who ?? a).member.get(`/api/v1/companies?q=${encodeURIComponent(q)}`)).json()).items as Item[]).map((c) => c.name).sort();

beforeAll(async () => {
  ctx = await createTestContext();
  ({ a, b } = await twoOrganizations(ctx));
  const quillon = (await (await a.owner.post("/api/v1/pocs", { name: "Quillon Varga" })).json()).id;
  const rhea = (await (await a.owner.post("/api/v1/pocs", { name: 'Rhea "Nightjar" Ok\\oro' })).json()).id;
  const seed: [string, string, string | null, string | null, string[]][] = [
    // name, stage, sector, round, POCs
    ["Zephyrine Labs", "Reviewing", "Marinetech", "Bridge Xtra", [quillon]],
    ["Orbweaver", "Watchlist", "Agrivolt", "Mezzanine", [quillon, rhea]],
    ["Hundred 100% Co", "Leads", "Ops_Tools", null, []],
    ["Hundred 1000 Co", "Leads", "OpsxTools", null, []],
  ];
  for (const [name, stage, sector, round, pocIds] of seed)
    expect((await a.owner.post("/api/v1/companies", { name, stage, sector, round, pocIds })).status).toBe(201);
  // The other organisation: the same words everywhere, and a POC of the same name.
  const other = (await (await b.owner.post("/api/v1/pocs", { name: "Quillon Varga" })).json()).id;
  for (const [name, pocIds] of [
    ["Zephyrine Beta", []],
    ["Beta Holdings", [other]],
  ] as const)
    expect(
      (await b.owner.post("/api/v1/companies", { name, stage: "Watchlist", sector: "Marinetech", round: "Mezzanine", pocIds })).status,
    ).toBe(201);
});
afterAll(() => ctx.close());

describe("company search", () => {
  it("matches the name, sector, round, stage and a POC's name, case-insensitively", async () => {
    expect(await names("ZEPHYRINE")).toEqual(["Zephyrine Labs"]);
    expect(await names("hyrine la")).toEqual(["Zephyrine Labs"]);
    expect(await names("agrivolt")).toEqual(["Orbweaver"]);
    expect(await names("inetec")).toEqual(["Zephyrine Labs"]);
    expect(await names("mezzanine")).toEqual(["Orbweaver"]);
    expect(await names("bridge x")).toEqual(["Zephyrine Labs"]);
    expect(await names("watchlist")).toEqual(["Orbweaver"]);
    expect(await names("review")).toEqual(["Zephyrine Labs"]);
    expect(await names("quillon")).toEqual(["Orbweaver", "Zephyrine Labs"]);
    expect(await names("n varg")).toEqual(["Orbweaver", "Zephyrine Labs"]);
    // The second POC of a company, and names holding characters that JSON text escapes.
    expect(await names("nightjar")).toEqual(["Orbweaver"]);
    expect(await names('"nightjar"')).toEqual(["Orbweaver"]);
    expect(await names("k\\oro")).toEqual(["Orbweaver"]);
    expect(await names("hundred")).toEqual(["Hundred 100% Co", "Hundred 1000 Co"]);
  });

  it("takes % and _ literally", async () => {
    expect(await names("100%")).toEqual(["Hundred 100% Co"]);
    expect(await names("100% co")).toEqual(["Hundred 100% Co"]);
    expect(await names("ops_tools")).toEqual(["Hundred 100% Co"]);
    expect(await names("opsxtools")).toEqual(["Hundred 1000 Co"]);
    expect(await names("hundred%co")).toEqual([]);
    expect(await names("s_t")).toEqual(["Hundred 100% Co"]);
    expect(await names("%")).toEqual(["Hundred 100% Co"]);
  });

  it("never matches across two columns, even with the separator in the term", async () => {
    // The end of the name and the start of the sector, of the sector and the round, of the round and the stage.
    // Then across two POC names and into their JSON punctuation; the last one holds the separator the
    // indexed expression puts between the columns.
    for (const q of [
      "labsmarine",
      "labs marine",
      "techbridge",
      "voltmezz",
      "xtrareview",
      "mezzanine watch",
      "toolsleads",
      "reviewingquillon",
      "watchlist[",
      "varga rhea",
      'varga", "rhea',
      "vargarhea",
      "labs\u001fmarine",
    ])
      expect(await names(q), q).toEqual([]);
  });

  it("finds short terms in every column too", async () => {
    expect(await names("rb")).toEqual(["Orbweaver"]);
    expect(await names("ge")).toEqual(["Zephyrine Labs"]);
    expect(await names("ch")).toEqual(["Orbweaver", "Zephyrine Labs"]);
    expect(await names("qu")).toEqual(["Orbweaver", "Zephyrine Labs"]);
    expect(await names("tj")).toEqual(["Orbweaver"]);
  });

  it("follows POC renames and removals", async () => {
    const poc = (await (await a.owner.get("/api/v1/pocs")).json()).items.find((p: { name: string }) => p.name === "Quillon Varga");
    expect((await a.owner.patch(`/api/v1/pocs/${poc.id}`, { name: "Quillon Marsh", version: poc.version })).status).toBe(200);
    expect(await names("varga")).toEqual([]);
    expect(await names("marsh")).toEqual(["Orbweaver", "Zephyrine Labs"]);
    const orb = (await (await a.owner.get("/api/v1/companies?q=orbweaver")).json()).items[0];
    expect((await a.owner.patch(`/api/v1/companies/${orb.id}`, { pocIds: [], version: orb.version })).status).toBe(200);
    expect(await names("marsh")).toEqual(["Zephyrine Labs"]);
    expect(await names("nightjar")).toEqual([]);
  });

  it("never shows another organisation's companies, nor matches its POCs", async () => {
    expect(await names("zephyrine")).toEqual(["Zephyrine Labs"]);
    expect(await names("marinetech")).toEqual(["Zephyrine Labs"]);
    expect(await names("quillon")).toEqual(["Zephyrine Labs"]);
    expect(await names("qu")).toEqual(["Zephyrine Labs"]);
    expect(await names("quillon", b)).toEqual(["Beta Holdings"]);
    expect(await names("mezzanine", b)).toEqual(["Beta Holdings", "Zephyrine Beta"]);
    const board = await (await a.member.get("/api/v1/companies/board?q=marinetech")).json();
    expect(board.columns.reduce((n: number, c: { total: number }) => n + c.total, 0)).toBe(1);
  });

  it("a term of three letters or more can use the trigram index (the query is written on the indexed expression)", async () => {
    const plan = await ctx.deps.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`explain select id from companies where ${companySearch("zephyrine")}`);
      return JSON.stringify(result.rows);
    });
    expect(plan).toContain("companies_search_trgm_idx");
  });
});
