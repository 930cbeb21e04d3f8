import { afterAll, describe, expect, it } from "vitest";
import { createLogger } from "../../lib/logger";
import { actionMail, createMailer } from "../../lib/mailer";
import { createTestContext, type TestContext } from "../../test/harness";

const contexts: TestContext[] = [];
afterAll(() => Promise.all(contexts.map((c) => c.close())));

describe("dev outbox", () => {
  it("without SMTP_URL on loopback, mails are listed with clickable links", async () => {
    const ctx = await createTestContext();
    contexts.push(ctx);
    const mailer = createMailer({ from: "x@y.test", db: ctx.deps.db, log: createLogger("silent") });
    await mailer.send(actionMail("ann@acme.test", "Reset your Fundline password", "Hello <b>Ann</b>", "Choose a new password", "http://localhost:3000/update-password?token=abc"));
    const page = await (await ctx.app.request("/dev/outbox")).text();
    expect(page).toContain("Reset your Fundline password");
    expect(page).toContain('<a href="http://localhost:3000/update-password?token=abc">');
    expect(page).toContain("Hello &lt;b&gt;Ann&lt;/b&gt;");
  });

  it("does not exist when the server listens beyond loopback or SMTP is configured", async () => {
    const variants: Record<string, string>[] = [{ HOST: "0.0.0.0" }, { SMTP_URL: "smtp://127.0.0.1:2525" }];
    for (const env of variants) {
      const ctx = await createTestContext({ env });
      contexts.push(ctx);
      expect((await ctx.app.request("/dev/outbox")).status).toBe(404);
    }
  });
});
