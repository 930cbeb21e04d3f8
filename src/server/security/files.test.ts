import { connect } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { members } from "../db/schema";
import { twoOrganizations, type OrgFixture } from "../test/fixtures";
import { createTestContext, type TestContext } from "../test/harness";

let ctx: TestContext;
let a: OrgFixture;
let b: OrgFixture;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ a, b } = await twoOrganizations(ctx));
});
afterAll(() => ctx.close());

const storedAvatars = () => ctx.deps.storage.list("avatars"); // local disk or S3
const png = (size = 256) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
};
const upload = (bytes: Uint8Array, name: string, type = "image/png") => {
  const fd = new FormData();
  fd.append("file", new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  return a.member.put("/api/v1/me/avatar", { body: fd });
};
const avatarKeys = async () => (await ctx.deps.db.select({ k: members.avatarKey }).from(members)).map((r) => r.k).filter(Boolean);

describe("uploads", () => {
  it("one byte over the cap is refused; nothing stored", async () => {
    const res = await upload(png(5 * 1024 * 1024), "big.png");
    expect(res.status).toBe(413);
    expect(await storedAvatars()).toEqual([]);
  });

  it("disguised types (HTML, SVG, a PDF named .png) are refused by content", async () => {
    const cases: [Uint8Array, string, string][] = [
      [new TextEncoder().encode("<!doctype html><script>alert(1)</script>"), "face.png", "image/png"],
      [new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), "face.svg", "image/svg+xml"],
      [new TextEncoder().encode("%PDF-1.7 fake"), "face.jpg", "image/jpeg"],
    ];
    for (const [bytes, name, type] of cases) expect((await upload(bytes, name, type)).status).toBe(415);
    expect(await storedAvatars()).toEqual([]);
    expect(await avatarKeys()).toEqual([]);
  });

  it("path traversal and header-injection names never reach the disk or a header", async () => {
    for (const name of ["../../../../etc/passwd.png", "a\r\nX-Injected: yes.png", "..\\..\\win.ini.png", "%2e%2e%2f.png"]) {
      const res = await upload(png(), name);
      expect(res.status).toBe(200);
      const me = await res.json();
      const file = await a.owner.get(me.user.image);
      expect(file.headers.get("x-injected")).toBeNull();
      expect(file.headers.get("content-disposition")).toMatch(/^attachment; filename="avatar\.png"/);
    }
    expect((await storedAvatars()).every((f) => /^avatars\/[0-9a-f-]{36}\.png$/.test(f))).toBe(true);
    expect(await storedAvatars()).toHaveLength(1);
  });

  it("downloads carry attachment, nosniff and a safe type; another organisation gets 404", async () => {
    const me = await (await a.member.get("/api/v1/me")).json();
    const res = await a.owner.get(me.user.image);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toContain("sandbox");
    expect((await b.owner.get(me.user.image)).status).toBe(404);
  });

  it("an upload cut off midway leaves no row and no file", async () => {
    await a.member.delete("/api/v1/me/avatar");
    const server = serve({ fetch: ctx.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((r) => server.once("listening", r));
    const { port } = server.address() as { port: number };
    const boundary = "----cut";
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="half.png"\r\nContent-Type: image/png\r\n\r\n`;
    await new Promise<void>((resolve) => {
      const socket = connect(port, "127.0.0.1", () => {
        socket.write(
          `PUT /api/v1/me/avatar HTTP/1.1\r\nHost: localhost:3000\r\nCookie: ${a.member.cookie}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 2000000\r\n\r\n${head}`,
        );
        socket.write(Buffer.from(png(50_000)));
        setTimeout(() => socket.destroy(), 200);
      });
      socket.on("close", () => resolve());
      socket.on("error", () => resolve());
    });
    await new Promise((r) => setTimeout(r, 300));
    server.close();
    expect(await storedAvatars()).toEqual([]);
    expect(await avatarKeys()).toEqual([]);
    expect((await a.member.get("/api/v1/me")).status).toBe(200);
  });
});
