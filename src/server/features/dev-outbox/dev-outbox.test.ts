import { afterAll, describe, expect, it } from "vitest";
import { createLogger } from "../../lib/logger";
import { actionMail, createMailer } from "../../lib/mailer";
import { createTestContext, type TestContext } from "../../test/harness";
import { listen, rawGet, reverseProxy } from "../../test/http-servers";

const contexts: TestContext[] = [];
afterAll(() => Promise.all(contexts.map((c) => c.close())));

const resetUrl = "http://localhost:3000/update-password?token=abc";

async function contextWithMail(env: Record<string, string> = {}) {
  const ctx = await createTestContext({ env });
  contexts.push(ctx);
  const mailer = createMailer({ from: "x@y.test", db: ctx.deps.db, log: createLogger("silent") });
  await mailer.send(actionMail("ann@acme.test", "Reset your Fundline password", "Hello <b>Ann</b>", "Choose a new password", resetUrl));
  return ctx;
}

describe("dev outbox", () => {
  it("without SMTP_URL and with a plain-http loopback PUBLIC_URL, mails are listed with clickable links", async () => {
    const ctx = await contextWithMail();
    const page = await (await ctx.app.request("http://localhost:3000/dev/outbox")).text();
    expect(page).toContain("Reset your Fundline password");
    expect(page).toContain(`<a href="${resetUrl}">`);
    expect(page).toContain("Hello &lt;b&gt;Ann&lt;/b&gt;");
  });

  it("does not exist when SMTP is configured or PUBLIC_URL is not plain-http loopback", async () => {
    const variants: Record<string, string>[] = [
      { SMTP_URL: "smtp://127.0.0.1:2525" },
      { PUBLIC_URL: "https://fund.example" },
      { PUBLIC_URL: "http://fund.example" },
      { PUBLIC_URL: "https://localhost:3000" },
      { PUBLIC_URL: "http://10.0.0.5:3000" },
    ];
    for (const env of variants) {
      const ctx = await createTestContext({ env });
      contexts.push(ctx);
      const res = await ctx.app.request("http://localhost:3000/dev/outbox");
      expect(res.status, JSON.stringify(env)).toBe(404);
      expect(await res.json()).toEqual({ error: { code: "not_found", message: "Not found" } });
    }
    // Five fresh instances, each migrated: on a slow, busy machine that alone took 31 s of the default 30.
  }, 120_000);

  it("answers 404 to a request with a public Host or any forwarding header", async () => {
    const ctx = await contextWithMail();
    const cases: Record<string, string>[] = [
      { host: "fund.example" },
      { host: "fund.example:3000" },
      { "x-forwarded-for": "203.0.113.9" },
      { "x-forwarded-proto": "https" },
      { "x-forwarded-host": "fund.example" },
      { forwarded: "for=203.0.113.9;proto=https" },
      { "x-real-ip": "203.0.113.9" },
      { via: "1.1 proxy" },
    ];
    for (const headers of cases) {
      const res = await ctx.app.request("http://localhost:3000/dev/outbox", { headers });
      expect(res.status, JSON.stringify(headers)).toBe(404);
      expect(await res.text()).not.toContain("update-password");
    }
    for (const host of ["localhost:3000", "127.0.0.1:3000", "[::1]:3000", "localhost"]) {
      expect((await ctx.app.request("http://localhost:3000/dev/outbox", { headers: { host } })).status, host).toBe(200);
    }
  });

  it("over real HTTP: served to a direct local request, 404 through a reverse proxy", async () => {
    const ctx = await contextWithMail();
    const server = await listen(ctx.app);
    // Like Caddy: keeps the public Host and adds X-Forwarded-*.
    const caddyLike = await reverseProxy(server.url, (h, peer) => ({
      ...h,
      "x-forwarded-for": peer,
      "x-forwarded-proto": "https",
      "x-forwarded-host": String(h.host),
    }));
    // Like a bare nginx `proxy_pass`, pointed at by a browser on this machine: Host stays loopback, only X-Forwarded-For added.
    const minimal = await reverseProxy(server.url, (h, peer) => ({ ...h, "x-forwarded-for": peer }));
    try {
      const direct = await fetch(`${server.url}/dev/outbox`);
      expect(direct.status).toBe(200);
      expect(await direct.text()).toContain(resetUrl);
      for (const proxy of [caddyLike, minimal]) {
        const res = await fetch(`${proxy.url}/dev/outbox`);
        expect(res.status).toBe(404);
        expect(await res.text()).not.toContain("update-password");
      }
      const spoofedHost = await rawGet(`${server.url}/dev/outbox`, { host: "fund.example" });
      expect(spoofedHost.status).toBe(404);
      expect((await rawGet(`${server.url}/dev/outbox`, { host: "localhost:3000" })).status).toBe(200);
    } finally {
      await caddyLike.close();
      await minimal.close();
      await server.close();
    }
  });

  it("over real HTTP with a public PUBLIC_URL: 404 even through a proxy that adds no headers and rewrites Host to loopback", async () => {
    const ctx = await contextWithMail({ PUBLIC_URL: "https://fund.example" });
    const server = await listen(ctx.app);
    const bare = await reverseProxy(server.url, (h) => ({ ...h, host: new URL(server.url).host }));
    try {
      expect((await fetch(`${bare.url}/dev/outbox`)).status).toBe(404);
      expect((await fetch(`${server.url}/dev/outbox`)).status).toBe(404);
    } finally {
      await bare.close();
      await server.close();
    }
  });
});
