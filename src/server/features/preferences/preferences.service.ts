import { eq } from "drizzle-orm";
import type { Preferences, PreferencesUpdate } from "@shared/schemas/preferences";
import type { Db } from "../../db/client";
import { userPreferences } from "../../db/schema";
import type { Caller } from "../../lib/context";

type Row = typeof userPreferences.$inferSelect;

/** Spec part 2: Group by Status by default, sorted by company name A→Z. */
const defaults: Preferences = { pipelineView: "table", pipelineGroupBy: "stage", pipelineSort: "name", statusOrder: null };

const toPreferences = (r: Row | undefined): Preferences =>
  r
    ? {
        pipelineView: r.pipelineView as Preferences["pipelineView"],
        pipelineGroupBy: r.pipelineGroupBy as Preferences["pipelineGroupBy"],
        pipelineSort: r.pipelineSort as Preferences["pipelineSort"],
        statusOrder: (r.statusOrder as Preferences["statusOrder"]) ?? null,
      }
    : defaults;

export async function getPreferences(db: Db, caller: Caller): Promise<Preferences> {
  const [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, caller.userId));
  return toPreferences(row);
}

/** Saves only the given settings (last write wins: they belong to one person). */
export async function updatePreferences(db: Db, caller: Caller, body: PreferencesUpdate): Promise<Preferences> {
  const values = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
  const [row] = await db
    .insert(userPreferences)
    .values({ ...defaults, ...values, userId: caller.userId })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return toPreferences(row);
}
