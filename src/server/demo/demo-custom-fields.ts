import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { companies, customFields, lps, members, people } from "../db/schema";
import { ensureSortIndex } from "../lib/custom-fields/sort-index";

const fits = ["Strong", "Medium", "Weak"];
const metAt = ["Slush 2025", "Web Summit", "Founder dinner", "Portfolio intro", "SaaStr Europa"];
const mandates = ["Generalist", "Climate and energy", "Fintech only", "Healthcare and bio", "Emerging managers"];

/**
 * Company fields of every kind a fund starts with (a select with colours, money, the lead partner
 * and the person who made the intro), a text field on people and on LPs, and values on most
 * records, so Settings → Fields, the Fields tabs, the Columns menus and the field filters have data.
 */
export async function loadDemoCustomFields(db: Db, orgId: string) {
  const options = fits.map((label, i) => ({ id: randomUUID().slice(0, 8), label, color: ["green", "amber", "red"][i] }));
  await db
    .insert(customFields)
    .values([
      { orgId, entity: "company", key: "thesis_fit", name: "Thesis fit", type: "select", options, position: 0 },
      { orgId, entity: "company", key: "check_size", name: "Check size", type: "money", position: 1 },
      { orgId, entity: "company", key: "lead_partner", name: "Lead partner", type: "member", position: 2 },
      { orgId, entity: "company", key: "warm_intro_via", name: "Warm intro via", type: "person", position: 3 },
      { orgId, entity: "person", key: "met_at", name: "Met at", type: "text", position: 0 },
      { orgId, entity: "lp", key: "mandate", name: "Mandate", type: "text", position: 0 },
    ])
    .onConflictDoNothing();
  // The money field's sort index, as creating the field in Settings makes it.
  await ensureSortIndex(db, "company", "check_size");
  const ids = async (rows: Promise<{ id: string }[]>) => (await rows).map((r) => r.id);
  const partners = (
    await db.select({ id: members.userId }).from(members).where(eq(members.orgId, orgId)).orderBy(asc(members.createdAt))
  ).map((m) => m.id);
  const contacts = await ids(db.select({ id: people.id }).from(people).where(eq(people.orgId, orgId)).orderBy(asc(people.createdAt)));
  const deals = await ids(
    db.select({ id: companies.id }).from(companies).where(eq(companies.orgId, orgId)).orderBy(asc(companies.createdAt), asc(companies.id)),
  );
  for (const [i, id] of deals.entries()) {
    if (i % 4 === 3) continue;
    const values: Record<string, string | number> = { thesis_fit: fits[i % 3], check_size: 250_000 * ((i % 8) + 1) };
    if (partners.length) values.lead_partner = partners[i % partners.length];
    if (contacts.length && i % 3 === 0) values.warm_intro_via = contacts[(i * 7) % contacts.length];
    await db.update(companies).set({ customFields: values }).where(eq(companies.id, id));
  }
  for (const [i, id] of contacts.entries())
    if (i % 3 !== 2)
      await db
        .update(people)
        .set({ customFields: { met_at: metAt[i % metAt.length] } })
        .where(eq(people.id, id));
  const partnersOfFunds = await ids(db.select({ id: lps.id }).from(lps).where(eq(lps.orgId, orgId)).orderBy(asc(lps.createdAt)));
  for (const [i, id] of partnersOfFunds.entries())
    await db
      .update(lps)
      .set({ customFields: { mandate: mandates[i % mandates.length] } })
      .where(eq(lps.id, id));
}
