import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { twoOrganizations, type OrgFixture } from "../test/fixtures";
import { createTestContext, type TestContext } from "../test/harness";
import { firstPaintMarkup } from "./first-paint";

let ctx: TestContext;
let a: OrgFixture;
let b: OrgFixture;
let web: ReturnType<typeof createApp>;
const loading = '<div role="status">Loading...</div>';

beforeAll(async () => {
  ctx = await createTestContext();
  ({ a, b } = await twoOrganizations(ctx));
  const root = mkdtempSync(join(tmpdir(), "fundline-web-"));
  writeFileSync(join(root, "index.html"), `<!doctype html><div id="root"><!--loading-->${loading}<!--/loading--></div>`);
  web = createApp(ctx.deps, { serveWebFrom: root });
});
afterAll(() => ctx.close());

const page = (path: string, headers: Record<string, string> = {}, method = "GET") => web.request(path, { method, headers });

describe("the page's header drawn by the server", () => {
  it("a signed-in page gets its organisation's shell and header in place of the loading screen, private to the session", async () => {
    const res = await page("/settings", { cookie: a.owner.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
    expect(res.headers.get("vary")).toBe("Accept-Encoding, Cookie");
    expect(res.headers.get("etag")).toBeNull();
    const html = await res.text();
    expect(html).not.toContain(loading);
    expect(html).toContain(">Alpha Capital Settings</h1>");
    expect(html).toContain("Your organisation&#39;s lists, funds, intake forms and team.");
    expect(html).not.toContain("Beta Partners");
    const other = await (await page("/development", { cookie: b.member.cookie })).text();
    expect(other).toContain(">Development Board</h1>");
    expect(other).toContain("Internal development requests for Beta Partners");
  });

  it("is compressed when the client accepts it, and HEAD sends the headers only", async () => {
    const res = await page("/companies", { cookie: a.viewer.cookie, "accept-encoding": "br, gzip" });
    expect(res.headers.get("content-encoding")).toBe("br");
    const html = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString();
    expect(html).toContain(">Investment Pipeline</h1>");
    expect(Number(res.headers.get("content-length"))).toBeGreaterThan(0);
    const head = await page("/companies", { cookie: a.viewer.cookie }, "HEAD");
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
  });

  it("signed out, with a forged session or on a page without an early header: the static loading screen", async () => {
    const forged = a.owner.cookie.replace(/(session_token=)([^;.]+)/, "$1forged");
    for (const [path, cookie] of [
      ["/settings", ""],
      ["/settings", forged],
      ["/lps/123/statement", a.owner.cookie],
      ["/", a.owner.cookie],
    ]) {
      const res = await page(path, { cookie });
      const html = await res.text();
      expect(html, `${path} ${cookie}`).toContain(loading);
      expect(html).not.toContain("data-first-paint");
      expect(res.headers.get("cache-control")).toBe("no-cache");
    }
  });
});

describe("firstPaintMarkup", () => {
  it("escapes the organisation's name", () => {
    const html = firstPaintMarkup("/development", { organization: `<img src=x onerror="alert(1)">` })!;
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  });

  it("draws only the pages it knows, each as wide as the app draws it", () => {
    expect(firstPaintMarkup("/companies/123", { organization: "Alpha" })).toBeUndefined();
    expect(firstPaintMarkup("/companies", { organization: "Alpha" })).toContain("max-w-none");
    expect(firstPaintMarkup("/settings", { organization: "Alpha" })).toContain("max-w-5xl");
    expect(firstPaintMarkup("/dashboard", { organization: "Alpha" })).toContain("max-w-6xl");
    // The dashboard's greeting needs the user's time zone: its title only.
    expect(firstPaintMarkup("/dashboard", { organization: "Alpha" })).toContain(">Alpha Dashboard</h1></div>");
  });

  it("draws every page of the sidebar, and the back link a page draws above its header", () => {
    for (const path of [
      "/people",
      "/networkcrm",
      "/lps",
      "/lpcrm",
      "/portfoliocompanies",
      "/portfoliostats",
      "/portfoliomanagement",
      "/performance",
    ])
      expect(firstPaintMarkup(path, { organization: "Alpha" }), path).toContain("<h1");
    const lps = firstPaintMarkup("/lps", { organization: "Alpha" })!;
    expect(lps).toMatch(/<div class="mb-3"><a href="\/dashboard" class="[^"]+"><svg[^>]*>.*<\/svg> Back to Dashboard<\/a><\/div>/);
    expect(lps.indexOf("Back to Dashboard")).toBeLessThan(lps.indexOf("<h1"));
    expect(firstPaintMarkup("/performance", { organization: "Alpha" })).not.toContain("Back to");
  });
});
