import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { columnDictionary, suggestColumn } from "@shared/import-export/columns";
import { twoOrganizations, type OrgFixture } from "../../test/fixtures";
import { createTestContext, type TestContext } from "../../test/harness";

let ctx: TestContext;
let a: OrgFixture;
let b: OrgFixture;
let fundOne = "";
let fundName = "";
let maya = "";
let ownerName = "";

const ok = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return res.json();
};
const csvOf = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get("content-type")).toContain("text/csv");
  return parse(await res.text(), { bom: true }) as string[][];
};
/** A parsed file as header → value objects. */
const records = (rows: string[][]) => rows.slice(1).map((r) => Object.fromEntries(rows[0].map((h, i) => [h, r[i]])));

beforeAll(async () => {
  ctx = await createTestContext();
  ({ a, b } = await twoOrganizations(ctx));
  const fund = (await (await a.owner.get("/api/v1/funds")).json()).items[0];
  [fundOne, fundName] = [fund.id, fund.name];
  maya = (await ok(await a.owner.post("/api/v1/pocs", { name: "Maya Chen" }))).id;
  const arr = { entity: "company", name: "ARR band", type: "select", options: [{ label: "<1M" }, { label: "1-10M" }] };
  const arrBand = await ok(await a.owner.post("/api/v1/fields", arr));
  const partner = await ok(await a.owner.post("/api/v1/fields", { entity: "company", name: "Partner", type: "member" }));
  const me = await (await a.owner.get("/api/v1/me")).json();
  ownerName = me.user.name;
  const acme = await ok(
    await a.member.post("/api/v1/companies", {
      name: "Acme Robotics",
      website: "https://acme.example",
      stage: "Due Diligence",
      sector: "Technology",
      valuation: 12_500_000,
      fundId: fundOne,
      pocIds: [maya],
      otherInvestors: ["Sequoia", "a16z"],
      boardSeat: true,
      foundedDate: "2020-03-01",
      oneLiner: '=HYPERLINK("http://evil")',
      customFields: { [arrBand.key]: "1-10M", [partner.key]: me.user.id },
    }),
  );
  await ok(await a.member.post(`/api/v1/companies/${acme.id}/founders`, { name: "Ada Founder" }));
  await ok(await a.member.post("/api/v1/companies", { name: "Beta Health", stage: "Leads", sector: "Healthcare" }));
  await ok(await a.member.post("/api/v1/companies", { name: "Gamma Passed", stage: "Passed", sector: "Technology" }));
  await ok(await b.member.post("/api/v1/companies", { name: "Foreign Co", stage: "Leads", sector: "Technology" }));
});
afterAll(() => ctx.close());

describe("GET /companies/export", () => {
  it("writes every selected company with human headers, names for relations, plain money, ISO dates and custom fields", async () => {
    const res = await a.viewer.get("/api/v1/companies/export?format=csv");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="companies-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = await csvOf(res);
    const header = rows[0];
    const builtIn = columnDictionary.companies.length;
    expect(header.slice(0, builtIn)).toEqual(columnDictionary.companies.map((c) => c.header));
    expect(header.slice(builtIn)).toEqual(["ARR band", "Partner"]);
    // Every header maps back to its column automatically.
    for (const [i, h] of header.slice(0, builtIn).entries()) expect(suggestColumn("companies", h)).toBe(columnDictionary.companies[i].key);
    const all = records(rows);
    expect(all.map((r) => r["Company Name"]).sort()).toEqual(["Acme Robotics", "Beta Health", "Gamma Passed"]);
    const acmeRow = all.find((r) => r["Company Name"] === "Acme Robotics")!;
    expect(acmeRow).toMatchObject({
      Website: "https://acme.example",
      "Pipeline Stage": "Due Diligence",
      Valuation: "12500000",
      Fund: fundName,
      POCs: "Maya Chen",
      Founders: "Ada Founder",
      "Other Investors": "Sequoia; a16z",
      "Board Seat": "Yes",
      "Information Rights": "No",
      "Founded Date": "2020-03-01",
      "ARR band": "1-10M",
      Partner: ownerName,
      "One-liner": `'=HYPERLINK("http://evil")`,
    });
    expect(acmeRow["Created"]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("respects the list's own filters (stage, sector, search, POC, custom fields) and its sort", async () => {
    const names = async (qs: string) =>
      records(await csvOf(await a.member.get(`/api/v1/companies/export?${qs}`))).map((r) => r["Company Name"]);
    expect((await names("stage=active")).sort()).toEqual(["Acme Robotics", "Beta Health"]);
    expect(await names("sector=Healthcare")).toEqual(["Beta Health"]);
    expect(await names("q=acme")).toEqual(["Acme Robotics"]);
    expect(await names("cf.arr_band=1-10M")).toEqual(["Acme Robotics"]);
    expect(await names(`poc=${maya}`)).toEqual(["Acme Robotics"]);
    expect(await names("sort=name")).toEqual(["Acme Robotics", "Beta Health", "Gamma Passed"]);
    expect(await names("sort=-name")).toEqual(["Gamma Passed", "Beta Health", "Acme Robotics"]);
  });

  it("never shows another organisation's rows, and rejects bad input with a 400", async () => {
    const foreign = records(await csvOf(await b.viewer.get("/api/v1/companies/export")));
    expect(foreign.map((r) => r["Company Name"])).toEqual(["Foreign Co"]);
    expect((await a.member.get("/api/v1/companies/export?format=pdf")).status).toBe(400);
    expect((await a.member.get("/api/v1/companies/export?stage=Nope")).status).toBe(400);
    expect((await a.member.get("/api/v1/companies/export?cf.nope=1")).status).toBe(400);
  });

  it("writes xlsx that parses back to the same values as the CSV", async () => {
    const res = await a.viewer.get("/api/v1/companies/export?format=xlsx&sort=name");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/filename="companies-.*\.xlsx"/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    const sheet = wb.worksheets[0];
    const xlsxRows: string[][] = [];
    sheet.eachRow((row) =>
      xlsxRows.push(Array.from((row.values as unknown[]).slice(1), (v) => (v === null || v === undefined ? "" : String(v)))),
    );
    const csvRows = await csvOf(await a.viewer.get("/api/v1/companies/export?format=csv&sort=name"));
    const width = csvRows[0].length;
    expect(xlsxRows.map((r) => [...r, ...Array<string>(width - r.length).fill("")])).toEqual(csvRows);
    // Money is a number cell.
    expect(sheet.getRow(2).getCell(csvRows[0].indexOf("Valuation") + 1).value).toBe(12_500_000);
  });
});

describe("people, LPs and equity investments", () => {
  it("exports people with their POC and company by name, filtered, formula-looking text neutralised", async () => {
    await ok(
      await a.member.post("/api/v1/people", { name: "Zoe Angel", companyName: "Acme Robotics", email: "zoe@acme.example", pocId: maya }),
    );
    await ok(await a.member.post("/api/v1/people", { name: "+Plus Person", title: "@handle" }));
    const rows = records(await csvOf(await a.viewer.get("/api/v1/people/export")));
    expect(rows.map((r) => r.Name)).toEqual(["'+Plus Person", "Ada Founder", "Zoe Angel"]);
    expect(rows[0].Title).toBe("'@handle");
    expect(rows[2]).toMatchObject({ Company: "Acme Robotics", Email: "zoe@acme.example", POC: "Maya Chen" });
    const filtered = records(await csvOf(await a.viewer.get("/api/v1/people/export?company=acme")));
    expect(filtered.map((r) => r.Name)).toEqual(["Zoe Angel"]);
    expect(records(await csvOf(await b.viewer.get("/api/v1/people/export")))).toEqual([]);
  });

  it("exports LPs with their fund by name, one fund's when filtered", async () => {
    const funds = (await (await a.owner.get("/api/v1/funds")).json()).items;
    await ok(await a.member.post("/api/v1/lps", { fundId: fundOne, entityName: "Zephyr Pension", commitmentUsd: 2_500_000 }));
    await ok(await a.member.post("/api/v1/lps", { fundId: funds[1].id, entityName: "Other Fund LP" }));
    const one = records(await csvOf(await a.viewer.get(`/api/v1/lps/export?fundId=${fundOne}`)));
    expect(one).toEqual([expect.objectContaining({ "Entity Name": "Zephyr Pension", Fund: fundName, Commitment: "2500000" })]);
    const all = records(await csvOf(await a.viewer.get("/api/v1/lps/export")));
    expect(all.map((r) => r["Entity Name"])).toEqual(["Other Fund LP", "Zephyr Pension"]);
    expect(records(await csvOf(await b.viewer.get("/api/v1/lps/export")))).toEqual([]);
  });

  it("exports the portfolio's equity investments with company and fund names", async () => {
    const co = await ok(await a.member.post("/api/v1/companies", { name: "Delta Portfolio", stage: "Portfolio", fundId: fundOne }));
    const investment = { roundType: "Seed", investedAmount: 500_000, valuation: 8_000_000, investmentDate: "2024-05-02" };
    await ok(await a.member.post(`/api/v1/companies/${co.id}/equity-investments`, investment));
    const rows = records(await csvOf(await a.viewer.get("/api/v1/equity-investments/export")));
    expect(rows).toEqual([
      {
        Company: "Delta Portfolio",
        "Round Type": "Seed",
        "Invested Amount": "500000",
        Valuation: "8000000",
        "Investment Date": "2024-05-02",
        Fund: fundName,
      },
    ]);
    expect(records(await csvOf(await a.viewer.get("/api/v1/equity-investments/export?q=nomatch")))).toEqual([]);
    expect(records(await csvOf(await b.viewer.get("/api/v1/equity-investments/export")))).toEqual([]);
  });
});
