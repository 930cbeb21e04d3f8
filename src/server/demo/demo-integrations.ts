import { randomBytes } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { newApiToken } from "../auth/api-token";
import type { Db } from "../db/client";
import { apiTokens, companies, members, user, webhookDeliveries, webhookEndpoints } from "../db/schema";

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

/**
 * Settings → API populated: the owner's personal token (only its prefix is shown; the token
 * itself is thrown away, as after creation) and a webhook endpoint with a short delivery log.
 * The endpoint is paused, so a demo instance never posts its data to a real address.
 */
export async function loadDemoIntegrations(db: Db, orgId: string): Promise<void> {
  const [existing] = await db.select({ id: webhookEndpoints.id }).from(webhookEndpoints).where(eq(webhookEndpoints.orgId, orgId)).limit(1);
  if (existing) return;
  const [owner] = await db
    .select({ id: members.id, userId: user.id, name: user.name })
    .from(members)
    .innerJoin(user, eq(user.id, members.userId))
    .where(and(eq(members.orgId, orgId), eq(members.role, "owner")))
    .orderBy(asc(members.createdAt))
    .limit(1);
  if (!owner) return;
  const { hash, prefix } = newApiToken();
  await db.insert(apiTokens).values({
    orgId,
    memberId: owner.id,
    name: "Weekly pipeline report",
    kind: "personal",
    scope: "read",
    prefix,
    tokenHash: hash,
    lastUsedAt: ago(3),
    lastUsedIp: "203.0.113.24",
    createdAt: ago(24 * 12),
  });
  const [endpoint] = await db
    .insert(webhookEndpoints)
    .values({
      orgId,
      url: "https://hooks.zapier.example/hooks/catch/fundline/deals",
      events: ["company.created", "company.stage_changed", "intake_submission.created"],
      enabled: false,
      secret: `whsec_${randomBytes(24).toString("base64")}`,
      createdAt: ago(24 * 10),
    })
    .returning({ id: webhookEndpoints.id });
  const recent = await db
    .select({ id: companies.id, name: companies.name, stage: companies.stage })
    .from(companies)
    .where(eq(companies.orgId, orgId))
    .orderBy(asc(companies.name))
    .limit(4);
  const actor = { type: "member", userId: owner.userId, name: owner.name };
  const outcomes = [
    { status: 200, ms: 184, body: '{"status":"success"}' },
    { status: 200, ms: 143, body: '{"status":"success"}' },
    { status: 503, ms: 2011, body: "Service Unavailable" },
    { status: 200, ms: 167, body: '{"status":"success"}' },
  ];
  if (!recent.length) return;
  await db.insert(webhookDeliveries).values(
    recent.map((c, i) => {
      const o = outcomes[i % outcomes.length];
      const at = ago(6 + i * 20);
      const failed = o.status >= 400;
      return {
        orgId,
        endpointId: endpoint.id,
        messageId: `msg_${randomBytes(16).toString("hex")}`,
        eventType: "company.stage_changed",
        data: {
          id: c.id,
          object: "company",
          label: c.name,
          actor,
          parent: null,
          changes: { stage: { from: "Reviewing", to: c.stage } },
          record: { id: c.id, name: c.name, stage: c.stage },
        },
        status: failed ? ("failed" as const) : ("delivered" as const),
        attempts: failed ? 8 : 1,
        nextAttemptAt: at,
        responseStatus: o.status,
        responseMs: o.ms,
        responseExcerpt: o.body,
        error: failed ? "HTTP 503" : null,
        deliveredAt: failed ? null : at,
        lastAttemptAt: at,
        createdAt: at,
      };
    }),
  );
}
