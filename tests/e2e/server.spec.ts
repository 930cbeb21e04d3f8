import { expect, test } from "@playwright/test";
import { latestMail, linkIn } from "./support/mail";
import { e2eAccounts } from "./support/ports";

test("the built app is served with security headers and a client-side 404", async ({ request }) => {
  const res = await request.get("/some/unknown/page");
  expect(res.status()).toBe(200); // the client router shows "Page not found"
  expect(res.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(res.headers()["x-content-type-options"]).toBe("nosniff");
  expect(await res.text()).toContain('<div id="root">');
});

test("the built scripts, stylesheet and fonts carry nosniff but not the document-only headers", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css|woff2))"/g)].map((m) => m[1]);
  expect(files.map((f) => f.split(".").pop()).sort()).toEqual(expect.arrayContaining(["css", "js", "woff2"]));
  for (const file of files) {
    const headers = (await request.get(file)).headers();
    expect(headers["x-content-type-options"], file).toBe("nosniff");
    for (const name of ["content-security-policy", "x-frame-options", "cross-origin-opener-policy", "permissions-policy"])
      expect(headers[name], `${file}: ${name}`).toBeUndefined();
  }
  // What can be shown as a page keeps them: an API answer, an unknown file under /assets.
  for (const path of ["/api/v1/setup", "/assets/nothing.js.map"])
    expect((await request.get(path)).headers()["content-security-policy"], path).toContain("frame-ancestors 'none'");
});

test("reset e-mails go through the real SMTP receiver", async ({ request }) => {
  const since = Date.now();
  const email = e2eAccounts.owner.email;
  const res = await request.post("/api/auth/request-password-reset", { data: { email, redirectTo: "/update-password" } });
  expect(res.ok()).toBe(true);
  const mail = await latestMail(email, since);
  expect(mail.subject).toBe("Reset your Fundline password");
  expect(linkIn(mail, "/update-password")).toMatch(/^\/update-password\?token=[\w-]+$/);
});
