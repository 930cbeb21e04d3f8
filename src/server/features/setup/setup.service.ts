import { eq } from "drizzle-orm";
import type { SetupBody } from "@shared/schemas/organizations";
import type { Db } from "../../db/client";
import { instanceSettings } from "../../db/schema";
import type { Deps } from "../../deps";
import { AppError } from "../../lib/errors";
import { loadDemoData } from "../../demo/demo.service";
import { createOrganization, organizationCount } from "../../lib/organizations";

export async function needsSetup(db: Db) {
  return (await organizationCount(db)) === 0;
}

/** First run: only one caller can claim the empty instance, even when two submit at once. */
export async function runSetup(deps: Deps, body: SetupBody) {
  const alreadySetUp = () => new AppError("conflict", "This Fundline instance is already set up. Sign in instead.");
  if (!(await needsSetup(deps.db))) throw alreadySetUp();
  const claimed = await deps.db
    .insert(instanceSettings)
    .values({ key: "setup_claimed", value: new Date().toISOString() })
    .onConflictDoNothing()
    .returning();
  if (claimed.length === 0) throw alreadySetUp();
  try {
    const org = await createOrganization(deps.db, deps.auth, {
      name: body.organizationName,
      admin: { email: body.email, password: body.password, name: body.name },
    });
    if (body.sampleData) await loadDemoData(deps, org.id);
    return org;
  } catch (err) {
    await deps.db.delete(instanceSettings).where(eq(instanceSettings.key, "setup_claimed"));
    throw err;
  }
}
