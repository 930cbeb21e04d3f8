import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { twoOrganizations, type OrgFixture } from "../../test/fixtures";
import { createTestContext, type TestContext } from "../../test/harness";

let ctx: TestContext;
let a: OrgFixture;
let b: OrgFixture;
let personId = "";
let base = "";
const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

const upload = (who: OrgFixture["owner"], id: string, bytes: Uint8Array, name: string, extra: Record<string, string> = {}) => {
  const form = new FormData();
  form.append("file", new File([bytes as Uint8Array<ArrayBuffer>], name, { type: "application/pdf" }));
  for (const [k, v] of Object.entries(extra)) form.append(k, v);
  return who.request("POST", `/api/v1/people/${id}/documents`, { body: form });
};
const storedFiles = () => ctx.deps.storage.list("people");
const list = async () => (await (await a.viewer.get(base)).json()).items as { id: string; fileName: string; version: number }[];

beforeAll(async () => {
  ctx = await createTestContext();
  ({ a, b } = await twoOrganizations(ctx));
  personId = (await (await a.owner.post("/api/v1/people", { name: "Dana Founder" })).json()).id;
  base = `/api/v1/people/${personId}/documents`;
});
afterAll(() => ctx.close());

describe("person documents", () => {
  it("stores a file under a server key, lists it and records it in the activity log", async () => {
    const res = await upload(a.member, personId, pdf, "../CV [2026].pdf");
    expect(res.status).toBe(201);
    const doc = await res.json();
    expect(doc).toMatchObject({ fileName: "CV 2026.pdf", category: "notes", personId, companyId: null, version: 1 });
    expect(doc.downloadUrl).toBe(`${base}/${doc.id}/download`);
    expect((await upload(a.member, personId, pdf, "terms.pdf", { category: "legal" })).status).toBe(201);
    expect((await list()).map((d) => d.fileName).sort()).toEqual(["CV 2026.pdf", "terms.pdf"]);
    const files = await storedFiles();
    expect(files).toHaveLength(2);
    for (const f of files) expect(f).toMatch(new RegExp(`^people/${personId}/[0-9a-f-]{36}\\.pdf$`));
    const log = await (await a.owner.get("/api/v1/activity?entityType=document")).json();
    expect(log.items[0]).toMatchObject({ entityType: "document", action: "created", parentType: "person", parentId: personId });
  });

  it("downloads as an attachment with nosniff; another organisation gets a 404", async () => {
    const [doc] = (await list()).filter((d) => d.fileName === "terms.pdf");
    const res = await a.viewer.get(`${base}/${doc.id}/download`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="terms\.pdf"/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await res.arrayBuffer())).toEqual(pdf);
    expect((await b.owner.get(`${base}/${doc.id}/download`)).status).toBe(404);
    // A person's document is not reachable under a company's path, nor the other way round.
    const companyId = (await (await a.owner.post("/api/v1/companies", { name: "Elsewhere" })).json()).id;
    expect((await a.viewer.get(`/api/v1/companies/${companyId}/documents/${doc.id}/download`)).status).toBe(404);
  });

  it("refuses HTML disguised as a PDF and files over 25 MB, leaving no row and no file", async () => {
    const disguised = await upload(a.member, personId, Buffer.from("<!doctype html><script>alert(1)</script>"), "cv.pdf");
    expect(disguised.status).toBe(415);
    expect((await disguised.json()).error.message).toMatch(/PDF, PPTX, DOCX, XLSX, PNG or JPG/);
    const big = Buffer.alloc(25 * 1024 * 1024 + 1024, 0x20);
    pdf.copy(big);
    expect((await upload(a.member, personId, big, "huge.pdf")).status).toBe(413);
    expect(await list()).toHaveLength(2);
    expect(await storedFiles()).toHaveLength(2);
  });

  it("refuses other organisations (404), viewers (403) and a bad category (400)", async () => {
    expect((await upload(b.owner, personId, pdf, "x.pdf")).status).toBe(404);
    expect((await b.owner.get(base)).status).toBe(404);
    expect((await upload(a.viewer, personId, pdf, "x.pdf")).status).toBe(403);
    expect((await upload(a.member, personId, pdf, "x.pdf", { category: "photos" })).status).toBe(400);
    const [doc] = await list();
    expect((await a.viewer.patch(`${base}/${doc.id}`, { fileName: "x", version: doc.version })).status).toBe(403);
    expect((await a.viewer.delete(`${base}/${doc.id}`)).status).toBe(403);
    expect((await b.owner.patch(`${base}/${doc.id}`, { fileName: "x", version: doc.version })).status).toBe(404);
    expect((await b.owner.delete(`${base}/${doc.id}`)).status).toBe(404);
    expect(await list()).toHaveLength(2);
    expect(await storedFiles()).toHaveLength(2);
  });

  it("renames with the version seen (extension kept); a stale rename or delete is a 409", async () => {
    const [doc] = (await list()).filter((d) => d.fileName === "terms.pdf");
    const path = `${base}/${doc.id}`;
    const res = await a.member.patch(path, { fileName: "Side letter.docx", version: doc.version });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ fileName: "Side letter.pdf", version: doc.version + 1 });
    const stale = await a.owner.patch(path, { fileName: "Mine", version: doc.version });
    expect(stale.status).toBe(409);
    expect((await stale.json()).error.message).toBe("This document was changed by someone else. Reload to see the latest version.");
    expect((await a.owner.delete(`${path}?version=${doc.version}`)).status).toBe(409);
    expect((await list()).find((d) => d.id === doc.id)?.fileName).toBe("Side letter.pdf");
  });

  it("deletes a document with its file, and a person with all of their files", async () => {
    const [doc] = await list();
    expect((await a.member.delete(`${base}/${doc.id}?version=${doc.version}`)).status).toBe(204);
    expect(await list()).toHaveLength(1);
    expect(await storedFiles()).toHaveLength(1);
    expect((await a.member.delete(`/api/v1/people/${personId}`)).status).toBe(204);
    expect(await storedFiles()).toHaveLength(0);
  });
});
