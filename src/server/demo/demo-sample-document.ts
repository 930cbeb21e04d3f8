import type { Db } from "../db/client";
import { documents } from "../db/schema";
import { newStorageKey, type Storage } from "../lib/storage";
import { samplePdf } from "./demo-pdf";

type Sample = {
  orgId: string;
  owner: { companyId: string } | { personId: string };
  title: string;
  category: string;
  fileName: string;
  lines: string[];
  /** A PDF made elsewhere (a deck with slides); otherwise a one-page PDF of `lines`. */
  bytes?: Uint8Array;
};

/** Stores a sample PDF under a server key and files it on a company or a person. */
export async function addSampleDocument(db: Db, storage: Storage, s: Sample) {
  const bytes = s.bytes ?? samplePdf(s.title, s.lines);
  const [prefix, id] = "companyId" in s.owner ? ["companies", s.owner.companyId] : ["people", s.owner.personId];
  const key = newStorageKey(`${prefix}/${id}`, "pdf");
  await storage.put(key, bytes);
  await db.insert(documents).values({
    orgId: s.orgId,
    ...s.owner,
    category: s.category,
    fileName: s.fileName,
    storageKey: key,
    mimeType: "application/pdf",
    sizeBytes: bytes.byteLength,
  });
}
