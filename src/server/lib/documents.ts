import { and, desc, eq, sql } from "drizzle-orm";
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES_TEXT, type DocumentCategory } from "@shared/constants/pipeline";
import type { TrackerDocument } from "@shared/constants/portfolio";
import type { DocumentRename, StoredDocument } from "@shared/schemas/documents";
import type { Db } from "../db/client";
import { companies, documents, people, type FieldChange } from "../db/schema";
import type { Caller } from "./context";
import { findInOrg, preparedPerDb, staleError } from "./db-helpers";
import { AppError, notFound } from "./errors";
import { recordChange } from "./changes/record-change";
import { enqueueDeckAnalysis } from "./deck-jobs";
import { sniffDocument, sniffImage, sniffSpreadsheet } from "./sniff";
import { newStorageKey, type Storage } from "./storage";
import { loneSurrogates } from "./input-guard";

/**
 * Files of a company's Document Vault and of a person of the network: one table, one set of
 * rules (size cap, content sniffing, server-chosen keys, versioned rename and delete).
 */
export type DocumentOwner = { type: "company" | "person"; id: string };
export type DocumentUploadFields = { category: DocumentCategory; quarter?: string; trackerDocument?: TrackerDocument };
type DocRow = typeof documents.$inferSelect;

const ownerSegment = { company: "companies", person: "people" } as const;
const ownerOf = (d: DocRow): DocumentOwner =>
  d.companyId ? { type: "company", id: d.companyId } : { type: "person", id: d.personId ?? "" };
const ownedBy = (caller: Caller, owner: DocumentOwner) =>
  and(eq(owner.type === "company" ? documents.companyId : documents.personId, owner.id), eq(documents.orgId, caller.orgId));

function toDocument(d: DocRow): StoredDocument {
  const owner = ownerOf(d);
  return {
    id: d.id,
    companyId: d.companyId,
    personId: d.personId,
    fileName: d.fileName,
    category: d.category as DocumentCategory,
    quarter: d.quarter,
    trackerDocument: d.trackerDocument as TrackerDocument | null,
    mimeType: d.mimeType,
    sizeBytes: d.sizeBytes,
    uploadedBy: d.uploadedBy,
    downloadUrl: `/api/v1/${ownerSegment[owner.type]}/${owner.id}/documents/${d.id}/download`,
    version: d.version,
    createdAt: d.createdAt.toISOString(),
  };
}

// Bidirectional controls let "invoice\u202Efdp.exe" display as "invoiceexe.pdf"; unpaired
// surrogates cannot be stored as text.
const bidiControls = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A display name safe to keep: no square brackets, no control or bidi characters. Otherwise it
 * is what the user typed ("Q3 memo: final/v2 <b>.pdf" stays so): storage keys are the server's
 * own, and the name is only ever shown as text or quoted in Content-Disposition.
 */
function cleanFileName(name: string, extension: string) {
  const base = name
    .replace(/^(\.{0,2}[\\/])+/, "") // a leading "../" or "/" names no place of ours; inner slashes are the user's
    .replace(loneSurrogates, "")
    .normalize("NFC")
    .replace(/[[\]\u0000-\u001f\u007f]/g, "")
    .replace(bidiControls, "")
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
  parent: ownerOf(d),
});

/** The owner in the caller's organisation, or a 404 (another organisation's looks missing). */
async function findOwner(db: Db, caller: Caller, owner: DocumentOwner) {
  if (owner.type === "company") await findInOrg(db, companies, owner.id, caller.orgId, "Company");
  else await findInOrg(db, people, owner.id, caller.orgId, "Person");
}

/**
 * The owner (in the caller's organisation) joined to its documents: no row is a 404, one row
 * without a document an empty vault. One statement either way; an owner without documents (most
 * of them) needed a second one to tell the two apart.
 */
const listQuery = (owner: typeof companies | typeof people, column: typeof documents.companyId | typeof documents.personId, name: string) =>
  preparedPerDb((db) =>
    db
      .select({ document: documents })
      .from(owner)
      .leftJoin(documents, and(eq(column, owner.id), eq(documents.orgId, owner.orgId)))
      .where(and(eq(owner.id, sql.placeholder("ownerId")), eq(owner.orgId, sql.placeholder("orgId"))))
      .orderBy(desc(documents.createdAt), desc(documents.id))
      .prepare(name),
  );
const listQueries = {
  company: listQuery(companies, documents.companyId, "company_documents"),
  person: listQuery(people, documents.personId, "person_documents"),
};

/** The owner's documents, newest first, in one prepared statement. */
export async function listDocuments(db: Db, caller: Caller, owner: DocumentOwner) {
  const rows = await listQueries[owner.type](db).execute({ ownerId: owner.id, orgId: caller.orgId });
  if (!rows.length) throw notFound(owner.type === "company" ? "Company" : "Person");
  const items = rows.flatMap((r) => (r.document ? [toDocument(r.document)] : []));
  return { items, total: items.length, nextCursor: null };
}

/** What kind of document the bytes are (PDF/PPTX/DOCX/XLSX/PNG/JPG, by content), or null. */
function documentKind(bytes: Uint8Array) {
  const image = sniffImage(bytes);
  return sniffDocument(bytes) ?? sniffSpreadsheet(bytes) ?? (image?.mime === "image/png" || image?.mime === "image/jpeg" ? image : null);
}

/** Checks the upload (present, under the cap, PDF/PPTX/DOCX/XLSX/PNG/JPG by content) and returns its bytes and kind. */
async function readUpload(file: File | null) {
  if (!file) throw new AppError("bad_request", "Please choose a file to upload", { file: "Please choose a file to upload" });
  if (file.size > DOCUMENT_MAX_BYTES) throw new AppError("payload_too_large", "File is too large (25 MB at most)");
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = documentKind(bytes);
  if (!kind)
    throw new AppError("unsupported_media_type", `Only ${DOCUMENT_TYPES_TEXT} files can be uploaded`, {
      file: `Only ${DOCUMENT_TYPES_TEXT} files can be uploaded`,
    });
  return { bytes, kind };
}

/** A file stored ahead of its row: written by `insertPendingDocuments` in the caller's transaction, or removed. */
export type PendingDocument = {
  owner: DocumentOwner;
  fileName: string;
  key: string;
  mime: string;
  size: number;
  category: DocumentCategory;
};

/**
 * Stores, for each owner, the files that are documents (by content, under the size cap); others
 * are skipped. A PDF named like a deck is filed as a deck (a company's is then analysed), the rest
 * as notes. The rows come later, inside the caller's transaction; if that fails, `removePendingFiles`.
 */
export async function storeFiles(storage: Storage, files: { fileName: string; content: Uint8Array }[], owners: DocumentOwner[]) {
  const stored: PendingDocument[] = [];
  try {
    for (const file of files) {
      const kind = file.content.byteLength <= DOCUMENT_MAX_BYTES ? documentKind(file.content) : null;
      if (!kind) continue;
      const fileName = cleanFileName(file.fileName, kind.extension);
      const category: DocumentCategory = kind.mime === "application/pdf" && /deck|pitch/i.test(fileName) ? "deck" : "notes";
      for (const owner of owners) {
        const key = newStorageKey(`${ownerSegment[owner.type]}/${owner.id}`, kind.extension);
        await storage.put(key, file.content);
        stored.push({ owner, fileName, key, mime: kind.mime, size: file.content.byteLength, category });
      }
    }
  } catch (err) {
    await removePendingFiles(storage, stored);
    throw err;
  }
  return stored;
}

export const removePendingFiles = (storage: Storage, files: PendingDocument[]) =>
  Promise.all(files.map((f) => storage.delete(f.key).catch(() => {})));

/** The rows of files stored by `storeFiles`, each a recorded change (and a company's deck queued for analysis). */
export async function insertPendingDocuments(tx: Db, actor: Pick<Caller, "orgId" | "userId" | "name">, files: PendingDocument[]) {
  for (const f of files) {
    const [inserted] = await tx
      .insert(documents)
      .values({
        orgId: actor.orgId,
        companyId: f.owner.type === "company" ? f.owner.id : null,
        personId: f.owner.type === "person" ? f.owner.id : null,
        category: f.category,
        fileName: f.fileName,
        storageKey: f.key,
        mimeType: f.mime,
        sizeBytes: f.size,
        uploadedBy: actor.userId,
      })
      .returning();
    await recordChange(tx, actor, documentChange(inserted, "created"));
    if (inserted.companyId) await enqueueDeckAnalysis(tx, { ...inserted, companyId: inserted.companyId });
  }
}

/**
 * Stores the file under a server-generated key first, then writes the row; if the row fails
 * the file is removed (all or nothing). A quarterly tracker document (companies only) replaces
 * the owner's previous file for that document and quarter.
 */
export async function uploadDocument(
  db: Db,
  storage: Storage,
  caller: Caller,
  owner: DocumentOwner,
  file: File | null,
  fields: DocumentUploadFields,
) {
  await findOwner(db, caller, owner);
  const { bytes, kind } = await readUpload(file);
  const key = newStorageKey(`${ownerSegment[owner.type]}/${owner.id}`, kind.extension);
  await storage.put(key, bytes);
  try {
    const { row, replaced } = await db.transaction(async (tx) => {
      const [replaced] = fields.trackerDocument
        ? await tx
            .delete(documents)
            .where(
              and(
                ownedBy(caller, owner),
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
          companyId: owner.type === "company" ? owner.id : null,
          personId: owner.type === "person" ? owner.id : null,
          category: fields.category,
          quarter: fields.quarter ?? null,
          trackerDocument: fields.trackerDocument ?? null,
          fileName: cleanFileName(file?.name ?? "", kind.extension),
          storageKey: key,
          mimeType: kind.mime,
          sizeBytes: bytes.byteLength,
          uploadedBy: caller.userId,
        })
        .returning();
      await recordChange(tx, caller, documentChange(inserted, "created"));
      // A company's PDF deck is analysed in the background (people's documents are not decks).
      if (inserted.companyId) await enqueueDeckAnalysis(tx, { ...inserted, companyId: inserted.companyId });
      return { row: inserted, replaced };
    });
    if (replaced) await storage.delete(replaced.storageKey).catch(() => {});
    return toDocument(row);
  } catch (err) {
    await storage.delete(key).catch(() => {});
    throw err;
  }
}

async function findDocument(db: Db, caller: Caller, owner: DocumentOwner, docId: string) {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, docId), ownedBy(caller, owner)));
  if (!row) throw notFound("Document");
  return row;
}

export async function readDocument(db: Db, storage: Storage, caller: Caller, owner: DocumentOwner, docId: string) {
  const row = await findDocument(db, caller, owner, docId);
  const file = await storage.open(row.storageKey); // streamed: documents can be large
  if (!file) throw notFound("Document file");
  return { file, mime: row.mimeType, fileName: row.fileName };
}

/** Deletes the row, then its file. With the version the client saw, a stale one is a 409 (nothing deleted). */
export async function deleteDocument(db: Db, storage: Storage, caller: Caller, owner: DocumentOwner, docId: string, version?: number) {
  const row = await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(documents)
      .where(and(eq(documents.id, docId), ownedBy(caller, owner), version === undefined ? undefined : eq(documents.version, version)))
      .returning();
    if (!deleted) {
      await findDocument(tx, caller, owner, docId); // 404 when missing, else stale
      throw staleError("Document");
    }
    await recordChange(tx, caller, documentChange(deleted, "deleted"));
    return deleted;
  });
  await storage.delete(row.storageKey).catch(() => {});
}

/** Renames the document (display name only; its stored key and type stay; the extension of its type is kept). */
export async function renameDocument(db: Db, caller: Caller, owner: DocumentOwner, docId: string, body: DocumentRename) {
  const row = await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(documents)
      .where(and(eq(documents.id, docId), ownedBy(caller, owner)))
      .for("update");
    if (!before) throw notFound("Document");
    if (before.version !== body.version) throw staleError("Document");
    const extension = before.fileName.slice(before.fileName.lastIndexOf(".") + 1) || "pdf";
    const next = cleanFileName(body.fileName, extension);
    const [after] = await tx
      .update(documents)
      .set({ fileName: next, version: sql`${documents.version} + 1`, updatedAt: new Date() })
      .where(eq(documents.id, before.id))
      .returning();
    const changes: Record<string, FieldChange> = before.fileName === next ? {} : { fileName: { from: before.fileName, to: next } };
    await recordChange(tx, caller, { ...documentChange(after, "updated"), changes });
    return after;
  });
  return toDocument(row);
}

/** Storage keys of an owner's files, read before the owner is deleted (its rows go by cascade). */
export async function documentKeys(db: Db, caller: Caller, owner: DocumentOwner) {
  const rows = await db.select({ key: documents.storageKey }).from(documents).where(ownedBy(caller, owner));
  return rows.map((r) => r.key);
}
