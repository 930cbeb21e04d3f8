import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { twoOrganizations, type OrgFixture } from "../../test/fixtures";
import { createTestContext, type TestContext } from "../../test/harness";

let ctx: TestContext;
let a: OrgFixture;
let b: OrgFixture;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ a, b } = await twoOrganizations(ctx));
});
afterAll(() => ctx.close());

type Field = { id: string; key: string; name: string; version: number; options: { id: string; label: string; color: string | null }[] };
const addField = async (who: OrgFixture["owner"], body: Record<string, unknown>): Promise<Field> => {
  const res = await who.post("/api/v1/fields", { entity: "company", ...body });
  expect(res.status, await res.clone().text()).toBe(201);
  return res.json();
};
const addCompany = async (body: Record<string, unknown>) => a.member.post("/api/v1/companies", { name: `Co ${Math.random()}`, ...body });

describe("field definitions", () => {
  it("owners and admins add fields of every type, with a stable key; members and viewers cannot", async () => {
    const types = ["text", "longText", "number", "money", "date", "checkbox", "url", "email", "member", "company", "person"];
    for (const type of types) {
      const f = await addField(a.owner, { entity: "person", name: `P ${type}`, type });
      expect(f).toMatchObject({ key: `p_${type.toLowerCase()}`, type, archived: false, required: false, options: [] });
    }
    const sel = await addField(a.owner, {
      entity: "lp",
      name: "Tier",
      type: "multiSelect",
      options: [{ label: "A", color: "green" }, { label: "B" }],
    });
    expect(sel.options.map((o) => [o.label, o.color])).toEqual([
      ["A", "green"],
      ["B", null],
    ]);
    expect((await a.member.post("/api/v1/fields", { entity: "company", name: "X", type: "text" })).status).toBe(403);
    expect((await a.viewer.post("/api/v1/fields", { entity: "company", name: "X", type: "text" })).status).toBe(403);
    const list = await (await a.member.get("/api/v1/fields?entity=person")).json();
    expect(list.items).toHaveLength(types.length);
    expect((await (await b.member.get("/api/v1/fields")).json()).items).toHaveLength(0);
  });

  it("refuses a select without options, options on a text field, an unknown type and a duplicate name", async () => {
    const bad = [
      { name: "S", type: "select" },
      { name: "T", type: "text", options: [{ label: "x" }] },
      { name: "U", type: "rating" },
      { name: "V", type: "select", options: [{ label: "x" }, { label: "X" }] },
    ];
    for (const body of bad) expect((await a.owner.post("/api/v1/fields", { entity: "company", ...body })).status).toBe(400);
    await addField(a.owner, { name: "Dup name", type: "text" });
    const dup = await a.owner.post("/api/v1/fields", { entity: "company", name: "dup NAME", type: "number" });
    expect(dup.status).toBe(409);
    // Same name on another entity or in another organisation is fine.
    await addField(a.owner, { entity: "lp", name: "Dup name", type: "text" });
    await addField(b.owner, { name: "Dup name", type: "text" });
  });

  it("holds the name unique under parallel requests", async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, () => a.owner.post("/api/v1/fields", { entity: "company", name: "Race", type: "text" })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
  });

  it("another organisation's field is a 404", async () => {
    const f = await addField(b.owner, { name: "Secret", type: "text" });
    expect((await a.owner.patch(`/api/v1/fields/${f.id}`, { name: "Mine", version: 1 })).status).toBe(404);
    expect((await a.owner.delete(`/api/v1/fields/${f.id}`)).status).toBe(404);
  });
});

describe("values on records", () => {
  let fit: Field;
  let size: Field;
  beforeAll(async () => {
    fit = await addField(a.owner, {
      name: "Thesis fit",
      type: "select",
      options: [{ label: "Strong", color: "green" }, { label: "Weak" }],
    });
    size = await addField(a.owner, { name: "Check size", type: "money" });
  });

  it("stores and returns values; wrong types, unknown options and unknown keys are 400s naming the field", async () => {
    const res = await addCompany({ customFields: { thesis_fit: "Strong", check_size: 250000 } });
    expect(res.status).toBe(201);
    const company = await res.json();
    expect(company.customFields).toEqual({ thesis_fit: "Strong", check_size: 250000 });
    expect((await (await a.member.get(`/api/v1/companies/${company.id}`)).json()).customFields).toEqual(company.customFields);
    const cases: [Record<string, unknown>, string][] = [
      [{ thesis_fit: "Great" }, "thesis_fit"],
      [{ check_size: 12.5 }, "check_size"],
      [{ check_size: "100" }, "check_size"],
      [{ check_size: -1 }, "check_size"],
      [{ nope: 1 }, "nope"],
    ];
    for (const [customFields, key] of cases) {
      const r = await addCompany({ name: "Refused Co", customFields });
      expect(r.status).toBe(400);
      expect(Object.keys((await r.json()).error.fields)).toEqual([`customFields.${key}`]);
    }
    const names = (await (await a.member.get("/api/v1/companies?q=Refused")).json()).items;
    expect(names).toHaveLength(0);
  });

  it("validates every type", async () => {
    const defs: [string, unknown, unknown][] = [
      ["text", "hello", 5],
      ["number", -3.5, "x"],
      ["date", "2026-02-28", "2026-02-30"],
      ["checkbox", true, "yes"],
      ["url", "https://example.com", "not a url"],
      ["email", "a@b.co", "nope"],
      ["longText", "long", 1],
    ];
    for (const [type, good, bad] of defs) {
      const f = await addField(a.owner, { name: `T ${type}`, type });
      expect((await addCompany({ customFields: { [f.key]: good } })).status).toBe(201);
      const r = await addCompany({ customFields: { [f.key]: bad } });
      expect(r.status, type).toBe(400);
      expect((await r.json()).error.message).toContain(`T ${type}`);
    }
    const member = await addField(a.owner, { name: "Lead partner", type: "member" });
    const ownerId = (await (await a.owner.get("/api/v1/me")).json()).user.id;
    const otherId = (await (await b.owner.get("/api/v1/me")).json()).user.id;
    expect((await addCompany({ customFields: { [member.key]: ownerId } })).status).toBe(201);
    expect((await addCompany({ customFields: { [member.key]: otherId } })).status).toBe(400);
    const link = await addField(a.owner, { name: "Co-investor", type: "company" });
    const foreign = await (await b.member.post("/api/v1/companies", { name: "Other org co" })).json();
    expect((await addCompany({ customFields: { [link.key]: foreign.id } })).status).toBe(400);
  });

  it("a required field must be filled on create and cannot be cleared", async () => {
    const f = await addField(a.owner, { entity: "lp", name: "Region", type: "text", required: true });
    const fund = (await (await a.owner.get("/api/v1/funds")).json()).items[0].id;
    const missing = await a.member.post("/api/v1/lps", { fundId: fund, entityName: "Big LP" });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.fields).toEqual({ [`customFields.${f.key}`]: "Region is required" });
    const lp = await (await a.member.post("/api/v1/lps", { fundId: fund, entityName: "Big LP", customFields: { region: "EU" } })).json();
    expect(lp.customFields).toEqual({ region: "EU" });
    const clear = await a.member.patch(`/api/v1/lps/${lp.id}`, { version: lp.version, customFields: { region: null } });
    expect(clear.status).toBe(400);
    await a.owner.patch(`/api/v1/fields/${f.id}`, { required: false, version: 1 });
  });

  it("updates merge values, null clears, and the activity log has before/after per field", async () => {
    const c = await (await addCompany({ customFields: { thesis_fit: "Weak" } })).json();
    const res = await a.member.patch(`/api/v1/companies/${c.id}`, { version: c.version, customFields: { check_size: 1000 } });
    const updated = await res.json();
    expect(updated.customFields).toEqual({ thesis_fit: "Weak", check_size: 1000 });
    const cleared = await (
      await a.member.patch(`/api/v1/companies/${c.id}`, { version: updated.version, customFields: { thesis_fit: null } })
    ).json();
    expect(cleared.customFields).toEqual({ check_size: 1000 });
    const activity = await (await a.owner.get(`/api/v1/activity?entityType=company&entityId=${c.id}`)).json();
    const changes = activity.items.map((e: { changes: unknown }) => e.changes).filter(Boolean);
    expect(changes).toContainEqual({ "cf.check_size": { from: null, to: 1000 } });
    expect(changes).toContainEqual({ "cf.thesis_fit": { from: "Weak", to: null } });
  });

  it("renaming and swapping options keeps values; removing an option clears them", async () => {
    const multi = await addField(a.owner, {
      name: "Tags",
      type: "multiSelect",
      options: [{ label: "AI" }, { label: "Bio" }, { label: "Old" }],
    });
    const c = await (await addCompany({ customFields: { thesis_fit: "Strong", tags: ["AI", "Old", "Bio"] } })).json();
    const [strong, weak] = fit.options;
    const renamed = await a.owner.patch(`/api/v1/fields/${fit.id}`, {
      version: fit.version,
      options: [
        { id: strong.id, label: "Weak" },
        { id: weak.id, label: "Strong", color: "red" },
      ],
    });
    expect(renamed.status, await renamed.clone().text()).toBe(200);
    const [ai, bio] = multi.options;
    await a.owner.patch(`/api/v1/fields/${multi.id}`, {
      version: 1,
      options: [
        { id: ai.id, label: "AI/ML" },
        { id: bio.id, label: "Bio" },
      ],
    });
    const after = await (await a.member.get(`/api/v1/companies/${c.id}`)).json();
    expect(after.customFields).toMatchObject({ thesis_fit: "Weak", tags: ["AI/ML", "Bio"] });
    fit = await renamed.json();
  });

  it("archive keeps values and refuses new ones; unarchive; hard delete needs the name and removes values", async () => {
    const f = await addField(a.owner, { name: "Next step", type: "text" });
    const c = await (await addCompany({ customFields: { next_step: "Call" } })).json();
    expect((await a.owner.delete(`/api/v1/fields/${f.id}`)).status).toBe(204);
    expect((await (await a.member.get(`/api/v1/companies/${c.id}`)).json()).customFields.next_step).toBe("Call");
    expect((await addCompany({ customFields: { next_step: "x" } })).status).toBe(400);
    const archived = (await (await a.owner.get("/api/v1/fields?entity=company&archived=true")).json()).items;
    expect(archived.map((x: Field) => x.key)).toContain("next_step");
    expect((await a.owner.patch(`/api/v1/fields/${f.id}`, { archived: false, version: 2 })).status).toBe(200);
    expect((await a.owner.delete(`/api/v1/fields/${f.id}?confirmName=Wrong`)).status).toBe(400);
    expect((await a.member.delete(`/api/v1/fields/${f.id}?confirmName=Next%20step`)).status).toBe(403);
    expect((await a.owner.delete(`/api/v1/fields/${f.id}?confirmName=Next%20step`)).status).toBe(204);
    expect((await (await a.member.get(`/api/v1/companies/${c.id}`)).json()).customFields.next_step).toBeUndefined();
    expect((await (await a.owner.get("/api/v1/fields?entity=company")).json()).items.map((x: Field) => x.key)).not.toContain("next_step");
  });

  it("another organisation's field key is unknown here", async () => {
    await addField(b.owner, { name: "Only in B", type: "text" });
    const r = await addCompany({ customFields: { only_in_b: "x" } });
    expect(r.status).toBe(400);
    expect((await r.json()).error.fields).toEqual({ "customFields.only_in_b": 'Unknown custom field "only_in_b"' });
    expect(size.key).toBe("check_size");
  });
});
