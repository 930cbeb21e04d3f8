import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadDemoData } from "../demo/demo.service";
import { twoOrganizations, type OrgFixture } from "../test/fixtures";
import { createTestContext, type TestContext } from "../test/harness";
import { Hono } from "hono";
import { compressedCopy, compressJson, heldCopy } from "./compress-json";
import { sendJsonText } from "./json-text";

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

  it("a cached page is compressed once per coding and its copy follows the cache: a change is in the next answer", async () => {
    const br = { headers: { "accept-encoding": "br" } };
    const decode = async (res: Response) => JSON.parse(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString());
    const first = await decode(await a.owner.get(list, br));
    expect(await decode(await a.owner.get(list, br))).toEqual(first);

    const created = await a.owner.post("/api/v1/companies", { name: "Aardvark Compressed Ltd" });
    expect(created.status).toBe(201);
    const after = await decode(await a.owner.get("/api/v1/companies?limit=50&sort=name", br));
    expect(after.items.map((c: { name: string }) => c.name)).toContain("Aardvark Compressed Ltd");
    const again = await decode(await a.owner.get(list, br));
    expect(again.total).toBe(first.total + 1);
  });
});

describe("compressed copies of cached bytes", () => {
  it("are made once per bytes and coding, and decode to the bytes", async () => {
    const bytes = Buffer.from(JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Company ${i}` })) }));
    const br = compressedCopy(bytes, "br");
    expect(compressedCopy(bytes, "br")).toBe(br);
    const gz = compressedCopy(bytes, "gzip");
    expect(gz).not.toBe(br);
    expect(compressedCopy(Buffer.from(bytes), "br")).not.toBe(br);
    expect(brotliDecompressSync(await br).equals(bytes)).toBe(true);
    expect(gunzipSync(await gz).equals(bytes)).toBe(true);
  });

  it("a response sent from cached bytes is compressed from the copy kept with them", async () => {
    const bytes = Buffer.from(JSON.stringify({ items: Array.from({ length: 100 }, (_, i) => ({ id: i })) }));
    const app = new Hono().use(compressJson()).get("/cached", (c) => sendJsonText(c, bytes));
    expect(heldCopy(bytes, "br")).toBeUndefined();
    const res = await app.request("/cached", { headers: { "accept-encoding": "br" } });
    expect(res.headers.get("content-encoding")).toBe("br");
    const sent = Buffer.from(await res.arrayBuffer());
    expect(heldCopy(bytes, "br")).toBeDefined();
    expect(sent.equals(await heldCopy(bytes, "br")!)).toBe(true);
    expect(brotliDecompressSync(sent).equals(bytes)).toBe(true);
  });
});

describe("an uncompressed JSON response stays @hono/node-server's lightweight response", () => {
  // The adapter writes a lightweight response (its private "cache" symbol holds status, body and
  // headers) straight to the socket; reading `res.body` replaces it with a web Response whose body
  // is then streamed, a cost every JSON read paid before decision 046.
  const lightweight = (res: Response) => Object.getOwnPropertySymbols(res).some((s) => s.description === "cache");

  it("is not turned into a web Response by the middleware, with or without a body, and still compresses", async () => {
    const seen: Record<string, boolean> = {};
    const app = new Hono()
      .use(async (c, next) => {
        await next();
        seen[c.req.path] = lightweight(c.res);
      })
      .use(compressJson())
      .get("/json", (c) => c.json({ items: Array.from({ length: 300 }, (_, i) => ({ id: i })) }))
      .get("/empty", (c) => c.body(null, 204));
    const listener = getRequestListener(app.fetch);
    const server = createServer((req, res) => void listener(req, res));
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const plain = await fetch(`${base}/json`, { headers: { "accept-encoding": "identity" } });
      expect(plain.headers.get("vary")).toContain("Accept-Encoding");
      expect((await plain.json()).items).toHaveLength(300);
      expect(seen["/json"]).toBe(true);

      const empty = await fetch(`${base}/empty`);
      expect(empty.status).toBe(204);
      expect(seen["/empty"]).toBe(true);

      const br = await fetch(`${base}/json`, { headers: { "accept-encoding": "br" } });
      expect(br.headers.get("content-encoding")).toBe("br");
      expect((await br.json()).items).toHaveLength(300);
    } finally {
      server.close();
    }
  });
});
