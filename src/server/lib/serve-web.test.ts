import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execFileSync } from "node:child_process";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { serveWeb } from "./serve-web";

const script = "export const greeting = " + JSON.stringify("hello ".repeat(400)) + ";\n";
let web: ReturnType<typeof serveWeb>;

beforeAll(() => {
  // A built tree as `npm run build:web` leaves it, compressed by the same script.
  const root = mkdtempSync(join(tmpdir(), "fundline-web-"));
  mkdirSync(join(root, "assets"));
  writeFileSync(join(root, "index.html"), `<!doctype html><title>Fundline</title><div id="root"></div>${"<!-- pad -->".repeat(50)}`);
  writeFileSync(join(root, "raise.html"), `<!doctype html><title>Apply</title><div id="intake"></div>`);
  writeFileSync(join(root, "assets", "app-abc123.js"), script);
  writeFileSync(join(root, "assets", "font.woff2"), new Uint8Array([0x77, 0x4f, 0x46, 0x32, 1, 2, 3]));
  execFileSync("node", ["scripts/compress-web.js", root]);
  web = serveWeb(root);
});

const get = (path: string, headers: Record<string, string> = {}) => web.request(path, { headers });

describe("static assets", () => {
  it("sends Brotli to a client that accepts it, with Vary, ETag and the immutable cache header", async () => {
    const res = await get("/assets/app-abc123.js", { "accept-encoding": "gzip, deflate, br" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-type")).toMatch(/javascript/);
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get("content-length"))).toBe(body.length);
    expect(body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it("sends gzip when Brotli is refused, and the file as it is when nothing is accepted", async () => {
    const gz = await get("/assets/app-abc123.js", { "accept-encoding": "br;q=0, gzip" });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);
    const plain = await get("/assets/app-abc123.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it("answers 304 to a matching If-None-Match, per representation", async () => {
    const first = await get("/assets/app-abc123.js", { "accept-encoding": "br" });
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^".+-br"$/);
    const again = await get("/assets/app-abc123.js", { "accept-encoding": "br", "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    const otherCoding = await get("/assets/app-abc123.js", { "accept-encoding": "gzip", "if-none-match": etag });
    expect(otherCoding.status).toBe(200);
  });

  it("does not compress binary files, and a missing asset is a 404, not the app", async () => {
    const font = await get("/assets/font.woff2", { "accept-encoding": "br" });
    expect(font.headers.get("content-encoding")).toBeNull();
    expect(font.headers.get("vary")).toBeNull();
    expect((await get("/assets/missing-123.js")).status).toBe(404);
  });

  it("serves index.html compressed for client routes, never cached without revalidation", async () => {
    for (const path of ["/", "/companies/123", "/index.html"]) {
      const res = await get(path, { "accept-encoding": "br" });
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-encoding"), path).toBe("br");
      expect(res.headers.get("cache-control"), path).toBe("no-cache");
      expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString(), path).toContain('<div id="root">');
    }
  });

  it("HEAD gives the headers without a body", async () => {
    const res = await web.request("/assets/app-abc123.js", { method: "HEAD", headers: { "accept-encoding": "gzip" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(Number(res.headers.get("content-length"))).toBeGreaterThan(0);
    expect(await res.text()).toBe("");
  });
});

describe("public intake pages", () => {
  it("/raise/{slug}, /raise and /raise-prevail get the intake entry; other paths the app", async () => {
    for (const path of ["/raise/acme", "/raise/acme/", "/raise", "/raise-prevail"]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain('id="intake"');
    }
    for (const path of ["/raise/acme/extra", "/raise-other", "/settings"]) {
      expect(await (await get(path)).text(), path).toContain('id="root"');
    }
  });
});

describe("a page's early markup", () => {
  const withMarkers = () => {
    const root = mkdtempSync(join(tmpdir(), "fundline-web-"));
    writeFileSync(join(root, "index.html"), `<!doctype html><div id="root"><!--loading--><p>Loading...</p><!--/loading--></div>`);
    return root;
  };

  it("replaces the loading screen, gzip for a client without Brotli", async () => {
    const early = serveWeb(withMarkers(), { firstPaint: async () => "<h1>Early</h1>" });
    const res = await early.request("/settings", { headers: { "accept-encoding": "gzip" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(`<!doctype html><div id="root"><h1>Early</h1></div>`);
  });

  it("marks the page as signed in (boot.js asks for the page's data early only then)", async () => {
    const root = mkdtempSync(join(tmpdir(), "fundline-web-"));
    writeFileSync(
      join(root, "index.html"),
      `<!doctype html><html lang="en"><div id="root"><!--loading--><p>Loading...</p><!--/loading--></div></html>`,
    );
    const signedIn = await serveWeb(root, { firstPaint: async () => "<h1>Early</h1>" }).request("/settings");
    expect(await signedIn.text()).toContain(`<html data-session lang="en">`);
    const signedOut = await serveWeb(root, { firstPaint: async () => undefined }).request("/settings");
    expect(await signedOut.text()).not.toContain("data-session");
  });

  it("when drawing it fails (the database is down), the page is still served, with its loading screen", async () => {
    const failing = serveWeb(withMarkers(), {
      firstPaint: async () => {
        throw new Error("connection refused");
      },
    });
    const res = await failing.request("/settings");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(await res.text()).toContain("<p>Loading...</p>");
  });
});
