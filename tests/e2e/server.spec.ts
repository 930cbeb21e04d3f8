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

test("reset e-mails go through the real SMTP receiver", async ({ request }) => {
  const since = Date.now();
  const email = e2eAccounts.owner.email;
  const res = await request.post("/api/auth/request-password-reset", { data: { email, redirectTo: "/update-password" } });
  expect(res.ok()).toBe(true);
  const mail = await latestMail(email, since);
  expect(mail.subject).toBe("Reset your Fundline password");
  expect(linkIn(mail, "/update-password")).toMatch(/^\/update-password\?token=[\w-]+$/);
});
