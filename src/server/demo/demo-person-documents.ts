import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { documents, people } from "../db/schema";
import type { Storage } from "../lib/storage";
import { addSampleDocument } from "./demo-sample-document";

/** A couple of files on the first high-value contacts, so a person's Documents section is populated (skipped when any exist). */
export async function loadDemoPersonDocuments(db: Db, storage: Storage, orgId: string): Promise<number> {
  const [has] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.orgId, orgId), isNotNull(documents.personId)))
    .limit(1);
  if (has) return 0;
  const contacts = await db
    .select({ id: people.id, name: people.name })
    .from(people)
    .where(and(eq(people.orgId, orgId), eq(people.value, "High")))
    .orderBy(asc(people.name))
    .limit(3);
  let added = 0;
  for (const [i, p] of contacts.entries()) {
    const files = [
      {
        category: "notes",
        fileName: `${p.name} meeting notes.pdf`,
        lines: ["Meeting notes (sample data)", "Thesis, portfolio, next steps."],
      },
      ...(i === 0
        ? [{ category: "legal", fileName: `${p.name} NDA.pdf`, lines: ["Mutual NDA (sample data)", "Confidentiality terms."] }]
        : []),
    ];
    for (const f of files) await addSampleDocument(db, storage, { orgId, owner: { personId: p.id }, title: p.name, ...f });
    added += files.length;
  }
  return added;
}
