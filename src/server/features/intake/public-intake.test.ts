import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { activityLog, authAttempts, companies, documents } from "../../db/schema";
import { twoOrganizations, type OrgFixture } from "../../test/fixtures";
import { clientFor, createTestContext, type Requester, type TestContext } from "../../test/harness";

let ctx: TestContext;
let a: OrgFixture;
let b: OrgFixture;
let founder: Requester;
const slug = "alpha-raise";

beforeAll(async () => {
  ctx = await createTestContext();
  ({ a, b } = await twoOrganizations(ctx));
  founder = clientFor(ctx.app);
  const res = await a.owner.post("/api/v1/intake-forms", { title: "Apply to Alpha", slug, websiteUrl: "https://alpha.example" });
  expect(res.status).toBe(201);
});
afterAll(() => ctx.close());
// Every test starts with fresh limits: all in-process requests share one client address.
beforeEach(async () => {
  ctx.deps.intakeLimits = undefined;
  await ctx.deps.db.delete(authAttempts).where(like(authAttempts.key, "intake:%"));
});

const fields = (name: string): Record<string, string> => ({
  companyName: name,
  sector: "Technology",
  subSector: "Deep tech",
  city: "Lisbon",
  region: "Europe",
  companyWebsite: "https://orbital.example",
  round: "Seed",
  roundSize: "$2M",
  desiredValuation: "$12M post",
  founderOwnership: "72.5",
  currentMonthlyRevenue: "$40k",
  elevatorPitch: "Satellites are blind at night. We see through clouds. I built radar at ESA for ten years.",
});

const pdf = (extra = "") => new TextEncoder().encode(`%PDF-1.7\n%deck${extra}\n`);
/** An OLE compound file header with the "PowerPoint Document" stream name, as in a .ppt. */
function ppt() {
  const bytes = new Uint8Array(1024);
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  bytes.set(Buffer.from("PowerPoint Document", "utf16le"), 512);
  return bytes;
}
const jpeg = () => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);

function submission(values: Record<string, string>, files: [Uint8Array | string, string, string][] = []) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(values)) fd.append(k, v);
  for (const [content, name, type] of files) fd.append("files", new File([content as BlobPart], name, { type }));
  return fd;
}
const submit = (body: FormData, formSlug = slug) => founder.request("POST", `/api/v1/public/forms/${formSlug}/submissions`, { body });

const companiesNamed = (orgId: string, name: string) =>
  ctx.deps.db
    .select()
    .from(companies)
    .where(and(eq(companies.orgId, orgId), eq(companies.name, name)));
const storedFiles = async () => (await ctx.deps.storage.list("companies")).length;

describe("public intake form", () => {
  it("reads an enabled form by its slug without signing in", async () => {
    const res = await founder.get(`/api/v1/public/forms/${slug}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      slug,
      title: "Apply to Alpha",
      variant: "full",
      websiteUrl: "https://alpha.example",
      organizationName: "Alpha Capital",
    });
    expect((await founder.get("/api/v1/public/forms/no-such-form")).status).toBe(404);
  });

  it("a submission creates a Lead of the form's organisation with its files as deck documents and an activity entry", async () => {
    const res = await submit(
      submission({ ...fields("Orbital Eye"), orgId: b.id }, [
        [pdf(), "Pitch Déck (final).pdf", "application/pdf"],
        [ppt(), "old deck.ppt", "application/vnd.ms-powerpoint"],
        [jpeg(), "team.jpg", "image/jpeg"],
      ]),
    );
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ status: "received" });
    expect(await companiesNamed(b.id, "Orbital Eye")).toHaveLength(0); // the body's orgId means nothing
    const [company] = await companiesNamed(a.id, "Orbital Eye");
    expect(company).toMatchObject({
      stage: "Leads",
      addedBy: "External Intake Form",
      sector: "Technology",
      subSector: "Deep tech",
      region: "Europe",
      website: "https://orbital.example",
      round: "Seed",
      roundSize: "$2M",
      desiredValuation: "$12M post",
      founderOwnership: 72.5,
      currentMonthlyRevenue: "$40k",
    });
    const docs = await (await a.member.get(`/api/v1/companies/${company.id}/documents`)).json();
    expect(
      docs.items.map((d: { fileName: string; category: string; mimeType: string }) => [d.fileName, d.category, d.mimeType]).sort(),
    ).toEqual([
      ["Pitch_Deck__final_.pdf", "deck", "application/pdf"],
      ["old_deck.ppt", "deck", "application/vnd.ms-powerpoint"],
      ["team.jpg", "deck", "image/jpeg"],
    ]);
    const pdfDoc = docs.items.find((d: { fileName: string }) => d.fileName.endsWith(".pdf"));
    const download = await a.member.get(pdfDoc.downloadUrl);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf());
    const entries = await ctx.deps.db.select().from(activityLog).where(eq(activityLog.entityId, company.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ orgId: a.id, actorName: "External Intake Form", action: "created", entityType: "company" });
  });

  it("a submission lands in the owners' inbox (not members', not another organisation's)", async () => {
    expect((await submit(submission(fields("Inbox Robotics")))).status).toBe(201);
    const [company] = await companiesNamed(a.id, "Inbox Robotics");
    const inbox = await (await a.owner.get("/api/v1/notifications?unread=true")).json();
    const item = inbox.items.find((n: { entityId: string }) => n.entityId === company.id);
    expect(item).toMatchObject({
      kind: "intake",
      link: `/companies/${company.id}`,
      text: "New application from Inbox Robotics via Apply to Alpha",
    });
    for (const other of [a.member, a.viewer, b.owner]) {
      const items = (await (await other.get("/api/v1/notifications")).json()).items;
      expect(items.some((n: { entityId: string }) => n.entityId === company.id)).toBe(false);
    }
  });

  it("files are optional", async () => {
    expect((await submit(submission(fields("No Files Inc")))).status).toBe(201);
    const [company] = await companiesNamed(a.id, "No Files Inc");
    expect(company.stage).toBe("Leads");
  });

  it("every field is required; errors name their field and nothing is created", async () => {
    const values = fields("Missing Bits");
    delete values.city;
    values.founderOwnership = "140";
    values.companyWebsite = "not a url";
    const res = await submit(submission(values, [[pdf(), "deck.pdf", "application/pdf"]]));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.fields).toMatchObject({
      city: "City is required.",
      founderOwnership: "Founder Ownership must be between 0 and 100",
      companyWebsite: expect.stringMatching(/valid URL/),
    });
    const empty = await submit(submission({}));
    expect(Object.keys((await empty.json()).error.fields).sort()).toEqual(Object.keys(fields("x")).sort());
    expect(await companiesNamed(a.id, "Missing Bits")).toHaveLength(0);
  });

  it("an unknown slug or a disabled form is a 404 and creates nothing", async () => {
    expect((await submit(submission(fields("Nowhere Co")), "not-a-form")).status).toBe(404);
    const off = await (await a.owner.post("/api/v1/intake-forms", { title: "Closed", slug: "closed-form", enabled: false })).json();
    expect(off.enabled).toBe(false);
    expect((await founder.get("/api/v1/public/forms/closed-form")).status).toBe(404);
    expect((await submit(submission(fields("Nowhere Co")), "closed-form")).status).toBe(404);
    expect(await companiesNamed(a.id, "Nowhere Co")).toHaveLength(0);
  });

  it("refuses oversize files, too many files and files disguised as documents, leaving nothing behind", async () => {
    const before = await storedFiles();
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(pdf());
    const cases: [[Uint8Array | string, string, string][], number, RegExp][] = [
      [
        [
          [pdf(), "deck.pdf", "application/pdf"],
          [big, "huge.pdf", "application/pdf"],
        ],
        413,
        /larger than 10MB/,
      ],
      [Array.from({ length: 6 }, (_, i) => [pdf(), `d${i}.pdf`, "application/pdf"] as [Uint8Array, string, string]), 400, /at most 5/],
      [
        [
          [pdf(), "deck.pdf", "application/pdf"],
          ["<html><script>alert(1)</script>", "deck2.pdf", "application/pdf"],
        ],
        415,
        /deck2\.pdf/,
      ],
      [
        [
          [
            new Uint8Array([0x4d, 0x5a, 0x90, 0, 3]),
            "slides.pptx",
            "application/vnd.openxmlformats-officedocument.presentationml.presentation",
          ],
        ],
        415,
        /not a PDF/,
      ],
      [[["<svg xmlns='http://www.w3.org/2000/svg'/>", "logo.png", "image/png"]], 415, /not a PDF/],
    ];
    for (const [files, status, message] of cases) {
      const res = await submit(submission(fields("Sneaky Ltd"), files));
      expect(res.status).toBe(status);
      expect((await res.json()).error.message).toMatch(message);
    }
    expect(await companiesNamed(a.id, "Sneaky Ltd")).toHaveLength(0);
    expect(await storedFiles()).toBe(before);
  });

  it("a failure after files were stored removes them and writes no company (all or nothing)", async () => {
    const before = await storedFiles();
    const storage = ctx.deps.storage;
    const put = storage.put;
    let puts = 0;
    storage.put = async (key, bytes) => {
      if (++puts === 2) throw new Error("disk full");
      return put.call(storage, key, bytes);
    };
    try {
      const res = await submit(
        submission(fields("Half Stored"), [
          [pdf("1"), "one.pdf", "application/pdf"],
          [pdf("2"), "two.pdf", "application/pdf"],
        ]),
      );
      expect(res.status).toBe(500);
    } finally {
      storage.put = put;
    }
    expect(await companiesNamed(a.id, "Half Stored")).toHaveLength(0);
    expect(await storedFiles()).toBe(before);
    const orphanDocs = await ctx.deps.db.select().from(documents).where(like(documents.fileName, "one%"));
    expect(orphanDocs).toHaveLength(0);
  });

  it("a filled honeypot is answered as usual but keeps nothing", async () => {
    const res = await submit(submission({ ...fields("Bot Corp"), contactNickname: "spammy" }, [[pdf(), "deck.pdf", "application/pdf"]]));
    expect(res.status).toBe(201);
    expect(await companiesNamed(a.id, "Bot Corp")).toHaveLength(0);
  });

  it("limits submissions per client address and per form (429 with Retry-After)", async () => {
    ctx.deps.intakeLimits = { perIp: { max: 2, windowSeconds: 3600 }, perForm: { max: 100, windowSeconds: 3600 } };
    expect((await submit(submission(fields("Rate One")))).status).toBe(201);
    expect((await submit(submission(fields("Rate Two")))).status).toBe(201);
    const limited = await submit(submission(fields("Rate Three")));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await limited.json()).error.message).toMatch(/Too many submissions/);
    expect(await companiesNamed(a.id, "Rate Three")).toHaveLength(0);

    // The form's own limit holds whatever address the submissions come from.
    await ctx.deps.db.delete(authAttempts).where(like(authAttempts.key, "intake:%"));
    ctx.deps.intakeLimits = { perIp: { max: 100, windowSeconds: 3600 }, perForm: { max: 1, windowSeconds: 3600 } };
    expect((await submit(submission(fields("Form One")))).status).toBe(201);
    expect((await submit(submission(fields("Form Two")))).status).toBe(429);
    const other = await (await b.owner.post("/api/v1/intake-forms", { title: "Beta", slug: "beta-raise" })).json();
    expect((await submit(submission(fields("Beta One")), other.slug)).status).toBe(201);
    expect(await companiesNamed(b.id, "Beta One")).toHaveLength(1);
  });

  it("junk does not spend the form's budget: refused submissions count only against their address", async () => {
    ctx.deps.intakeLimits = { perIp: { max: 100, windowSeconds: 3600 }, perForm: { max: 2, windowSeconds: 3600 } };
    const junk = [
      submission({ ...fields("Junk"), companyName: "" }), // 400
      submission(fields("Junk Files"), [[new Uint8Array([1, 2, 3]), "deck.pdf", "application/pdf"]]), // 415
      submission({ ...fields("Bot Junk"), contactNickname: "spammy" }), // honeypot: nothing kept
    ];
    for (let round = 0; round < 3; round++) for (const body of junk) expect((await submit(body)).status).not.toBe(429);
    expect((await submit(submission(fields("Accepted One")))).status).toBe(201);
    expect((await submit(submission(fields("Accepted Two")))).status).toBe(201);
    expect((await submit(submission(fields("Accepted Three")))).status).toBe(429);
    // Junk still counts per address.
    await ctx.deps.db.delete(authAttempts).where(like(authAttempts.key, "intake:%"));
    ctx.deps.intakeLimits = { perIp: { max: 2, windowSeconds: 3600 }, perForm: { max: 100, windowSeconds: 3600 } };
    for (let i = 0; i < 2; i++) expect((await submit(junk[0])).status).toBe(400);
    expect((await submit(submission(fields("After Junk")))).status).toBe(429);
  });
});
