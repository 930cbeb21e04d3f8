import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { twoOrganizations, type OrgFixture } from "../test/fixtures";
import { createTestContext, type TestContext } from "../test/harness";

let ctx: TestContext;
let a: OrgFixture;
let web: ReturnType<typeof createApp>;
let failing: ReturnType<typeof createApp>;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ a } = await twoOrganizations(ctx));
  const root = mkdtempSync(join(tmpdir(), "fundline-web-"));
  mkdirSync(join(root, "assets"));
  writeFileSync(join(root, "index.html"), '<!doctype html><div id="root"></div>');
  writeFileSync(join(root, "assets", "app.js"), "console.log(1)");
  writeFileSync(join(root, "assets", "logo.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  web = createApp(ctx.deps, { serveWebFrom: root });
  // A handler that fails, to see what a 500 looks like (on the app without the web catch-all).
  failing = createApp(ctx.deps);
  failing.get("/boom", () => {
    throw new Error("select * from secrets where token = 'x'");
  });
});
afterAll(() => ctx.close());

function expectSecurityHeaders(res: Response, what: string) {
  const csp = res.headers.get("content-security-policy") ?? "";
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(csp, what).toContain(directive);
  expect(res.headers.get("x-content-type-options"), what).toBe("nosniff");
  expect(res.headers.get("referrer-policy"), what).toBeTruthy();
}

describe("security headers on every kind of response", () => {
  it("HTML, static asset, JSON, file, 404 and 500", async () => {
    const cookie = { headers: { cookie: a.owner.cookie } };
    await a.owner.put("/api/v1/me/avatar", {
      body: (() => {
        const fd = new FormData();
        const png = new Uint8Array(64);
        png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
        fd.append("file", new File([png], "a.png", { type: "image/png" }));
        return fd;
      })(),
    });
    const me = await (await a.owner.get("/api/v1/me")).json();
    const responses: [string, Response][] = [
      ["html", await web.request("/companies")],
      ["svg asset (can be opened as a page)", await web.request("/assets/logo.svg")],
      ["json", await web.request("/api/v1/me", cookie)],
      ["file", await web.request(me.user.image, cookie)],
      ["api 404", await web.request("/api/v1/nope", cookie)],
      ["500", await failing.request("/boom")],
    ];
    for (const [what, res] of responses) expectSecurityHeaders(res, what);
    const [, html] = responses[0];
    expect(html.headers.get("content-type")).toMatch(/text\/html/);
    const [, json] = responses[2];
    expect(json.headers.get("cache-control")).toBe("no-store");
    const [, failed] = responses[5];
    expect(failed.status).toBe(500);
    const body = await failed.text();
    expect(JSON.parse(body).error.code).toBe("internal");
    expect(body).not.toMatch(/select|secrets|at .*:\d+/);
  });

  it("document downloads are never cached; file names lose bidi controls (a right-to-left override cannot fake an extension)", async () => {
    const company = await (await a.owner.post("/api/v1/companies", { name: "Header Check Co" })).json();
    const fd = new FormData();
    fd.append("file", new File([new TextEncoder().encode("%PDF-1.7\n")], "invoice\u202Efdp.exe.pdf", { type: "application/pdf" }));
    fd.append("category", "deck");
    const doc = await (await a.owner.request("POST", `/api/v1/companies/${company.id}/documents`, { body: fd })).json();
    expect(doc.fileName).toBe("invoicefdp.exe.pdf");
    const download = await a.owner.get(doc.downloadUrl);
    expect(download.status).toBe(200);
    expect(download.headers.get("cache-control")).toBe("private, no-store");
  });

  it("Strict-Transport-Security (one year, subdomains) only when the public address is https", async () => {
    expect((await web.request("/companies")).headers.get("strict-transport-security")).toBeNull();
    const secure = await createTestContext({ env: { PUBLIC_URL: "https://fund.example.com" } });
    try {
      for (const path of ["/api/v1/me", "/livez"]) {
        const res = await createApp(secure.deps).request(path);
        expect(res.headers.get("strict-transport-security"), path).toBe("max-age=31536000; includeSubDomains");
      }
    } finally {
      await secure.close();
    }
  });

  it("a built script is never a document: nosniff, without the document-only headers", async () => {
    const res = await web.request("/assets/app.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    for (const name of [
      "content-security-policy",
      "x-frame-options",
      "cross-origin-opener-policy",
      "permissions-policy",
      "referrer-policy",
    ])
      expect(res.headers.get(name), name).toBeNull();
  });
});
