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

const png = () => {
  const bytes = new Uint8Array(64);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
};
const form = (bytes: Uint8Array, name: string, type: string) => {
  const fd = new FormData();
  fd.append("file", new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  return fd;
};
const storedFiles = () => ctx.deps.storage.list("avatars"); // local disk or S3

describe("profile", () => {
  it("returns the user, organisation and role", async () => {
    const me = await (await a.member.get("/api/v1/me")).json();
    expect(me).toMatchObject({
      role: "member",
      organization: { id: a.id, name: "Alpha Capital" },
      user: { email: "member@a.test", image: null },
    });
    expect(new Date(me.user.createdAt).getTime()).toBeGreaterThan(0);
  });

  it("renames, trimming the name; refuses an empty one", async () => {
    const res = await a.member.patch("/api/v1/me", { name: "  Mia Member  " });
    expect((await res.json()).user.name).toBe("Mia Member");
    const bad = await a.member.patch("/api/v1/me", { name: "   " });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields.name).toBe("Name is required");
    expect((await (await a.member.get("/api/v1/me")).json()).user.name).toBe("Mia Member");
  });

  it("a viewer may still edit their own profile", async () => {
    expect((await a.viewer.patch("/api/v1/me", { name: "Vic Viewer" })).status).toBe(200);
  });

  it("uploads a PNG, serves it as an attachment to colleagues only, and replaces it cleanly", async () => {
    const res = await a.owner.put("/api/v1/me/avatar", { body: form(png(), "me.png", "image/png") });
    expect(res.status).toBe(200);
    const me = await res.json();
    expect(me.user.image).toMatch(/^\/api\/v1\/members\/[0-9a-f-]+\/avatar/);
    const file = await a.member.get(me.user.image);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");
    expect(file.headers.get("content-disposition")).toMatch(/^attachment/);
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await b.owner.get(me.user.image)).status).toBe(404);

    await a.owner.put("/api/v1/me/avatar", { body: form(png(), "again.png", "image/png") });
    expect(await storedFiles()).toHaveLength(1);
    const removed = await (await a.owner.delete("/api/v1/me/avatar")).json();
    expect(removed.user.image).toBeNull();
    expect(await storedFiles()).toHaveLength(0);
  });

  it("refuses HTML or SVG named as an image, by content, leaving nothing behind", async () => {
    const html = new TextEncoder().encode("<html><script>alert(1)</script></html>");
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const [bytes, name, type] of [
      [html, "photo.png", "image/png"],
      [svg, "photo.svg", "image/svg+xml"],
    ] as const) {
      const res = await a.member.put("/api/v1/me/avatar", { body: form(bytes, name, type) });
      expect(res.status).toBe(415);
      expect((await res.json()).error.message).toMatch(/image file/);
    }
    expect(await storedFiles()).toHaveLength(0);
    expect((await (await a.member.get("/api/v1/me")).json()).user.image).toBeNull();
  });

  it("refuses a file of 5 MB or more", async () => {
    const big = new Uint8Array(5 * 1024 * 1024);
    big.set(png().subarray(0, 8));
    const res = await a.member.put("/api/v1/me/avatar", { body: form(big, "big.png", "image/png") });
    expect(res.status).toBe(413);
    expect((await res.json()).error.message).toBe("File size must be less than 5MB");
    expect(await storedFiles()).toHaveLength(0);
  });

  it("refuses a request that is not multipart", async () => {
    const res = await a.member.put("/api/v1/me/avatar", { body: "hello", headers: { "content-type": "text/plain" } });
    expect(res.status).toBe(415);
  });
});

describe("GET /api/v1/me: canSeeBackups", () => {
  it("is false on a multi-organisation instance, even for an owner, so Settings does not ask /api/v1/backups (403)", async () => {
    for (const who of [a.owner, a.member, b.owner]) expect((await (await who.get("/api/v1/me")).json()).canSeeBackups).toBe(false);
    expect((await a.owner.get("/api/v1/backups")).status).toBe(403);
  });
});
