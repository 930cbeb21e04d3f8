import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { searchTypes, type SearchResult } from "@shared/schemas/search";
import { fileForm } from "../../security/resources";
import { twoOrganizations, type OrgFixture } from "../../test/fixtures";
import { createApp } from "../../app";
import { NOTE_BODY_WINDOW } from "./search-sources";
import { clientFor, createTestContext, type Requester, type TestContext } from "../../test/harness";

let ctx: TestContext;
let a: OrgFixture;
let b: OrgFixture;

const ok = async (res: Promise<Response>) => {
  const r = await res;
  if (r.status >= 300) throw new Error(`${r.status} ${await r.text()}`);
  return r.json();
};

/** One record of every type whose name or text holds `word`; returns their ids by type. */
async function oneOfEachType(who: Requester, word: string) {
  const company = await ok(who.post("/api/v1/companies", { name: `${word} Robotics` }));
  const person = await ok(who.post("/api/v1/people", { name: `${word} Person` }));
  const fund = (await ok(who.get("/api/v1/funds"))).items[0];
  const lp = await ok(who.post("/api/v1/lps", { fundId: fund.id, entityName: `${word} Pension` }));
  const board = await ok(who.post("/api/v1/lp-boards", { name: "Raise" }));
  const lpRow = await ok(who.post("/api/v1/lp-crm-rows", { subboardId: board.subboards[0].id, lead: `${word} Family Office` }));
  const ticket = await ok(who.post("/api/v1/tickets", { title: `${word} export` }));
  const note = await ok(who.post(`/api/v1/companies/${company.id}/notes`, { title: "Call", content: `Spoke about ${word} today` }));
  const comment = await ok(who.post("/api/v1/comments", { companyId: company.id, kind: "comment", text: `Ask ${word} for numbers` }));
  const document = await ok(
    who.request("POST", `/api/v1/companies/${company.id}/documents`, {
      body: fileForm("%PDF-1.7\n%x\n", `${word}-deck.pdf`, "application/pdf"),
    }),
  );
  return {
    company: company.id,
    person: person.id,
    lp: lp.id,
    lpRow: lpRow.id,
    ticket: ticket.id,
    note: note.id,
    comment: comment.id,
    document: document.id,
  };
}

const find = async (who: Requester, query: string): Promise<SearchResult[]> => (await ok(who.get(`/api/v1/search?${query}`))).items;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ a, b } = await twoOrganizations(ctx));
});
afterAll(() => ctx.close());

describe("GET /api/v1/search", () => {
  it("ranks exact, prefix, word, contains and fuzzy name matches before body text", async () => {
    for (const name of ["Kestral Analytics", "Sunkestrel Labs", "Blue Kestrel", "Kestrel Robotics", "Kestrel", "Orbit Labs"])
      await ok(a.owner.post("/api/v1/companies", { name }));
    const orbit = (await find(a.owner, "q=orbit&types=company"))[0];
    await ok(a.owner.post(`/api/v1/companies/${orbit.id}/notes`, { title: "Intro call", content: "They compete with the kestrel team." }));
    const items = await find(a.owner, "q=kestrel&types=company,note&limit=10");
    expect(items.map((i) => `${i.type} ${i.title}`)).toEqual([
      "company Kestrel",
      "company Kestrel Robotics",
      "company Blue Kestrel",
      "company Sunkestrel Labs",
      "company Kestral Analytics",
      "note Intro call",
    ]);
    expect(items[0]).toMatchObject({ subtitle: "Leads", url: `/companies/${items[0].id}`, highlight: null });
    expect(items[5]).toMatchObject({ subtitle: "Orbit Labs", highlight: "They compete with the kestrel team." });
    expect(items[5].url).toBe(`/companies/${orbit.id}?tab=notes&note=${items[5].id}`);
    // A misspelling still finds the name (trigram similarity).
    expect((await find(a.owner, "q=kestral&types=company")).map((i) => i.title)).toContain("Kestrel");
  });

  it("answers only with the caller's organisation's records, counted over every type", async () => {
    const ofA = await oneOfEachType(a.owner, "Zephyrine");
    const ofB = await oneOfEachType(b.owner, "Zephyrine");
    // The upload queued an analysis (no worker runs in tests): finish it by hand.
    await ctx.deps.db.execute(sql`update deck_analyses set status = 'done', finished_at = now(),
      result = '{"summary": "A zephyrine analysis", "team": {"founders": []}}'::jsonb where document_id = ${ofB.document}`);
    const items = await find(b.member, "q=zephyrine&limit=50");
    const count = (type: string) => items.filter((i) => i.type === type).length;
    expect(Object.fromEntries(searchTypes.map((t) => [t, count(t)]))).toEqual(Object.fromEntries(searchTypes.map((t) => [t, 1])));
    for (const type of searchTypes) expect(items.find((i) => i.type === type)?.id).toBe(ofB[type]);
    const text = JSON.stringify(items);
    for (const id of Object.values(ofA)) expect(text).not.toContain(id);
    // The deck analysis's text finds its document (the file name matched first, so it is listed once).
    const analysis = await find(b.viewer, "q=zephyrine%20analysis&types=document");
    expect(analysis).toMatchObject([{ id: ofB.document, url: expect.stringContaining("?tab=ai"), highlight: "A zephyrine analysis" }]);
    expect(await find(a.owner, "q=zephyrine%20analysis&types=document")).toEqual([]);
  });

  it("takes %, _ and quotes literally", async () => {
    for (const name of ["%Percent Co", "_Under Co", "50% Club", "500 Startups", "O'Brien Capital", 'The "Quoted" Fund', "Plain Co"])
      await ok(a.owner.post("/api/v1/companies", { name }));
    const titles = async (q: string) => (await find(a.owner, `q=${encodeURIComponent(q)}&types=company&limit=50`)).map((i) => i.title);
    expect(await titles("%")).toEqual(["%Percent Co"]);
    expect(await titles("_")).toEqual(["_Under Co"]);
    expect(await titles("50%")).toEqual(["50% Club"]);
    expect(await titles("o'brien")).toEqual(["O'Brien Capital"]);
    expect((await titles('"quoted"'))[0]).toBe('The "Quoted" Fund');
  });

  it("finds a note's text past the newest notes it reads first, and a common word in the newest notes, newest first", async () => {
    const company = await ok(a.owner.post("/api/v1/companies", { name: "Windowed Notes Co" }));
    const note = (title: string, content: string, minutesAgo: number) =>
      sql`insert into notes (org_id, company_id, title, content, updated_at)
        values (${a.id}, ${company.id}, ${title}, ${content}, now() - make_interval(mins => ${minutesAgo}))`;
    // The rare word is only in the oldest note, behind more notes than the first read covers.
    await ctx.deps.db.execute(note("Old call", "We first met the zanzibarite founders in Lisbon.", 100_000));
    await ctx.deps.db.execute(sql`insert into notes (org_id, company_id, title, content, updated_at)
      select ${a.id}, ${company.id}, 'Weekly ' || i, 'Pipeline review with the partners, week ' || i, now() - make_interval(mins => i)
      from generate_series(1, ${NOTE_BODY_WINDOW + 50}) i`);
    const rare = await find(a.owner, "q=zanzibarite&types=note");
    expect(rare.map((r) => r.title)).toEqual(["Old call"]);
    expect(rare[0].highlight).toContain("zanzibarite founders");
    // A word in every note: the five newest, newest first.
    const common = await find(a.owner, "q=pipeline%20review&types=note&limit=5");
    expect(common.map((r) => r.title)).toEqual(["Weekly 1", "Weekly 2", "Weekly 3", "Weekly 4", "Weekly 5"]);
    // A word in fewer of the newest notes than asked for, and in older ones: every match, from both.
    await ctx.deps.db.execute(note("Recent sync", "Talked zanzibarite pricing", 0));
    expect((await find(a.owner, "q=zanzibarite&types=note")).map((r) => r.title).sort()).toEqual(["Old call", "Recent sync"]);
  });

  it("refuses a 1,000-character query and unknown types with 400, and answers an empty query with nothing", async () => {
    const long = await a.owner.get(`/api/v1/search?q=${"x".repeat(1000)}`);
    expect(long.status).toBe(400);
    expect((await long.json()).error.message).toMatch(/200 characters/);
    expect((await a.owner.get("/api/v1/search?q=kestrel&types=company,planet")).status).toBe(400);
    expect(await find(a.owner, "q=%20%20")).toEqual([]);
  });

  it("finds companies, people and LPs by their text custom fields, not by other types or archived fields", async () => {
    const field = async (entity: string, name: string, type: string) =>
      (await ok(a.owner.post("/api/v1/fields", { entity, name, type }))).key as string;
    const thesis = await field("company", "Search thesis", "longText");
    const score = await field("company", "Search score", "number");
    const intro = await field("person", "Search intro", "text");
    const mandate = await field("lp", "Search mandate", "text");
    const fund = (await ok(a.owner.get("/api/v1/funds"))).items[0];
    const company = await ok(
      a.owner.post("/api/v1/companies", {
        name: "Plain Dental Co",
        customFields: { [thesis]: "Vertical software for quokkadent clinics", [score]: 77 },
      }),
    );
    const person = await ok(
      a.owner.post("/api/v1/people", { name: "Plain Person", customFields: { [intro]: "Met via quokkadent dinner" } }),
    );
    const lp = await ok(
      a.owner.post("/api/v1/lps", { fundId: fund.id, entityName: "Plain Pension", customFields: { [mandate]: "quokkadent only" } }),
    );

    const items = await find(a.owner, "q=quokkadent&types=company,person,lp");
    expect(items.map((i) => [i.type, i.id])).toEqual(
      expect.arrayContaining([
        ["company", company.id],
        ["person", person.id],
        ["lp", lp.id],
      ]),
    );
    expect(items).toHaveLength(3);
    expect(items.find((i) => i.type === "company")?.highlight).toContain("quokkadent clinics");
    // A number field is not text; another organisation sees nothing.
    expect(await find(a.owner, "q=77&types=company")).toEqual([]);
    expect(await find(b.owner, "q=quokkadent")).toEqual([]);
    // A record matched by its name and a field is listed once.
    expect((await find(a.owner, "q=plain%20dental&types=company")).filter((i) => i.id === company.id)).toHaveLength(1);
    // An archived field is no longer searched.
    const thesisField = (await ok(a.owner.get("/api/v1/fields?entity=company"))).items.find((f: { key: string }) => f.key === thesis);
    expect((await a.owner.request("DELETE", `/api/v1/fields/${thesisField.id}`)).status).toBeLessThan(300);
    expect(await find(a.owner, "q=quokkadent&types=company")).toEqual([]);
  });

  it("keeps answers per organisation and query, and every change shows at once, in this server and in another one", async () => {
    // The same member through a second server process (its own cache) on the same database.
    const other = clientFor(createApp(ctx.deps), a.member.cookie);
    const typesFound = async (who: Requester, q: string) => (await find(who, `q=${q}&limit=50`)).map((i) => `${i.type} ${i.title}`).sort();
    const expectBoth = async (q: string, expected: string[]) => {
      for (const who of [a.member, other]) expect(await typesFound(who, q)).toEqual([...expected].sort());
    };
    await expectBoth("quillfeather", []);

    // Every kind of record, through each data version the answer follows.
    const company = await ok(a.owner.post("/api/v1/companies", { name: "Quillfeather Labs" }));
    await expectBoth("quillfeather", ["company Quillfeather Labs"]);
    const renamed = await ok(a.owner.patch(`/api/v1/companies/${company.id}`, { name: "Quillfeather Bio", version: company.version }));
    await expectBoth("quillfeather", ["company Quillfeather Bio"]);
    await ok(other.post("/api/v1/people", { name: "Ada Quillfeather" }));
    const fund = (await ok(a.owner.get("/api/v1/funds"))).items[0];
    await ok(a.owner.post("/api/v1/lps", { fundId: fund.id, entityName: "Quillfeather Trust" }));
    const found = ["company Quillfeather Bio", "person Ada Quillfeather", "lp Quillfeather Trust"];
    await expectBoth("quillfeather", found);
    const ticket = await ok(other.post("/api/v1/tickets", { title: "Quillfeather import" }));
    await expectBoth("quillfeather", [...found, "ticket Quillfeather import"]);
    await ok(a.owner.patch(`/api/v1/tickets/${ticket.id}`, { title: "Import for the fund", version: ticket.version }));
    await expectBoth("quillfeather", found);
    await ok(a.owner.post(`/api/v1/companies/${renamed.id}/notes`, { title: "Pricing", content: "Quillfeather wants 20%" }));
    await expectBoth("quillfeather", [...found, "note Pricing"]);
    const document = await ok(
      a.owner.request("POST", `/api/v1/companies/${renamed.id}/documents`, {
        body: fileForm("%PDF-1.7\n%x\n", "deck.pdf", "application/pdf"),
      }),
    );
    await expectBoth("inkwellian", []);
    // A deck analysis finished by its worker (no worker runs in tests).
    await ctx.deps.db.execute(sql`update deck_analyses set status = 'done', finished_at = now(),
      result = '{"summary": "An inkwellian market"}'::jsonb where document_id = ${document.id}`);
    await expectBoth("inkwellian", ["document deck.pdf"]);

    // A custom field's values are found until the field is archived.
    const field = await ok(a.owner.post("/api/v1/fields", { entity: "company", name: "Cache thesis", type: "text" }));
    const { version } = await ok(a.owner.get(`/api/v1/companies/${renamed.id}`));
    await ok(a.owner.patch(`/api/v1/companies/${renamed.id}`, { customFields: { [field.key]: "Nibwise tooling" }, version }));
    await expectBoth("nibwise", ["company Quillfeather Bio"]);
    expect((await a.owner.request("DELETE", `/api/v1/fields/${field.id}`)).status).toBeLessThan(300);
    await expectBoth("nibwise", []);

    // Another organisation's identical query is answered from its own records.
    expect(await find(b.owner, "q=quillfeather")).toEqual([]);
  });
});
