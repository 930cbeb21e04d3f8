import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { intakeForms } from "../db/schema";
import { recordChange } from "../lib/changes/record-change";

/**
 * One enabled public form (/raise when that slug is still free on this instance, else
 * /raise/raise-<id>); left alone when the organisation already has a form.
 */
export async function loadDemoIntake(db: Db, orgId: string, orgName: string): Promise<number> {
  const [existing] = await db.select({ id: intakeForms.id }).from(intakeForms).where(eq(intakeForms.orgId, orgId)).limit(1);
  if (existing) return 0;
  const [taken] = await db.select({ id: intakeForms.id }).from(intakeForms).where(eq(intakeForms.slug, "raise")).limit(1);
  const slug = taken ? `raise-${orgId.slice(0, 8)}` : "raise";
  await db.transaction(async (tx) => {
    const [form] = await tx
      .insert(intakeForms)
      .values({ orgId, slug, title: `Apply to ${orgName}`, variant: "full", websiteUrl: "https://example.com", enabled: true })
      .returning();
    await recordChange(
      tx,
      { orgId, name: "Demo data" },
      { entityType: "intake_form", entityId: form.id, label: form.title, action: "created" },
    );
  });
  return 1;
}
