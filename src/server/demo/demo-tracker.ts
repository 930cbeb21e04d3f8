import { and, asc, eq, isNotNull, or } from "drizzle-orm";
import { trackerDocumentCategory, trackerDocuments } from "@shared/constants/portfolio";
import { lastQuarters } from "@shared/portfolio";
import type { Db } from "../db/client";
import { companies, documents } from "../db/schema";
import { newStorageKey, type Storage } from "../lib/storage";
import { samplePdf } from "./demo-pdf";

const day = 86_400_000;

/**
 * How many of the five documents company `i` sent for a quarter (`age` 0 = current, 1 = the one
 * before, …): older quarters are nearly complete, the last one has a straggler or two, and the
 * current quarter is a real mix — complete, half-way, barely started — so the tracker's bars
 * show green, amber and red. Shut-down companies stopped reporting.
 */
function uploadedCount(i: number, age: number, shutDown: boolean): number {
  if (shutDown) return age < 2 ? 0 : i % 2 ? 5 : 3;
  if (age === 0) return [5, 3, 1, 4, 5, 2, 4, 0, 3][i % 9];
  if (age === 1) return [5, 5, 4, 5, 3, 5][i % 6];
  return i % 5 === 3 && age === 2 ? 4 : 5;
}

/** The day a report for `quarter` ("Q3 2026") came in: some weeks after the quarter ended, never in the future. */
function receivedAt(quarter: string, i: number, k: number, now: number): Date {
  const [q, year] = quarter.slice(1).split(" ").map(Number);
  const quarterEnd = Date.UTC(year, q * 3, 1);
  const when = quarterEnd + (8 + ((i * 7 + k * 3) % 30)) * day;
  return new Date(Math.min(when, now - (1 + ((i + k) % 20)) * day));
}

/**
 * Quarterly tracker documents (small PDFs) for the portfolio companies with a board seat or
 * information rights, over the tracker's five quarters. Skipped when the organisation already
 * has any tracker document, so running twice adds nothing.
 */
export async function loadDemoTrackerDocuments(db: Db, storage: Storage, orgId: string): Promise<number> {
  const [has] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.orgId, orgId), isNotNull(documents.trackerDocument)))
    .limit(1);
  if (has) return 0;
  const tracked = await db
    .select({ id: companies.id, name: companies.name, status: companies.operatingStatus })
    .from(companies)
    .where(
      and(
        eq(companies.orgId, orgId),
        eq(companies.addedBy, "Sample data"),
        or(eq(companies.boardSeat, true), eq(companies.informationRights, true)),
      ),
    )
    .orderBy(asc(companies.name));
  const now = Date.now();
  const quarters = lastQuarters(new Date(now));
  let added = 0;
  for (const [i, c] of tracked.entries()) {
    for (const [age, quarter] of [...quarters].reverse().entries()) {
      const wanted = trackerDocuments.slice(0, uploadedCount(i, age, c.status === "Shut-Down"));
      for (const [k, document] of wanted.entries()) {
        const bytes = samplePdf(`${c.name}: ${document}`, [`${quarter} (sample data)`, "Prepared by the company's finance team."]);
        const key = newStorageKey(`companies/${c.id}`, "pdf");
        await storage.put(key, bytes);
        await db.insert(documents).values({
          orgId,
          companyId: c.id,
          category: trackerDocumentCategory[document],
          quarter,
          trackerDocument: document,
          fileName: `${c.name} ${document.replace(/\W+/g, " ").trim()} ${quarter}.pdf`,
          storageKey: key,
          mimeType: "application/pdf",
          sizeBytes: bytes.byteLength,
          createdAt: receivedAt(quarter, i, k, now),
        });
        added++;
      }
    }
  }
  return added;
}
