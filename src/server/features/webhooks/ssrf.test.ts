import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { twoOrganizations, type OrgFixture } from "../../test/fixtures";
import { createTestContext, type TestContext } from "../../test/harness";
import { startReceiver } from "../../test/webhook-receiver";
import { isPrivateAddress } from "./ssrf";
import { sendWebhook } from "./webhook-send";

let ctx: TestContext;
let a: OrgFixture;
beforeAll(async () => {
  ctx = await createTestContext(); // WEBHOOK_ALLOW_PRIVATE is off by default
  ({ a } = await twoOrganizations(ctx));
});
afterAll(() => ctx.close());

const create = (url: string) => a.owner.post("/api/v1/webhooks", { url, events: ["company.created"], enabled: true });

describe("webhook targets (SSRF)", () => {
  it.each([
    ["a private address", "https://10.0.0.1/hook"],
    ["the cloud metadata address", "https://169.254.169.254/latest/meta-data"],
    ["a host name resolving to 127.0.0.1", "https://localhost/hook"],
    ["an IPv6 loopback", "https://[::1]/hook"],
    ["an IPv4-mapped loopback", "https://[::ffff:127.0.0.1]/hook"],
    ["plain http", "http://example.com/hook"],
  ])("refuses %s with 400 and a field message", async (_what, url) => {
    const res = await create(url);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.fields.url).toBeTruthy();
  });

  it("refuses at delivery time too, after DNS resolution, so nothing reaches the internal receiver", async () => {
    const receiver = await startReceiver();
    try {
      const port = new URL(receiver.url).port;
      for (const url of [`https://localhost:${port}/hook`, `https://127.0.0.1:${port}/hook`, `http://localhost:${port}/hook`]) {
        const result = await sendWebhook(
          { url, secret: "whsec_AAAA" },
          { id: "msg_1", body: "{}" },
          { allowPrivate: false, timeoutMs: 2000 },
        );
        expect(result.status).toBeNull();
        expect(result.error).toMatch(/private|https/);
      }
      expect(receiver.received).toHaveLength(0);
    } finally {
      await receiver.close();
    }
  });

  it("classifies addresses", () => {
    for (const ip of [
      "10.0.0.1",
      "127.0.0.1",
      "169.254.169.254",
      "172.16.5.4",
      "192.168.1.1",
      "100.64.0.1",
      "0.0.0.0",
      "::1",
      "::",
      "fe80::1",
      "fd00:ec2::254",
      "::ffff:10.1.2.3",
    ])
      expect(isPrivateAddress(ip), ip).toBe(true);
    for (const ip of ["93.184.216.34", "8.8.8.8", "2606:4700:4700::1111", "::ffff:8.8.8.8"]) expect(isPrivateAddress(ip), ip).toBe(false);
  });
});
