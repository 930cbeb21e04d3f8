import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import { openDatabase } from "../../db/client";
import { runPendingImports } from "./import-jobs";
import ExcelJS from "exceljs";
import { activityLog, companies, companyFounders, imports, notifications, people } from "../../db/schema";
import { twoOrganizations, type OrgFixture } from "../../test/fixtures";
import { createTestContext, type Requester, type TestContext } from "../../test/harness";

let ctx: TestContext;
let a: OrgFixture;
let b: OrgFixture;

const upload = (who: Requester, entity: string, content: string | Uint8Array, name = "file.csv") => {
  const form = new FormData();
  form.append("entity", entity);
  const bytes = typeof content === "string" ? new TextEncoder().encode(content) : content;
  form.append("file", new File([bytes as Uint8Array<ArrayBuffer>], name, { type: "text/csv" }));
  return who.request("POST", "/api/v1/imports", { body: form });
};
const uploaded = async (who: Requester, entity: string, content: string | Uint8Array, name?: string) => {
  const res = await upload(who, entity, content, name);
  expect(res.status, await res.clone().text()).toBe(201);
  return res.json();
};
const dryRun = (who: Requester, id: string, body: Record<string, unknown>) => who.post(`/api/v1/imports/${id}/dry-run`, body);
/** Commits and waits for the background job to end. */
async function commit(who: Requester, id: string) {
  const res = await who.post(`/api/v1/imports/${id}/commit`);
  expect(res.status, await res.clone().text()).toBe(202);
  for (let i = 0; i < 200; i++) {
    const s = await (await who.get(`/api/v1/imports/${id}`)).json();
    if (s.status !== "running") return s;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("import did not finish");
}
const orgCompanies = (orgId: string) => ctx.deps.db.select().from(companies).where(eq(companies.orgId, orgId));
const importCount = async () => (await ctx.deps.db.select({ id: imports.id }).from(imports)).length;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ a, b } = await twoOrganizations(ctx));
});
afterAll(() => ctx.close());

describe("bad files are refused with a clear message and write nothing", () => {
  const cases: [string, string | Uint8Array, number, RegExp][] = [
    ["an empty file", "", 400, /empty/],
    ["a file with only headers", "Name,Website\n", 400, /no data rows/],
    ["a binary file named .csv", new Uint8Array([0x00, 0x01, 0x02, 0xff, 0x10, 0x00, 0x41, 0x42, 0x00, 0x07]), 400, /binary/],
    ["mismatched quotes", 'Name,Website\n"Acme,acme.com\nBeta,beta.io\n', 400, /quote/i],
    ["a row longer than the header", "Name,Website\nAcme,acme.com,extra\n", 400, /Row 2 has more cells/],
    ["duplicate header names", "Name,Website,name\nAcme,acme.com,x\n", 400, /same header "name"/],
    ["50,001 rows", "Name\n" + Array.from({ length: 50_001 }, (_, i) => `Co ${i}`).join("\n"), 413, /more than 50,000 rows/],
  ];
  for (const [what, content, status, message] of cases)
    it(`refuses ${what}`, async () => {
      const before = await importCount();
      const res = await upload(a.member, "companies", content);
      expect(res.status).toBe(status);
      expect((await res.json()).error.message).toMatch(message);
      expect(await importCount()).toBe(before);
    });

  it("refuses a 60 MB file with 413", async () => {
    const big = new Uint8Array(60 * 1024 * 1024).fill(0x41);
    const res = await upload(a.member, "companies", big);
    expect(res.status).toBe(413);
    expect((await res.json()).error.message).toMatch(/50 MB/);
  });

  it("refuses a missing file or an unknown entity", async () => {
    const form = new FormData();
    form.append("entity", "companies");
    expect((await a.member.request("POST", "/api/v1/imports", { body: form })).status).toBe(400);
    expect((await upload(a.member, "unicorns", "Name\nAcme\n")).status).toBe(400);
  });

  it("refuses a mapping without a name column before reading any row", async () => {
    const up = await uploaded(a.member, "companies", "Website,City\nacme.com,Berlin\n");
    const res = await dryRun(a.member, up.id, { mapping: { Website: "website", City: "city" }, mode: "upsert" });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toMatch(/Map a column to Company Name/);
    const bad = await dryRun(a.member, up.id, { mapping: { Nope: "name" } });
    expect(bad.status).toBe(400);
    expect((await (await a.member.post(`/api/v1/imports/${up.id}/commit`)).json()).error.message).toMatch(/dry run first/);
  });
});

describe("reading files", () => {
  it("reads semicolons, a BOM and Windows-1252, and suggests a mapping from synonyms", async () => {
    const text = "\uFEFFOrganization Name;Domain;Status;Owner\nCafé Ltd;cafe.fr;Leads;Ana\n";
    const up = await uploaded(a.member, "companies", text);
    expect(up.rowCount).toBe(1);
    expect(up.columns[0]).toEqual({ name: "Organization Name", samples: ["Café Ltd"] });
    expect(up.suggestedMapping).toEqual({ "Organization Name": "name", Domain: "website", Status: "stage", Owner: "pocs" });
    const latin = Uint8Array.from([...Buffer.from("Name\tCity\nM"), 0xfc, ...Buffer.from("ller GmbH\tK"), 0xf6, ...Buffer.from("ln\n")]);
    const up2 = await uploaded(a.member, "companies", latin);
    expect(up2.columns.map((c: { samples: string[] }) => c.samples[0])).toEqual(["Müller GmbH", "Köln"]);
  });

  it("reads the first sheet of an .xlsx", async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet("Deals");
    ws.addRow(["Company name", "Valuation", "Founded"]);
    ws.addRow(["Sheetco", 5_000_000, new Date(Date.UTC(2020, 4, 17))]);
    wb.addWorksheet("Other").addRow(["ignored"]);
    const bytes = new Uint8Array(await wb.xlsx.writeBuffer());
    const up = await uploaded(a.member, "companies", bytes, "deals.xlsx");
    expect(up.columns).toEqual([
      { name: "Company name", samples: ["Sheetco"] },
      { name: "Valuation", samples: ["5000000"] },
      { name: "Founded", samples: ["2020-05-17"] },
    ]);
    expect(up.suggestedMapping).toEqual({ "Company name": "name", Valuation: "valuation", Founded: "foundedDate" });
  });
});

describe("matching, relations, commit and undo", () => {
  let acmeId = "";
  beforeAll(async () => {
    acmeId = (await (await a.owner.post("/api/v1/companies", { name: "Acme Robotics", website: "https://acme.io" })).json()).id;
    await a.owner.post("/api/v1/companies", { name: "Beacon Labs" });
    expect((await a.owner.post("/api/v1/pocs", { name: "Ana Lee" })).status).toBe(201);
  });

  const csv = [
    "Company,Website,Stage,POCs,City",
    "ACME robotics inc,http://www.ACME.io/about,Diligence,Ana Lee,Berlin", // matched by domain
    "beacon labs,,Leads,,Paris", // matched by name, case-insensitive
    "Nova Health,nova.health,Leads,Bo Chen,Lisbon", // new, with an unknown POC
  ].join("\n");
  const mapping = { Company: "name", Website: "website", Stage: "stage", POCs: "pocs", City: "city" };

  it("dry run: creates, updates with the fields that change, relation and value errors with row and column", async () => {
    const up = await uploaded(a.member, "companies", csv);
    const res = await dryRun(a.member, up.id, { mapping, mode: "upsert", blankCells: "keep" });
    expect(res.status).toBe(200);
    const report = await res.json();
    expect(report).toMatchObject({ create: 0, update: 2, unchanged: 0 });
    expect(report.errors).toEqual([{ row: 4, column: "POCs", message: expect.stringMatching(/No POC named "Bo Chen"/) }]);
    expect(report.changes[0]).toEqual({
      row: 2,
      label: "ACME robotics inc",
      fields: ["Company Name", "Website", "Pipeline Stage", "City", "POCs"],
    });
    // Value mapping by the user, and created relations when ticked:
    const ticked = await (
      await dryRun(a.member, up.id, { mapping, createMissingRelations: true, valueMapping: { stage: { Diligence: "IC Review" } } })
    ).json();
    expect(ticked).toMatchObject({ create: 1, update: 2, errors: [] });
    expect((await orgCompanies(a.id)).length).toBe(2); // the dry run wrote nothing
  });

  it("refuses a relation name holding a tab or another control character, as the API does", async () => {
    const up = await uploaded(a.member, "companies", 'Company,POCs\nTabbed Co,"Ana\tLee"\n');
    const report = await (
      await dryRun(a.member, up.id, { mapping: { Company: "name", POCs: "pocs" }, createMissingRelations: true })
    ).json();
    expect(report.errors).toEqual([{ row: 2, column: "POCs", message: expect.stringMatching(/"Ana Lee" holds a tab/) }]);
  });

  it("create-only and update-only leave the other rows out", async () => {
    const up = await uploaded(a.member, "companies", csv);
    expect(await (await dryRun(a.member, up.id, { mapping, mode: "create", createMissingRelations: true })).json()).toMatchObject({
      create: 1,
      update: 0,
      skipped: 2,
    });
    expect(await (await dryRun(a.member, up.id, { mapping, mode: "update", createMissingRelations: true })).json()).toMatchObject({
      create: 0,
      update: 2,
      skipped: 1,
    });
  });

  it("commit writes every row with an activity entry, notifies the importer, and undo takes it back", async () => {
    const up = await uploaded(a.member, "companies", csv);
    await dryRun(a.member, up.id, { mapping, createMissingRelations: true });
    const done = await commit(a.member, up.id);
    expect(done).toMatchObject({ status: "done", processed: 3, total: 3, created: 1, updated: 2 });
    const rows = await orgCompanies(a.id);
    const acme = rows.find((c) => c.id === acmeId)!;
    expect(acme).toMatchObject({ stage: "Due Diligence", city: "Berlin", website: "http://www.ACME.io/about" });
    expect(acme.pocRefs.map((p) => p.name)).toEqual(["Ana Lee"]);
    const nova = rows.find((c) => c.name === "Nova Health")!;
    expect(nova.pocRefs.map((p) => p.name)).toEqual(["Bo Chen"]);
    const entries = await ctx.deps.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.orgId, a.id), eq(activityLog.entityId, acmeId)));
    expect(entries.filter((e) => e.action === "updated" && e.actorName === "member a")).toHaveLength(1);
    const [note] = await ctx.deps.db.select().from(notifications).where(eq(notifications.entityId, up.id));
    expect(note).toMatchObject({ kind: "import", text: expect.stringMatching(/finished: 1 new company, 2 updated/) });
    const history = await (await a.viewer.get("/api/v1/imports")).json();
    expect(history.items[0]).toMatchObject({
      id: up.id,
      fileName: "file.csv",
      status: "done",
      created: 1,
      updated: 2,
      actorName: "member a",
    });

    // Importing the same file again changes nothing.
    const again = await uploaded(a.member, "companies", csv);
    expect(await (await dryRun(a.member, again.id, { mapping })).json()).toMatchObject({ create: 0, update: 0, unchanged: 3, errors: [] });

    const undo = await a.member.post(`/api/v1/imports/${up.id}/undo`);
    expect(undo.status).toBe(200);
    expect(await undo.json()).toEqual({ deleted: 1, restored: 2 });
    const after = await orgCompanies(a.id);
    expect(after.map((c) => c.name).sort()).toEqual(["Acme Robotics", "Beacon Labs"]);
    expect(after.find((c) => c.id === acmeId)).toMatchObject({ stage: "Leads", city: null, website: "https://acme.io", pocRefs: [] });
    expect((await (await a.member.get(`/api/v1/imports/${up.id}`)).json()).status).toBe("undone");
  });

  it("undo refuses, listing them, when records were changed since", async () => {
    const up = await uploaded(a.member, "companies", "Name,City\nAcme Robotics,Oslo\nFresh Co,Rome\n");
    await dryRun(a.member, up.id, { mapping: { Name: "name", City: "city" } });
    expect(await commit(a.member, up.id)).toMatchObject({ status: "done", created: 1, updated: 1 });
    const acme = await (await a.owner.get(`/api/v1/companies/${acmeId}`)).json();
    expect((await a.owner.patch(`/api/v1/companies/${acmeId}`, { city: "Madrid", version: acme.version })).status).toBe(200);
    const res = await a.member.post(`/api/v1/imports/${up.id}/undo`);
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toMatch(/1 record was changed after the import.*Acme Robotics \(row 2\)/);
    expect((await orgCompanies(a.id)).some((c) => c.name === "Fresh Co")).toBe(true);
  });

  it("all or nothing: a row that fails while committing leaves the database as it was", async () => {
    const rows = Array.from({ length: 30 }, (_, i) => `Batch ${i},Ana Lee`);
    const up = await uploaded(a.member, "companies", ["Name,POCs", ...rows, "Last One,Temp Poc"].join("\n"));
    const poc = await (await a.owner.post("/api/v1/pocs", { name: "Temp Poc" })).json();
    expect(await (await dryRun(a.member, up.id, { mapping: { Name: "name", POCs: "pocs" } })).json()).toMatchObject({
      create: 31,
      errors: [],
    });
    // The last row's POC goes away between the dry run and the commit.
    expect((await a.owner.delete(`/api/v1/pocs/${poc.id}?version=${poc.version}`)).status).toBe(204);
    const before = (await orgCompanies(a.id)).length;
    const s = await commit(a.member, up.id);
    expect(s).toMatchObject({ status: "failed", created: 0 });
    expect(s.error).toMatch(/Row 32 \(POCs\): No POC named "Temp Poc".*Nothing was imported/);
    expect((await orgCompanies(a.id)).length).toBe(before);
    const csvRes = await a.member.get(`/api/v1/imports/${up.id}/errors.csv`);
    expect(await csvRes.text()).toMatch(/^Name,POCs,Error\nLast One,Temp Poc,"POCs: No POC named ""Temp Poc""/);
  });

  it("rows with errors are left out of the commit and listed in the errors CSV", async () => {
    const up = await uploaded(a.member, "companies", "Name,Valuation\nGood Co,$1.5M\nBad Co,lots\n", "crm export.csv");
    const report = await (await dryRun(a.member, up.id, { mapping: { Name: "name", Valuation: "valuation" } })).json();
    expect(report.errors).toEqual([{ row: 3, column: "Valuation", message: '"lots" is not an amount in dollars (e.g. 1500000).' }]);
    const csvRes = await a.member.get(`/api/v1/imports/${up.id}/errors.csv`);
    expect(csvRes.headers.get("content-disposition")).toMatch(/crm export-errors\.csv/);
    const bytes = new Uint8Array(await csvRes.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // a BOM, so that Excel reads UTF-8
    expect(new TextDecoder().decode(bytes)).toBe(
      'Name,Valuation,Error\nBad Co,lots,"Valuation: ""lots"" is not an amount in dollars (e.g. 1500000)."\n',
    );
    expect(await commit(a.member, up.id)).toMatchObject({ status: "done", created: 1, skipped: 1 });
    expect((await orgCompanies(a.id)).find((c) => c.name === "Good Co")?.valuation).toBe(1_500_000);
  });
});

describe("people, LPs, investments and custom fields", () => {
  it("matches people by e-mail and maps a column to a custom field", async () => {
    const field = await (await a.owner.post("/api/v1/fields", { entity: "person", name: "Twitter", type: "text" })).json();
    await a.owner.post("/api/v1/people", { name: "Old Name", email: "dana@x.io" });
    const up = await uploaded(
      a.member,
      "people",
      "Full Name,Email Address,Twitter handle\nDana Diaz,DANA@x.io,@dana\nEli Moss,eli@y.io,\n",
    );
    expect(up.suggestedMapping).toMatchObject({ "Full Name": "name", "Email Address": "email", "Twitter handle": null });
    const mapping = { ...up.suggestedMapping, "Twitter handle": `cf.${field.key}` };
    expect(await (await dryRun(a.member, up.id, { mapping })).json()).toMatchObject({ create: 1, update: 1, errors: [] });
    expect(await commit(a.member, up.id)).toMatchObject({ status: "done", created: 1, updated: 1 });
    const rows = await ctx.deps.db.select().from(people).where(eq(people.orgId, a.id));
    expect(rows.find((p) => p.email === "dana@x.io")).toMatchObject({ name: "Dana Diaz", customFields: { [field.key]: "@dana" } });
  });

  it("a batch whose rows change different fields: blank cells clear a custom field and the POCs, founders keep their order, undo restores", async () => {
    const field = await (await a.owner.post("/api/v1/fields", { entity: "company", name: "Thesis", type: "text" })).json();
    expect((await a.owner.post("/api/v1/pocs", { name: "Kai Partner" })).status).toBe(201);
    for (const name of ["Ivy Founder", "Jon Founder"]) expect((await a.owner.post("/api/v1/people", { name })).status).toBe(201);
    const omega = await (await a.owner.post("/api/v1/companies", { name: "Omega Labs", website: "https://omega.io" })).json();
    const header = "Name,Website,Owner,Thesis,Founders";
    const mapping = { Name: "name", Website: "website", Owner: "pocs", Thesis: `cf.${field.key}`, Founders: "founders" };
    const first = await uploaded(a.member, "companies", `${header}\nZeta Grid,zeta.grid,Kai Partner,keep me,\n`);
    await dryRun(a.member, first.id, { mapping });
    expect(await commit(a.member, first.id)).toMatchObject({ status: "done", created: 1 });
    const zetaBefore = (await orgCompanies(a.id)).find((c) => c.name === "Zeta Grid")!;
    expect(zetaBefore).toMatchObject({ customFields: { [field.key]: "keep me" } });

    const second = await uploaded(
      a.member,
      "companies",
      `${header}\nZeta Grid,zeta.grid,,,\nOmega Labs,omega.dev,,,\nYara Bio,yara.bio,Kai Partner,fresh,Jon Founder; Ivy Founder\n`,
    );
    const options = { mapping, blankCells: "clear" };
    expect(await (await dryRun(a.member, second.id, options)).json()).toMatchObject({ create: 1, update: 2, errors: [] });
    expect(await commit(a.member, second.id)).toMatchObject({ status: "done", created: 1, updated: 2 });
    const rows = await orgCompanies(a.id);
    const zeta = rows.find((c) => c.id === zetaBefore.id)!;
    expect(zeta).toMatchObject({ customFields: {}, pocRefs: [], version: zetaBefore.version + 1, website: "zeta.grid" });
    expect(rows.find((c) => c.id === omega.id)).toMatchObject({ website: "omega.dev", version: omega.version + 1 });
    const yara = rows.find((c) => c.name === "Yara Bio")!;
    expect(yara).toMatchObject({ customFields: { [field.key]: "fresh" } });
    expect(yara.pocRefs.map((p) => p.name)).toEqual(["Kai Partner"]);
    const founders = await ctx.deps.db
      .select({ name: people.name })
      .from(companyFounders)
      .innerJoin(people, eq(people.id, companyFounders.personId))
      .where(eq(companyFounders.companyId, yara.id))
      .orderBy(companyFounders.position);
    expect(founders.map((f) => f.name)).toEqual(["Jon Founder", "Ivy Founder"]);

    // The import's rows hold the versions it wrote, so undo finds nothing changed since and restores all.
    expect(await (await a.member.post(`/api/v1/imports/${second.id}/undo`)).json()).toEqual({ deleted: 1, restored: 2 });
    const after = await orgCompanies(a.id);
    expect(after.find((c) => c.id === zeta.id)).toMatchObject({ customFields: { [field.key]: "keep me" } });
    expect(after.find((c) => c.id === zeta.id)!.pocRefs.map((p) => p.name)).toEqual(["Kai Partner"]);
    expect(after.find((c) => c.id === omega.id)).toMatchObject({ website: "https://omega.io" });
    expect(after.some((c) => c.name === "Yara Bio")).toBe(false);
  });

  it("imports other e-mail addresses as a list (lower case, each checked), as the export writes them", async () => {
    const up = await uploaded(
      a.member,
      "people",
      'Name,Email,Secondary Email\nGita Two,gita@work.io,"Gita@Home.io; gita@old.io"\nHal Bad,hal@work.io,not-an-address\n',
    );
    expect(up.suggestedMapping).toMatchObject({ "Secondary Email": "otherEmails" });
    const report = await (await dryRun(a.member, up.id, { mapping: up.suggestedMapping })).json();
    expect(report).toMatchObject({
      create: 1,
      errors: [{ row: 3, column: "Secondary Email", message: expect.stringMatching(/not-an-address/) }],
    });
    expect(await commit(a.member, up.id)).toMatchObject({ status: "done", created: 1, skipped: 1 });
    const rows = await ctx.deps.db.select().from(people).where(eq(people.orgId, a.id));
    expect(rows.find((p) => p.email === "gita@work.io")?.otherEmails).toEqual(["gita@home.io", "gita@old.io"]);
  });

  it("matches LPs by entity name within a fund, and investments by company, round and date", async () => {
    await a.owner.post("/api/v1/funds", { name: "Fund I" });
    await a.owner.post("/api/v1/funds", { name: "Fund II" });
    const up = await uploaded(a.member, "lps", "LP,Fund,Commitment\nYale,Fund I,1000000\nYale,Fund II,500000\n");
    await dryRun(a.member, up.id, { mapping: { LP: "entityName", Fund: "fund", Commitment: "commitmentUsd" } });
    expect(await commit(a.member, up.id)).toMatchObject({ created: 2 });
    const up2 = await uploaded(a.member, "lps", "LP,Fund,Commitment\nyale,Fund II,750000\n");
    expect(
      await (await dryRun(a.member, up2.id, { mapping: { LP: "entityName", Fund: "fund", Commitment: "commitmentUsd" } })).json(),
    ).toMatchObject({
      create: 0,
      update: 1,
    });
    const inv = "Company,Round,Amount,Valuation,Date\nBeacon Labs,seed,250000,5000000,2024-03-01\nNowhere Inc,Seed,1,1,2024-01-01\n";
    const up3 = await uploaded(a.member, "equity-investments", inv);
    const m = { Company: "company", Round: "roundType", Amount: "investedAmount", Valuation: "valuation", Date: "investmentDate" };
    const report = await (await dryRun(a.member, up3.id, { mapping: m })).json();
    expect(report).toMatchObject({
      create: 1,
      errors: [{ row: 3, column: "Company", message: expect.stringMatching(/No company named "Nowhere Inc"/) }],
    });
    expect(await commit(a.member, up3.id)).toMatchObject({ status: "done", created: 1 });
    const up4 = await uploaded(a.member, "equity-investments", inv.split("\n").slice(0, 2).join("\n"));
    expect(await (await dryRun(a.member, up4.id, { mapping: m })).json()).toMatchObject({ create: 0, update: 0, unchanged: 1 });
  });
});

describe("roles and organisations", () => {
  it("viewers cannot import; another organisation's import is 404", async () => {
    expect((await upload(a.viewer, "companies", "Name\nX\n")).status).toBe(403);
    const up = await uploaded(a.member, "companies", "Name\nIsolated Co\n");
    expect((await dryRun(a.viewer, up.id, { mapping: { Name: "name" } })).status).toBe(403);
    expect((await a.viewer.get(`/api/v1/imports/${up.id}`)).status).toBe(200);
    for (const [method, path] of [
      ["GET", ""],
      ["GET", "/errors.csv"],
      ["POST", "/commit"],
      ["POST", "/undo"],
    ] as const)
      expect((await b.owner.request(method, `/api/v1/imports/${up.id}${path}`)).status).toBe(404);
    expect((await dryRun(b.owner, up.id, { mapping: { Name: "name" } })).status).toBe(404);
    expect((await (await b.owner.get("/api/v1/imports")).json()).items).toEqual([]);
  });
});

describe("committed imports are claimed once across processes", () => {
  it("two workers on separate connections run each queued import exactly once", async () => {
    const url = process.env.DATABASE_URL ? (ctx.deps.env.DATABASE_URL as string) : null;
    // On PostgreSQL the second worker has its own connection pool, as a second server process would.
    const second = url ? openDatabase({ databaseUrl: url, dataDir: ctx.dataDir }) : null;
    try {
      const ids: string[] = [];
      for (let i = 0; i < 4; i++) {
        const rows = Array.from({ length: 30 }, (_, j) => `Claimed ${i}-${j}`).join("\n");
        const up = await uploaded(a.member, "companies", `Name\n${rows}\n`);
        expect((await dryRun(a.member, up.id, { mapping: { Name: "name" } })).status).toBe(200);
        ids.push(up.id);
      }
      // Queued as the commit route queues them, without this process's own run starting.
      await ctx.deps.db.update(imports).set({ status: "running", lockedAt: null, lockedBy: null }).where(inArray(imports.id, ids));
      const ran = await Promise.all([
        runPendingImports(ctx.deps, "worker-1"),
        runPendingImports({ ...ctx.deps, db: second?.db ?? ctx.deps.db }, "worker-2"),
      ]);
      expect(ran[0] + ran[1]).toBe(4);
      const rows = await ctx.deps.db.select().from(imports).where(inArray(imports.id, ids));
      expect(rows.map((r) => [r.status, r.attempts, r.created, r.lockedBy])).toEqual(ids.map(() => ["done", 1, 30, null]));
      const made = (await orgCompanies(a.id)).filter((c) => c.name.startsWith("Claimed "));
      expect(made).toHaveLength(120);
      expect(new Set(made.map((c) => c.name)).size).toBe(120);
    } finally {
      await second?.close();
    }
  });

  it("parallel commits of one import queue it once, parallel undos take it back once", async () => {
    const up = await uploaded(a.member, "companies", "Name\nParallel One\nParallel Two\n");
    await dryRun(a.member, up.id, { mapping: { Name: "name" } });
    const commits = await Promise.all(Array.from({ length: 6 }, () => a.member.post(`/api/v1/imports/${up.id}/commit`)));
    expect(commits.map((r) => r.status).sort()).toEqual([202, 409, 409, 409, 409, 409]);
    for (let i = 0; i < 200 && (await (await a.member.get(`/api/v1/imports/${up.id}`)).json()).status === "running"; i++)
      await new Promise((r) => setTimeout(r, 50));
    expect((await orgCompanies(a.id)).filter((c) => c.name.startsWith("Parallel ")).length).toBe(2);
    const undos = await Promise.all(Array.from({ length: 6 }, () => a.member.post(`/api/v1/imports/${up.id}/undo`)));
    expect(undos.filter((r) => r.status === 200)).toHaveLength(1);
    expect(undos.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect((await orgCompanies(a.id)).filter((c) => c.name.startsWith("Parallel ")).length).toBe(0);
  });

  it("a worker that finds the committed import locked for a moment (a refused parallel commit) looks again and runs it", async () => {
    const url = process.env.DATABASE_URL ? (ctx.deps.env.DATABASE_URL as string) : null;
    // On PostgreSQL the lock is held on another connection, as the refused commit's statement holds it.
    const other = url ? openDatabase({ databaseUrl: url, dataDir: ctx.dataDir }) : null;
    try {
      const up = await uploaded(a.member, "companies", "Name\nBriefly Locked\n");
      await dryRun(a.member, up.id, { mapping: { Name: "name" } });
      await ctx.deps.db.update(imports).set({ status: "running", lockedAt: null, lockedBy: null }).where(eq(imports.id, up.id));
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const holder = (other?.db ?? ctx.deps.db).transaction(async (tx) => {
        await tx.select({ id: imports.id }).from(imports).where(eq(imports.id, up.id)).for("update");
        locked();
        await released;
      });
      await isLocked;
      const run = runPendingImports(ctx.deps, "worker-while-locked");
      setTimeout(release, 150);
      await holder;
      expect(await run).toBe(1);
      const [row] = await ctx.deps.db.select().from(imports).where(eq(imports.id, up.id));
      expect([row!.status, row!.created]).toEqual(["done", 1]);
    } finally {
      await other?.close();
    }
  });
});
