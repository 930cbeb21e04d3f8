import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WEBHOOK_EVENTS } from "@shared/constants/integrations";
import { createTestContext, type TestContext } from "../test/harness";
import { signPayload } from "../features/webhooks/webhook-send";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("public API document", () => {
  it("is OpenAPI 3.1 with bearer authentication and every webhook event's payload schema", async () => {
    const doc = await (await ctx.app.request("/api/openapi.json")).json();
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.components.securitySchemes.apiToken).toMatchObject({ type: "http", scheme: "bearer" });
    expect(Object.keys(doc.webhooks).sort()).toEqual([...WEBHOOK_EVENTS].sort());
    const body = doc.webhooks["company.created"].post.requestBody.content["application/json"].schema;
    expect(body.allOf[1].properties.type.const).toBe("company.created");
    expect(doc.components.schemas.WebhookPayload.properties.data.required).toEqual(expect.arrayContaining(["id", "actor", "record"]));
    expect(doc.paths["/api/v1/api-tokens"].post).toBeDefined();
    expect(doc.paths["/api/v1/webhook-deliveries/{id}/resend"].post).toBeDefined();
  });

  it("/api/docs explains authentication, rate limits, pagination, errors and webhook verification", async () => {
    const html = await (await ctx.app.request("/api/docs")).text();
    for (const text of ["Authorization: Bearer", "Retry-After", "nextCursor", "webhook-signature", "standardwebhooks"])
      expect(html).toContain(text);
    expect(html).toContain("def verify(");
    expect(html).toContain("hmac.compare_digest");
  });

  it("the documented signature is what the standardwebhooks package verifies", () => {
    const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
    const ts = Math.floor(Date.now() / 1000);
    const body = '{"type":"lp.created"}';
    const headers = { "webhook-id": "msg_1", "webhook-timestamp": String(ts), "webhook-signature": signPayload(secret, "msg_1", ts, body) };
    expect(new Webhook(secret).verify(body, headers)).toEqual({ type: "lp.created" });
  });
});
