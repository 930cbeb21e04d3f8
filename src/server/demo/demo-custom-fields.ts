import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { companies, customFields } from "../db/schema";
import { ensureSortIndex } from "../lib/custom-fields/sort-index";

const fits = ["Strong", "Medium", "Weak"];

/**
 * Two company fields (a select with colours and a money field) and values on most companies, so
 * Settings → Fields, the panel's Fields tab, the Columns menu and the field filter have data.
 */
export async function loadDemoCustomFields(db: Db, orgId: string) {
  const options = fits.map((label, i) => ({ id: randomUUID().slice(0, 8), label, color: ["green", "amber", "red"][i] }));
  await db
    .insert(customFields)
    .values([
      { orgId, entity: "company", key: "thesis_fit", name: "Thesis fit", type: "select", options, position: 0 },
      { orgId, entity: "company", key: "check_size", name: "Check size", type: "money", position: 1 },
    ])
    .onConflictDoNothing();
  // The money field's sort index, as creating the field in Settings makes it.
  await ensureSortIndex(db, "company", "check_size");
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.orgId, orgId)))
    .orderBy(asc(companies.createdAt), asc(companies.id));
  for (const [i, row] of rows.entries()) {
    if (i % 4 === 3) continue;
    await db
      .update(companies)
      .set({ customFields: { thesis_fit: fits[i % 3], check_size: 250_000 * ((i % 8) + 1) } })
      .where(eq(companies.id, row.id));
  }
}
