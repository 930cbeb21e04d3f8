import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadDemoData } from "../demo/demo.service";
import { twoOrganizations, type OrgFixture } from "../test/fixtures";
import { createTestContext, type TestContext } from "../test/harness";

let ctx: TestContext;
let a: OrgFixture;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ a } = await twoOrganizations(ctx));
  await loadDemoData(ctx.deps, a.id);
});
afterAll(() => ctx.close());

const list = "/api/v1/companies?limit=50";

describe("JSON responses are compressed for clients that accept it", () => {
  it("a list page in Brotli decodes to the same JSON as the plain response", async () => {
    const plain = await a.owner.get(list);
    const text = await plain.text();
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toContain("Accept-Encoding");
    expect(text.length).toBeGreaterThan(1024);

    const br = await a.owner.get(list, { headers: { "accept-encoding": "gzip, br" } });
    expect(br.status).toBe(200);
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("content-type")).toMatch(/application\/json/);
    expect(br.headers.get("cache-control")).toBe("no-store");
    const bytes = Buffer.from(await br.arrayBuffer());
    expect(bytes.length).toBeLessThan(text.length / 3);
    expect(JSON.parse(brotliDecompressSync(bytes).toString())).toEqual(JSON.parse(text));
  });

  it("gzip when Brotli is not accepted", async () => {
    const res = await a.owner.get(list, { headers: { "accept-encoding": "gzip" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).items.length).toBe(50);
  });

  it("small bodies and errors under 1 KB are sent as they are", async () => {
    const missing = await a.owner.get("/api/v1/companies/00000000-0000-4000-8000-000000000000", { headers: { "accept-encoding": "br" } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-encoding")).toBeNull();
    expect((await missing.json()).error.code).toBe("not_found");
  });
});
