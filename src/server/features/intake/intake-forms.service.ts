import { asc, count, eq } from "drizzle-orm";
import type { z } from "zod";
import type { IntakeForm, intakeFormCreateSchema, intakeFormUpdateSchema } from "@shared/schemas/intake";
import type { IntakeVariant } from "@shared/constants/intake";
import type { Db } from "../../db/client";
import { intakeForms } from "../../db/schema";
import type { Caller } from "../../lib/context";
import { findInOrg, uniquely } from "../../lib/db-helpers";
import { updateTracked } from "../../lib/changes/field-changes";
import { recordChange } from "../../lib/changes/record-change";

type FormRow = typeof intakeForms.$inferSelect;
const duplicateSlug = "This slug is already taken; choose another";

/** The public path of a form: /raise and /raise-prevail are short paths of their own. */
export const publicPath = (slug: string) => (slug === "raise" || slug === "raise-prevail" ? `/${slug}` : `/raise/${slug}`);

const toForm = (r: FormRow): IntakeForm => ({
  id: r.id,
  title: r.title,
  slug: r.slug,
  variant: r.variant as IntakeVariant,
  websiteUrl: r.websiteUrl,
  enabled: r.enabled,
  publicPath: publicPath(r.slug),
  version: r.version,
  createdAt: r.createdAt.toISOString(),
});

export async function listIntakeForms(db: Db, caller: Caller) {
  const rows = await db
    .select()
    .from(intakeForms)
    .where(eq(intakeForms.orgId, caller.orgId))
    .orderBy(asc(intakeForms.createdAt), asc(intakeForms.slug));
  const [{ n }] = await db.select({ n: count() }).from(intakeForms).where(eq(intakeForms.orgId, caller.orgId));
  return { items: rows.map(toForm), total: n, nextCursor: null };
}

export const getIntakeForm = async (db: Db, caller: Caller, id: string) =>
  toForm(await findInOrg(db, intakeForms, id, caller.orgId, "Intake form"));

export async function createIntakeForm(db: Db, caller: Caller, body: z.output<typeof intakeFormCreateSchema>) {
  const row = await uniquely(
    db.transaction(async (tx) => {
      const [created] = await tx
        .insert(intakeForms)
        .values({ ...body, orgId: caller.orgId })
        .returning();
      await recordChange(tx, caller, { entityType: "intake_form", entityId: created.id, label: created.title, action: "created" });
      return created;
    }),
    duplicateSlug,
    "slug",
  );
  return toForm(row);
}

export async function updateIntakeForm(db: Db, caller: Caller, id: string, body: z.output<typeof intakeFormUpdateSchema>) {
  const { version, ...values } = body;
  const write = db.transaction(async (tx) => {
    const { after, changes } = await updateTracked(tx, intakeForms, { id, orgId: caller.orgId, version }, values, "Intake form");
    await recordChange(tx, caller, { entityType: "intake_form", entityId: id, label: after.title, action: "updated", changes });
    return after;
  });
  return toForm(await uniquely(write, duplicateSlug, "slug"));
}

export async function deleteIntakeForm(db: Db, caller: Caller, id: string) {
  const form = await findInOrg(db, intakeForms, id, caller.orgId, "Intake form");
  await db.transaction(async (tx) => {
    await tx.delete(intakeForms).where(eq(intakeForms.id, id));
    await recordChange(tx, caller, { entityType: "intake_form", entityId: id, label: form.title, action: "deleted" });
  });
}
