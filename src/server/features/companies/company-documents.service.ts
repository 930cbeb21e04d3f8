import { and, desc, eq } from "drizzle-orm";
import { DOCUMENT_MAX_BYTES, type DocumentCategory } from "@shared/constants/pipeline";
import type { TrackerDocument } from "@shared/constants/portfolio";
import type { CompanyDocument } from "@shared/schemas/company-documents";
import type { Db } from "../../db/client";
import { companies, documents, type FieldChange } from "../../db/schema";
import type { Caller } from "../../lib/context";
import { findInOrg } from "../../lib/db-helpers";
import { AppError, notFound } from "../../lib/errors";
import { sniffDocument } from "../../lib/sniff";
import { newStorageKey, type Storage } from "../../lib/storage";
import { recordChange } from "../../lib/changes/record-change";
import { enqueueDeckAnalysis } from "../../lib/deck-jobs";

type DocRow = typeof documents.$inferSelect;

const toDocument = (d: DocRow): CompanyDocument => ({
  id: d.id,
  companyId: d.companyId,
  fileName: d.fileName,
  category: d.category as DocumentCategory,
  quarter: d.quarter,
  trackerDocument: d.trackerDocument as TrackerDocument | null,
  mimeType: d.mimeType,
  sizeBytes: d.sizeBytes,
  uploadedBy: d.uploadedBy,
  downloadUrl: `/api/v1/companies/${d.companyId}/documents/${d.id}/download`,
  createdAt: d.createdAt.toISOString(),
});

/** A display name safe to keep: no path, no square brackets, no control characters. */
export function cleanFileName(name: string, extension: string) {
  const base = (name.split(/[\\/]/).pop() ?? "")
    .normalize("NFC")
    .replace(/[[\]\u0000-\u001f\u007f]/g, "")
    .trim()
    .slice(0, 200);
  if (!base) return `document.${extension}`;
  return base.toLowerCase().endsWith(`.${extension}`) ? base : `${base.replace(/\.[^.]*$/, "")}.${extension}`;
}

const documentChange = (d: DocRow, action: "created" | "updated" | "deleted") => ({
  entityType: "document",
  entityId: d.id,
  label: d.fileName,
  action,
  parent: { type: "company", id: d.companyId },
});

export async function listDocuments(db: Db, caller: Caller, companyId: string) {
  await findInOrg(db, companies, companyId, caller.orgId, "Company");
  const rows = await db
    .select()
    .from(documents)
    .where(and(eq(documents.companyId, companyId), eq(documents.orgId, caller.orgId)))
    .orderBy(desc(documents.createdAt), desc(documents.id));
  return { items: rows.map(toDocument), total: rows.length, nextCursor: null };
}

/**
 * PDF, PPTX or DOCX, checked by content, under the size cap. The file is stored under a
 * server-generated key first, then the row is written; if the row fails the file is removed.
 */
export async function uploadDocument(
  db: Db,
  storage: Storage,
  caller: Caller,
  companyId: string,
  file: File | null,
  fields: { category: DocumentCategory; quarter?: string; trackerDocument?: TrackerDocument },
) {
  await findInOrg(db, companies, companyId, caller.orgId, "Company");
  if (!file) throw new AppError("bad_request", "Please choose a file to upload", { file: "Please choose a file to upload" });
  if (file.size > DOCUMENT_MAX_BYTES) throw new AppError("payload_too_large", "File is too large (25 MB at most)");
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = sniffDocument(bytes);
  if (!kind)
    throw new AppError("unsupported_media_type", "Only PDF, PPTX and DOCX files can be uploaded", {
      file: "Only PDF, PPTX and DOCX files can be uploaded",
    });
  const key = newStorageKey(`companies/${companyId}`, kind.extension);
  await storage.put(key, bytes);
  try {
    const { row, replaced } = await db.transaction(async (tx) => {
      // A quarterly tracker document replaces the company's previous file for that document and quarter.
      const [replaced] = fields.trackerDocument
        ? await tx
            .delete(documents)
            .where(
              and(
                eq(documents.companyId, companyId),
                eq(documents.orgId, caller.orgId),
                eq(documents.quarter, fields.quarter ?? ""),
                eq(documents.trackerDocument, fields.trackerDocument),
              ),
            )
            .returning()
        : [];
      if (replaced) await recordChange(tx, caller, documentChange(replaced, "deleted"));
      const [inserted] = await tx
        .insert(documents)
        .values({
          orgId: caller.orgId,
          companyId,
          category: fields.category,
          quarter: fields.quarter ?? null,
          trackerDocument: fields.trackerDocument ?? null,
          fileName: cleanFileName(file.name, kind.extension),
          storageKey: key,
          mimeType: kind.mime,
          sizeBytes: bytes.byteLength,
          uploadedBy: caller.userId,
        })
        .returning();
      await recordChange(tx, caller, documentChange(inserted, "created"));
      await enqueueDeckAnalysis(tx, inserted);
      return { row: inserted, replaced };
    });
    if (replaced) await storage.delete(replaced.storageKey).catch(() => {});
    return toDocument(row);
  } catch (err) {
    await storage.delete(key).catch(() => {});
    throw err;
  }
}

async function findDocument(db: Db, caller: Caller, companyId: string, docId: string) {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, docId), eq(documents.companyId, companyId), eq(documents.orgId, caller.orgId)));
  if (!row) throw notFound("Document");
  return row;
}

export async function readDocument(db: Db, storage: Storage, caller: Caller, companyId: string, docId: string) {
  const row = await findDocument(db, caller, companyId, docId);
  const file = await storage.open(row.storageKey); // streamed: documents can be large
  if (!file) throw notFound("Document file");
  return { file, mime: row.mimeType, fileName: row.fileName };
}

export async function deleteDocument(db: Db, storage: Storage, caller: Caller, companyId: string, docId: string) {
  const row = await findDocument(db, caller, companyId, docId);
  await db.transaction(async (tx) => {
    await tx.delete(documents).where(eq(documents.id, row.id));
    await recordChange(tx, caller, documentChange(row, "deleted"));
  });
  await storage.delete(row.storageKey).catch(() => {});
}

/** Renames the document (display name only; its stored key and type stay). The extension of its type is kept. */
export async function renameDocument(db: Db, caller: Caller, companyId: string, docId: string, fileName: string) {
  const row = await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(documents)
      .where(and(eq(documents.id, docId), eq(documents.companyId, companyId), eq(documents.orgId, caller.orgId)))
      .for("update");
    if (!before) throw notFound("Document");
    const extension = before.fileName.slice(before.fileName.lastIndexOf(".") + 1) || "pdf";
    const next = cleanFileName(fileName, extension);
    const [after] = await tx.update(documents).set({ fileName: next }).where(eq(documents.id, before.id)).returning();
    const changes: Record<string, FieldChange> = before.fileName === next ? {} : { fileName: { from: before.fileName, to: next } };
    await recordChange(tx, caller, { ...documentChange(after, "updated"), changes });
    return after;
  });
  return toDocument(row);
}
