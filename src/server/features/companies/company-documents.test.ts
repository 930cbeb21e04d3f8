import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { twoOrganizations, type OrgFixture } from "../../test/fixtures";
import { createTestContext, type TestContext } from "../../test/harness";

let ctx: TestContext;
let a: OrgFixture;
let b: OrgFixture;
let companyId = "";
const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const docx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from("....[Content_Types].xml....word/document.xml....")]);
const pptx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from("....[Content_Types].xml....ppt/presentation.xml....")]);

const upload = (who: OrgFixture["owner"], id: string, bytes: Uint8Array, name: string, extra: Record<string, string> = {}) => {
  const form = new FormData();
  form.append("file", new File([bytes as Uint8Array<ArrayBuffer>], name, { type: "application/pdf" }));
  for (const [k, v] of Object.entries(extra)) form.append(k, v);
  return who.request("POST", `/api/v1/companies/${id}/documents`, { body: form });
};

/** Stored keys, on whichever driver the suite runs (local disk or S3). */
const storedFiles = () => ctx.deps.storage.list("companies");
const docCount = async () => (await (await a.owner.get(`/api/v1/companies/${companyId}/documents`)).json()).total;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ a, b } = await twoOrganizations(ctx));
  companyId = (await (await a.owner.post("/api/v1/companies", { name: "Deckful" })).json()).id;
});
afterAll(() => ctx.close());

describe("company documents", () => {
  it("stores PDF, DOCX and PPTX under server keys, as deck by default, and lists them", async () => {
    const res = await upload(a.member, companyId, pdf, "Pitch [final].pdf");
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      fileName: "Pitch final.pdf",
      category: "deck",
      mimeType: "application/pdf",
      sizeBytes: pdf.byteLength,
      companyId,
    });
    expect((await upload(a.member, companyId, docx, "memo.docx", { category: "memo" })).status).toBe(201);
    expect((await upload(a.member, companyId, pptx, "../../etc/passwd.pptx", { category: "legal", quarter: "Q1 2026" })).status).toBe(201);
    const list = await (await a.viewer.get(`/api/v1/companies/${companyId}/documents`)).json();
    expect(list.items.map((d: { fileName: string; category: string }) => [d.fileName, d.category]).sort()).toEqual([
      // A display name only (shown as text); the stored key below is the server's own.
      ["Pitch final.pdf", "deck"],
      ["etc/passwd.pptx", "legal"],
      ["memo.docx", "memo"],
    ]);
    const files = await storedFiles();
    expect(files).toHaveLength(3);
    for (const f of files) expect(f).toMatch(/companies\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.(pdf|docx|pptx)$/);
  });

  it("downloads as an attachment with nosniff", async () => {
    const [doc] = (await (await a.viewer.get(`/api/v1/companies/${companyId}/documents`)).json()).items.filter(
      (d: { category: string }) => d.category === "deck",
    );
    const res = await a.viewer.get(doc.downloadUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="Pitch final\.pdf"/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await res.arrayBuffer())).toEqual(pdf);
    expect((await b.owner.get(doc.downloadUrl)).status).toBe(404);
  });

  it("shows a PDF inline only when asked, still nosniff and without scripts", async () => {
    const [doc] = (await (await a.viewer.get(`/api/v1/companies/${companyId}/documents`)).json()).items.filter(
      (d: { category: string }) => d.category === "deck",
    );
    const inline = await a.viewer.get(`${doc.downloadUrl}?disposition=inline`);
    expect(inline.status).toBe(200);
    expect(inline.headers.get("content-disposition")).toMatch(/^inline; filename="Pitch final\.pdf"/);
    expect(inline.headers.get("x-content-type-options")).toBe("nosniff");
    expect(inline.headers.get("content-security-policy")).toContain("default-src 'none'");
    const [docx] = (await (await a.viewer.get(`/api/v1/companies/${companyId}/documents`)).json()).items.filter(
      (d: { category: string }) => d.category === "memo",
    );
    // Only PDF and images are ever shown in place; a DOCX asked inline is still an attachment.
    const attached = await a.viewer.get(`${docx.downloadUrl}?disposition=inline`);
    expect(attached.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect((await a.viewer.get(`${doc.downloadUrl}?disposition=script`)).status).toBe(400);
  });

  it("renames a document keeping its extension; blank names, other organisations and viewers are refused", async () => {
    const [doc] = (await (await a.viewer.get(`/api/v1/companies/${companyId}/documents`)).json()).items.filter(
      (d: { category: string }) => d.category === "memo",
    );
    const path = `/api/v1/companies/${companyId}/documents/${doc.id}`;
    const res = await a.member.patch(path, { fileName: "  Investment memo v2.pdf ", version: doc.version });
    expect(res.status).toBe(200);
    const renamed = await res.json();
    expect(renamed).toMatchObject({ fileName: "Investment memo v2.docx", version: doc.version + 1 });
    const blank = await a.member.patch(path, { fileName: "   ", version: renamed.version });
    expect(blank.status).toBe(400);
    expect((await blank.json()).error.fields.fileName).toBe("File name is required");
    expect((await a.member.patch(path, { fileName: "no version" })).status).toBe(400);
    expect((await b.owner.patch(path, { fileName: "x", version: renamed.version })).status).toBe(404);
    expect((await a.viewer.patch(path, { fileName: "x", version: renamed.version })).status).toBe(403);
    const names = (await (await a.viewer.get(`/api/v1/companies/${companyId}/documents`)).json()).items.map(
      (d: { fileName: string }) => d.fileName,
    );
    expect(names).toContain("Investment memo v2.docx");
    const history = await (await a.viewer.get(`/api/v1/companies/${companyId}/activity`)).json();
    expect(history.items[0]).toMatchObject({ entityType: "document", action: "updated" });
  });

  it("refuses a rename or delete made on a stale version (409), keeping the colleague's name", async () => {
    const [doc] = (await (await a.viewer.get(`/api/v1/companies/${companyId}/documents`)).json()).items.filter(
      (d: { category: string }) => d.category === "memo",
    );
    const path = `/api/v1/companies/${companyId}/documents/${doc.id}`;
    expect((await a.owner.patch(path, { fileName: "Colleague's name", version: doc.version })).status).toBe(200);
    const stale = await a.member.patch(path, { fileName: "My name", version: doc.version });
    expect(stale.status).toBe(409);
    expect((await stale.json()).error.message).toMatch(/changed by someone else/);
    const staleDelete = await a.member.delete(`${path}?version=${doc.version}`);
    expect(staleDelete.status).toBe(409);
    const after = (await (await a.viewer.get(`/api/v1/companies/${companyId}/documents`)).json()).items.find(
      (d: { id: string }) => d.id === doc.id,
    );
    expect(after).toMatchObject({ fileName: "Colleague's name.docx", version: doc.version + 1 });
  });

  it("refuses HTML disguised as a PDF, leaving no row and no file", async () => {
    const before = await docCount();
    const res = await upload(a.member, companyId, Buffer.from("<!doctype html><script>alert(1)</script>"), "deck.pdf");
    expect(res.status).toBe(415);
    expect((await res.json()).error.message).toMatch(/PDF, PPTX, DOCX, XLSX, PNG or JPG/);
    expect(await docCount()).toBe(before);
    expect(await storedFiles()).toHaveLength(3);
  });

  it("refuses files over 25 MB, leaving nothing behind", async () => {
    const big = Buffer.alloc(25 * 1024 * 1024 + 1024, 0x20);
    pdf.copy(big);
    const res = await upload(a.member, companyId, big, "huge.pdf");
    expect(res.status).toBe(413);
    expect(await docCount()).toBe(3);
    expect(await storedFiles()).toHaveLength(3);
  });

  it("refuses a bad category, a missing file, other organisations and viewers", async () => {
    expect((await upload(a.member, companyId, pdf, "x.pdf", { category: "photos" })).status).toBe(400);
    const empty = await a.member.request("POST", `/api/v1/companies/${companyId}/documents`, { body: new FormData() });
    expect(empty.status).toBe(400);
    expect((await upload(b.owner, companyId, pdf, "x.pdf")).status).toBe(404);
    expect((await b.owner.get(`/api/v1/companies/${companyId}/documents`)).status).toBe(404);
    expect((await upload(a.viewer, companyId, pdf, "x.pdf")).status).toBe(403);
    expect(await docCount()).toBe(3);
    expect(await storedFiles()).toHaveLength(3);
  });

  it("stores an image logo (by content), serves it, and refuses anything else", async () => {
    const png = new Uint8Array(64).fill(1);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const put = (bytes: Uint8Array, who = a.member) => {
      const form = new FormData();
      form.append("file", new File([bytes as Uint8Array<ArrayBuffer>], "logo.png"));
      return who.put(`/api/v1/companies/${companyId}/logo`, { body: form });
    };
    expect((await put(pdf)).status).toBe(415);
    expect((await put(png, b.owner)).status).toBe(404);
    const res = await put(png);
    expect(res.status).toBe(200);
    const { logoUrl } = await res.json();
    expect(logoUrl).toMatch(new RegExp(`^/api/v1/companies/${companyId}/logo\\?v=`));
    const img = await a.viewer.get(logoUrl);
    expect(img.headers.get("content-type")).toBe("image/png");
    expect(img.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await storedFiles()).toHaveLength(4);
    expect((await put(png)).status).toBe(200); // the old logo file is replaced, not kept
    expect(await storedFiles()).toHaveLength(4);
  });

  it("deletes one document with its file, and a company with all of its files", async () => {
    const [doc] = (await (await a.owner.get(`/api/v1/companies/${companyId}/documents`)).json()).items;
    expect((await b.owner.delete(`/api/v1/companies/${companyId}/documents/${doc.id}`)).status).toBe(404);
    expect((await a.member.delete(`/api/v1/companies/${companyId}/documents/${doc.id}?version=${doc.version}`)).status).toBe(204);
    expect(await storedFiles()).toHaveLength(3);
    expect((await a.member.delete(`/api/v1/companies/${companyId}`)).status).toBe(204);
    expect(await storedFiles()).toHaveLength(0);
  });
  it("takes XLSX, PNG and JPG too (by content) and keeps the name the user typed; refuses other files", async () => {
    const xlsx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from("....[Content_Types].xml....xl/workbook.xml....")]);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const jpg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]);
    const company = (await (await a.owner.post("/api/v1/companies", { name: "Typed Names" })).json()).id;
    const created = [];
    for (const [bytes, name, mime] of [
      [xlsx, "Model.xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
      [png, "Cap table.png", "image/png"],
      [jpg, "Team.jpg", "image/jpeg"],
    ] as const) {
      const res = await upload(a.member, company, bytes, name);
      expect(res.status).toBe(201);
      created.push(await res.json());
      expect(created.at(-1)).toMatchObject({ fileName: name, mimeType: mime });
    }
    const svg = await upload(a.member, company, Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), "x.png");
    expect(svg.status).toBe(415);
    expect((await svg.json()).error.message).toBe("Only PDF, PPTX, DOCX, XLSX, PNG or JPG files can be uploaded");

    const doc = created[0];
    const path = `/api/v1/companies/${company}/documents/${doc.id}`;
    const renamed = await a.member.patch(path, { fileName: "Q3 memo: final/v2 <b>.xlsx", version: doc.version });
    expect(renamed.status).toBe(200);
    expect((await renamed.json()).fileName).toBe("Q3 memo: final/v2 <b>.xlsx");
  });
  it("a company without documents lists none; an unknown company is 404; documents come newest first", async () => {
    const empty = (await (await a.owner.post("/api/v1/companies", { name: "Paperless" })).json()).id;
    const res = await a.viewer.get(`/api/v1/companies/${empty}/documents`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ items: [], total: 0, nextCursor: null });
    expect((await a.viewer.get(`/api/v1/companies/00000000-0000-4000-8000-000000000000/documents`)).status).toBe(404);
    for (const name of ["first.pdf", "second.pdf"]) expect((await upload(a.member, empty, pdf, name)).status).toBe(201);
    const listed = await (await a.viewer.get(`/api/v1/companies/${empty}/documents`)).json();
    expect([listed.total, listed.items.map((d: { fileName: string }) => d.fileName)]).toEqual([2, ["second.pdf", "first.pdf"]]);
    expect((await a.owner.delete(`/api/v1/companies/${empty}`)).status).toBe(204);
  });
});
