import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { twoOrganizations, type OrgFixture } from "../../test/fixtures";
import { createTestContext, type TestContext } from "../../test/harness";
import { expectCursorChecked, inPairs, pagesWhileChanging } from "../../test/keyset-pages";
import { basicSearch } from "./people-query";

let ctx: TestContext;
let a: OrgFixture;
let b: OrgFixture;
let maya = "";
let foreignPoc = "";
beforeAll(async () => {
  ctx = await createTestContext();
  ({ a, b } = await twoOrganizations(ctx));
  maya = (await (await a.owner.post("/api/v1/pocs", { name: "Maya Chen" })).json()).id;
  foreignPoc = (await (await b.owner.post("/api/v1/pocs", { name: "Beta POC" })).json()).id;
});
afterAll(() => ctx.close());

const total = async (org: OrgFixture) => (await (await org.owner.get("/api/v1/people")).json()).total;

describe("people: create, read, validate", () => {
  it("adds a contact with every field; the name is trimmed and the phone formatted US style", async () => {
    const res = await a.member.post("/api/v1/people", {
      name: "  Priya Raman ",
      companyName: "Raman Family Office",
      title: "Principal",
      email: "priya@raman.example",
      phone: "415 555 0101",
      linkedin: "https://linkedin.com/in/priya",
      website: "raman.example",
      personType: "Family Office",
      sectorFocus: "FinTech",
      stage: "Seed",
      value: "High",
      checkSizeRange: "$1M-5M",
      city: "San Francisco",
      lastMeeting: "2026-10-01",
      pocId: maya,
      address: "1 Market St",
      notes: "Met at the LP summit",
    });
    expect(res.status).toBe(201);
    const person = await res.json();
    expect(person).toMatchObject({ name: "Priya Raman", phone: "(415) 555-0101", pocName: "Maya Chen", value: "High", version: 1 });
    expect(person.foundedCompanies).toEqual([]);
    expect(await (await a.viewer.get(`/api/v1/people/${person.id}`)).json()).toEqual(person);
    const intl = await (await a.owner.post("/api/v1/people", { name: "Tom Ito", phone: "1-212-555-0199" })).json();
    expect(intl.phone).toBe("+1 (212) 555-0199");
  });

  it("refuses bad input with a 400 and a clear message, creating nothing", async () => {
    const before = await total(a);
    const cases: [object, RegExp][] = [
      [{ name: "   " }, /Name is required/],
      [{}, /Name is required/],
      [{ name: "X", email: "not-an-email" }, /valid email/],
      [{ name: "X", phone: "555-01" }, /US phone number/],
      [{ name: "X", phone: "+44 20 7946 0958 12" }, /US phone number/],
      [{ name: "X", value: "Very High" }, /High, Medium or Low/],
      [{ name: "X", lastMeeting: "yesterday" }, /2026-01-31/],
      [{ name: "X", orgId: b.id }, /unrecognized|orgId/i],
      [{ name: "X", pocId: foreignPoc }, /POC/],
    ];
    for (const [body, message] of cases) {
      const res = await a.owner.post("/api/v1/people", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).error.message).toMatch(message);
    }
    expect(await total(a)).toBe(before);
  });

  it("viewers read but cannot write; another organisation's person is a 404", async () => {
    expect((await a.viewer.post("/api/v1/people", { name: "Nope" })).status).toBe(403);
    const person = await (await a.owner.post("/api/v1/people", { name: "Scoped Person" })).json();
    expect((await a.viewer.patch(`/api/v1/people/${person.id}`, { version: 1, title: "X" })).status).toBe(403);
    expect((await a.viewer.delete(`/api/v1/people/${person.id}`)).status).toBe(403);
    expect((await b.owner.get(`/api/v1/people/${person.id}`)).status).toBe(404);
    expect((await b.owner.patch(`/api/v1/people/${person.id}`, { version: 1, title: "X" })).status).toBe(404);
    expect((await b.owner.delete(`/api/v1/people/${person.id}`)).status).toBe(404);
    expect((await b.owner.get(`/api/v1/people/${person.id}/meetings`)).status).toBe(404);
    expect((await (await b.owner.get("/api/v1/people?q=Scoped")).json()).total).toBe(0);
  });
});

describe("people: edit and delete", () => {
  it("updates with the version seen; a stale version is a 409 and changes nothing", async () => {
    const person = await (await a.owner.post("/api/v1/people", { name: "Edit Me" })).json();
    const saved = await a.member.patch(`/api/v1/people/${person.id}`, { version: 1, title: "Partner", phone: "2125550100" });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ title: "Partner", phone: "(212) 555-0100", version: 2 });
    const stale = await a.owner.patch(`/api/v1/people/${person.id}`, { version: 1, title: "Stale" });
    expect(stale.status).toBe(409);
    expect((await (await a.owner.get(`/api/v1/people/${person.id}`)).json()).title).toBe("Partner");
    expect((await a.owner.patch(`/api/v1/people/${person.id}`, { version: 2, name: " " })).status).toBe(400);
  });

  it("deletes a person with their meetings", async () => {
    const person = await (await a.owner.post("/api/v1/people", { name: "Delete Me" })).json();
    await a.owner.post(`/api/v1/people/${person.id}/meetings`, { date: "2026-02-01", purpose: "Catch-up" });
    expect((await a.member.delete(`/api/v1/people/${person.id}`)).status).toBe(204);
    expect((await a.owner.get(`/api/v1/people/${person.id}`)).status).toBe(404);
    expect((await a.owner.get(`/api/v1/people/${person.id}/meetings`)).status).toBe(404);
  });
});

describe("people: search, filters, sort and pages", () => {
  let org: OrgFixture;
  beforeAll(async () => {
    org = b;
    const rows = [
      {
        name: "alice Zhang",
        title: "Partner",
        companyName: "Northstar VC",
        personType: "Venture Capital",
        sectorFocus: "AI",
        city: "Boston",
      },
      {
        name: "Bob Young",
        title: "Founder & CEO",
        companyName: "Helio Labs",
        personType: "Founder",
        sectorFocus: "Space",
        email: "bob@helio.example",
      },
      {
        name: "Carla Diaz",
        title: "Angel",
        companyName: "Self",
        personType: "Angel",
        sectorFocus: "FinTech",
        city: "Austin",
        pocId: foreignPoc,
      },
      { name: "Dev 100% Patel", title: "Operator", companyName: "Ops_Co", personType: "Operator", sectorFocus: "CPG", value: "High" },
    ];
    for (const row of rows) expect((await org.owner.post("/api/v1/people", row)).status).toBe(201);
  });
  const names = async (query: string) =>
    ((await (await org.viewer.get(`/api/v1/people?${query}`)).json()).items as { name: string }[]).map((p) => p.name);

  it("sorts by name (any case) both ways", async () => {
    expect(await names("")).toEqual(["alice Zhang", "Bob Young", "Carla Diaz", "Dev 100% Patel"]);
    expect(await names("sort=-name")).toEqual(["Dev 100% Patel", "Carla Diaz", "Bob Young", "alice Zhang"]);
  });

  it("basic search matches name, title, company, type and sector, case-insensitively", async () => {
    expect(await names("q=ZHANG")).toEqual(["alice Zhang"]);
    expect(await names("q=founder")).toEqual(["Bob Young"]);
    expect(await names("q=northstar")).toEqual(["alice Zhang"]);
    expect(await names("q=fintech")).toEqual(["Carla Diaz"]);
    expect(await names("q=bob%40helio")).toEqual([]); // e-mail is not part of the basic search
    expect(await names("q=100%25")).toEqual(["Dev 100% Patel"]); // % is literal
    expect(await names("q=o_s")).toEqual([]); // _ is literal (as a wildcard it would match "Ops")
  });

  // Terms with three letters or digits in a row go through the one trigram-indexed expression; shorter ones through the plain OR.
  it("indexed and short terms find the same: each of the five columns, wildcards literal, no match across two columns", async () => {
    for (const [term, match] of [
      ["zhang", "alice Zhang"],
      ["partner", "alice Zhang"],
      ["star v", "alice Zhang"],
      ["venture", "alice Zhang"],
      ["space", "Bob Young"],
      ["ai", "alice Zhang"],
      ["l", "alice Zhang"],
    ]) {
      expect(await names(`q=${encodeURIComponent(term)}`)).toContain(match);
    }
    expect(await names("q=opera_or")).toEqual([]); // as a wildcard _ would match "Operator"
    expect(await names("q=dev%25patel")).toEqual([]); // as a wildcard % would match "Dev 100% Patel"
    expect(await names("q=ops_co")).toEqual(["Dev 100% Patel"]);
    // Name then title, company then type: the columns' texts do not run into each other.
    expect(await names("q=zhangpartner")).toEqual([]);
    expect(await names("q=vc%20venture")).toEqual([]);
    expect(await names(`q=${encodeURIComponent("zhang\u001fpartner")}`)).toEqual([]);
  });

  it("a term of three letters or more can use the trigram index (the query is written on the indexed expression)", async () => {
    const plan = await ctx.deps.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`explain select id from people where ${basicSearch("martin")}`);
      return JSON.stringify(result.rows);
    });
    expect(plan).toContain("people_search_trgm_idx");
  });

  it("advanced filters are partial matches that combine; POC and value are exact", async () => {
    expect(await names("city=bost")).toEqual(["alice Zhang"]);
    expect(await names("email=helio")).toEqual(["Bob Young"]);
    expect(await names("type=ang&sector=fin")).toEqual(["Carla Diaz"]);
    expect(await names("type=ang&sector=space")).toEqual([]);
    expect(await names("company=STAR%20vc&name=zhang")).toEqual(["alice Zhang"]);
    expect(await names("company=ops_co")).toEqual(["Dev 100% Patel"]);
    expect(await names("company=opsxco")).toEqual([]);
    expect(await names("name=dev%25patel")).toEqual([]);
    expect(await names("email=helio.example")).toEqual(["Bob Young"]);
    expect(await names("email=helio_example")).toEqual([]);
    expect(await names(`pocId=${foreignPoc}`)).toEqual(["Carla Diaz"]);
    expect(await names("value=High")).toEqual(["Dev 100% Patel"]);
    expect((await org.viewer.get("/api/v1/people?value=Top")).status).toBe(400);
  });

  it("pages with a cursor and reports the total of the search", async () => {
    const first = await (await org.viewer.get("/api/v1/people?limit=3")).json();
    expect(first.total).toBe(4);
    expect(first.items).toHaveLength(3);
    const second = await (await org.viewer.get(`/api/v1/people?limit=3&cursor=${first.nextCursor}`)).json();
    expect(second.items.map((p: { name: string }) => p.name)).toEqual(["Dev 100% Patel"]);
    expect(second.nextCursor).toBeNull();
    // A search with no match still says how big the whole network is ("0 of 4 people match").
    const none = await (await org.viewer.get("/api/v1/people?q=nobody-by-this-name")).json();
    expect({ total: none.total, totalAll: none.totalAll }).toEqual({ total: 0, totalAll: 4 });
  });
});

describe("founders and meetings", () => {
  it("a company without founders and a person without meetings list none; unknown ones are 404", async () => {
    const company = await (await a.owner.post("/api/v1/companies", { name: "Founderless Co" })).json();
    const person = await (await a.owner.post("/api/v1/people", { name: "Unmet Person" })).json();
    const founders = await a.viewer.get(`/api/v1/companies/${company.id}/founders`);
    expect([founders.status, (await founders.json()).items]).toEqual([200, []]);
    const met = await a.viewer.get(`/api/v1/people/${person.id}/meetings`);
    expect([met.status, (await met.json()).items]).toEqual([200, []]);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await a.viewer.get(`/api/v1/companies/${unknown}/founders`)).status).toBe(404);
    expect((await a.viewer.get(`/api/v1/people/${unknown}/meetings`)).status).toBe(404);
  });

  it("links founders by id or by name (an existing name is reused), in order; removing keeps the person", async () => {
    const company = await (await a.owner.post("/api/v1/companies", { name: "Founded Co" })).json();
    const ada = await (await a.owner.post("/api/v1/people", { name: "Ada Byron" })).json();
    const url = `/api/v1/companies/${company.id}/founders`;
    expect((await a.member.post(url, { personId: ada.id })).status).toBe(201);
    const byName = await (await a.member.post(url, { name: "  Grace Hopper " })).json();
    expect(byName.items.map((f: { name: string }) => f.name)).toEqual(["Ada Byron", "Grace Hopper"]);
    const again = await (await a.member.post(url, { name: "ada byron" })).json();
    expect(again.items).toHaveLength(2);
    expect((await (await a.owner.get("/api/v1/people?q=Ada%20Byron")).json()).total).toBe(1);
    const grace = byName.items[1];
    expect((await (await a.owner.get(`/api/v1/people/${grace.id}`)).json()).foundedCompanies).toEqual([
      { id: company.id, name: "Founded Co" },
    ]);
    expect((await a.member.post(url, { name: "  " })).status).toBe(400);
    expect((await a.viewer.post(url, { name: "Viewer Founder" })).status).toBe(403);
    expect((await b.owner.get(url)).status).toBe(404);
    expect((await b.owner.post(url, { name: "Intruder" })).status).toBe(404);
    const foreignPerson = await (await b.owner.post("/api/v1/people", { name: "Beta Person" })).json();
    expect((await a.owner.post(url, { personId: foreignPerson.id })).status).toBe(404);
    expect((await a.member.delete(`${url}/${ada.id}`)).status).toBe(204);
    expect((await (await a.owner.get(url)).json()).items.map((f: { name: string }) => f.name)).toEqual(["Grace Hopper"]);
    expect((await a.owner.get(`/api/v1/people/${ada.id}`)).status).toBe(200);
    expect((await a.member.delete(`${url}/${ada.id}`)).status).toBe(404);
  });

  it("logs meetings newest first (Date and Purpose required) and moves the last meeting date forward only", async () => {
    const p = await (await a.owner.post("/api/v1/people", { name: "Meeting Person", value: "High" })).json();
    const url = `/api/v1/people/${p.id}/meetings`;
    expect((await a.member.post(url, { date: "2026-03-01", purpose: "Intro", notes: "Warm" })).status).toBe(201);
    expect((await a.member.post(url, { date: "2026-01-10", purpose: "Earlier call" })).status).toBe(201);
    expect((await a.member.post(url, { date: "2026-04-01", purpose: " " })).status).toBe(400);
    expect((await a.member.post(url, { purpose: "No date" })).status).toBe(400);
    expect((await a.viewer.post(url, { date: "2026-04-01", purpose: "Viewer" })).status).toBe(403);
    const list = await (await a.viewer.get(url)).json();
    expect(list.items.map((m: { purpose: string }) => m.purpose)).toEqual(["Intro", "Earlier call"]);
    expect((await (await a.owner.get(`/api/v1/people/${p.id}`)).json()).lastMeeting).toBe("2026-03-01");
  });
});

describe("people: pages while the list changes", () => {
  const page = async (query: string, cursor?: string) => {
    const res = await a.viewer.get(`/api/v1/people?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return res.json();
  };

  it("pages after the last row shown, though it was renamed or deleted; garbage cursors are a 400, bare ids still page", async () => {
    const ids: string[] = [];
    for (const n of "ABCDEFG") ids.push((await (await a.member.post("/api/v1/people", { name: `Pager ${n}` })).json()).id);
    const rename = async (id: string) => {
      const { version } = await (await a.owner.get(`/api/v1/people/${id}`)).json();
      expect((await a.member.patch(`/api/v1/people/${id}`, { name: "Pager 0", version })).status).toBe(200);
    };
    const remove = async (id: string) => expect((await a.member.delete(`/api/v1/people/${id}`)).status).toBe(204);
    expect(await pagesWhileChanging((cursor) => page("q=Pager&limit=2", cursor), { rename, remove })).toEqual(inPairs(ids));
    // "Pager D" is gone: the page after "Pager C" starts at "Pager E".
    await expectCursorChecked(
      (cursor) => a.viewer.get(`/api/v1/people?q=Pager&limit=2&cursor=${encodeURIComponent(cursor)}`),
      ids[2],
      ids[4],
    );
    for (const id of ids.filter((id) => id !== ids[3])) await remove(id);
  });

  it("page by id when the sort key is too long for a short cursor", async () => {
    expect((await a.owner.post("/api/v1/fields", { entity: "person", name: "Long bio", type: "longText" })).status).toBe(201);
    const ids: string[] = [];
    for (const ch of "ab") {
      const body = { name: "Longbio Person", customFields: { long_bio: ch.repeat(1500) } };
      ids.push((await (await a.member.post("/api/v1/people", body)).json()).id);
    }
    const first = await page("q=Longbio&sort=cf.long_bio&limit=1");
    expect(first.nextCursor).toBe(ids[0]);
    expect((await page("q=Longbio&sort=cf.long_bio&limit=1", first.nextCursor)).items.map((p: { id: string }) => p.id)).toEqual([ids[1]]);
  });
});
