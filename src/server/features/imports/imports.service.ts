import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { stringify } from "csv-stringify/sync";
import { IMPORT_ERROR_COLUMN, IMPORT_MAX_BYTES, type ImportEntity } from "@shared/constants/imports";
import type { ImportDryRun, ImportOptions, ImportStatusBody, ImportUpload } from "@shared/schemas/imports";
import type { Deps } from "../../deps";
import type { Db } from "../../db/client";
import { importRecords, imports, type ImportOptionsRow } from "../../db/schema";
import { recordChange } from "../../lib/changes/record-change";
import type { Caller } from "../../lib/context";
import { fieldsOf } from "../../lib/custom-fields/definitions";
import { AppError, notFound } from "../../lib/errors";
import { newStorageKey } from "../../lib/storage";
import { openSheet, summariseSheet, type SheetMeta } from "./parse";
import { runPlan, setJoinsOf, tableOf } from "./plan";
import { suggestMapping } from "./suggest";
import { entitySpecs } from "./targets";

type ImportRow = typeof imports.$inferSelect;
type ServiceDeps = Pick<Deps, "db" | "storage">;

/** Commit progress of the imports this process is running (the transaction's writes are invisible until it ends). */
export const liveProgress = new Map<string, number>();

export function toStatus(r: ImportRow): ImportStatusBody {
  return {
    id: r.id,
    entity: r.entity as ImportEntity,
    fileName: r.fileName,
    status: r.status as ImportStatusBody["status"],
    processed: r.status === "running" ? Math.max(liveProgress.get(r.id) ?? 0, r.processed) : r.processed,
    total: r.rowCount,
    created: r.created,
    updated: r.updated,
    unchanged: r.unchanged,
    skipped: r.skipped,
    error: r.error,
    errorCount: r.errors.length,
    actorName: r.actorName,
    createdAt: r.createdAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
    undoneAt: r.undoneAt?.toISOString() ?? null,
  };
}

async function findImport(db: Pick<Db, "select">, caller: Caller, id: string): Promise<ImportRow> {
  const [row] = await db
    .select()
    .from(imports)
    .where(and(eq(imports.id, id), eq(imports.orgId, caller.orgId)));
  if (!row) throw notFound("Import");
  return row;
}

/** The file's rows, parsed again from storage as they are read. */
export async function sheetOf(storage: Deps["storage"], row: ImportRow) {
  const bytes = await storage.get(row.storageKey);
  if (!bytes) throw new AppError("conflict", "The uploaded file is gone; upload it again.");
  const meta: SheetMeta = { format: row.format, encoding: row.encoding, delimiter: row.delimiter };
  return openSheet(bytes, meta);
}

/** Reads and checks the file (limits, format, headers), stores it, and suggests a mapping. Nothing is written on a bad file. */
export async function uploadImport(
  { db, storage }: ServiceDeps,
  caller: Caller,
  entity: ImportEntity,
  file: File | null,
): Promise<ImportUpload> {
  if (!file) throw new AppError("bad_request", "Choose a file to upload (multipart field `file`).");
  if (file.size > IMPORT_MAX_BYTES)
    throw new AppError("payload_too_large", "The file is larger than 50 MB: split it and import each part.");
  const bytes = new Uint8Array(await file.arrayBuffer());
  const sheet = await summariseSheet(bytes);
  const spec = entitySpecs[entity];
  const fields = spec.fieldEntity ? await fieldsOf(db, caller.orgId, spec.fieldEntity) : [];
  const storageKey = newStorageKey("imports", sheet.meta.format);
  await storage.put(storageKey, bytes);
  const fileName = (file.name || `import.${sheet.meta.format}`).replace(/[\\/]/g, "_").slice(0, 200);
  const [row] = await db
    .insert(imports)
    .values({
      orgId: caller.orgId,
      memberId: caller.memberId,
      userId: caller.userId,
      actorName: caller.name,
      entity,
      fileName,
      storageKey,
      format: sheet.meta.format,
      encoding: sheet.meta.encoding,
      delimiter: sheet.meta.delimiter,
      headers: sheet.headers,
      rowCount: sheet.rowCount,
    })
    .returning();
  return {
    id: row.id,
    entity,
    fileName,
    columns: sheet.headers.map((name, i) => ({ name, samples: sheet.samples[i] })),
    suggestedMapping: suggestMapping(entity, sheet.headers, fields),
    rowCount: sheet.rowCount,
  };
}

const normalised = (o: ImportOptions): ImportOptionsRow => ({
  mapping: o.mapping,
  mode: o.mode ?? "upsert",
  blankCells: o.blankCells ?? "keep",
  createMissingRelations: o.createMissingRelations ?? false,
  valueMapping: o.valueMapping,
});

/** What the import would do, written nowhere but on the import itself (its options and errors, for the commit and the errors CSV). */
export async function dryRunImport({ db, storage }: ServiceDeps, caller: Caller, id: string, body: ImportOptions): Promise<ImportDryRun> {
  const row = await findImport(db, caller, id);
  if (row.status !== "uploaded" && row.status !== "failed")
    throw new AppError("conflict", `This import is ${row.status}; upload the file again to import it anew.`);
  const options = normalised(body);
  const sheet = await sheetOf(storage, row);
  const summary = await runPlan(db, caller.orgId, row.entity as ImportEntity, sheet.headers, sheet.rows, options, null);
  await db
    .update(imports)
    .set({ options, errors: summary.errors, status: "uploaded", error: null, version: sql`${imports.version} + 1` })
    .where(eq(imports.id, row.id));
  return summary;
}

/** Queues the commit (202): a worker claims it once and runs it in one transaction. */
export async function commitImport(db: Db, caller: Caller, id: string): Promise<ImportStatusBody> {
  const row = await findImport(db, caller, id);
  if (!row.options) throw new AppError("bad_request", "Run a dry run first: the commit imports with the dry run's mapping and options.");
  const [queued] = await db
    .update(imports)
    .set({ status: "running", processed: 0, lockedAt: null, lockedBy: null, error: null, version: sql`${imports.version} + 1` })
    .where(and(eq(imports.id, row.id), inArray(imports.status, ["uploaded", "failed"])))
    .returning();
  if (!queued) throw new AppError("conflict", `This import is already ${row.status}.`);
  return toStatus(queued);
}

export async function importStatus(db: Db, caller: Caller, id: string) {
  return toStatus(await findImport(db, caller, id));
}

export async function listImports(db: Db, caller: Caller) {
  const rows = await db.select().from(imports).where(eq(imports.orgId, caller.orgId)).orderBy(desc(imports.createdAt)).limit(200);
  return { items: rows.map(toStatus) };
}

/** The failed rows as they were in the file, plus an "Error" column: fix them and import just this file. */
export async function errorsCsv({ db, storage }: ServiceDeps, caller: Caller, id: string): Promise<{ body: string; fileName: string }> {
  const row = await findImport(db, caller, id);
  const byRow = new Map<number, string[]>();
  for (const e of row.errors) byRow.set(e.row, [...(byRow.get(e.row) ?? []), e.column ? `${e.column}: ${e.message}` : e.message]);
  const sheet = await sheetOf(storage, row);
  const out: string[][] = [[...sheet.headers, IMPORT_ERROR_COLUMN]];
  if (byRow.size)
    for await (const r of sheet.rows) {
      const messages = byRow.get(r.row);
      if (messages) out.push([...r.cells, messages.join("; ")]);
    }
  const base = row.fileName.replace(/\.(csv|xlsx|txt)$/i, "");
  return { body: "\uFEFF" + stringify(out), fileName: `${base}-errors.csv` };
}

/**
 * Takes an import back in one transaction: deletes what it created and restores the fields it
 * changed. Refuses (409, naming the records) when any of them was changed since.
 */
export async function undoImport(db: Db, caller: Caller, id: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(imports)
      .where(and(eq(imports.id, id), eq(imports.orgId, caller.orgId)))
      .for("update");
    if (!row) throw notFound("Import");
    if (row.status !== "done") throw new AppError("conflict", `Only a finished import can be undone; this one is ${row.status}.`);
    const records = await tx.select().from(importRecords).where(eq(importRecords.importId, row.id)).orderBy(importRecords.row);
    const current = new Map<string, number>();
    for (const type of new Set(records.map((r) => r.entityType))) {
      const table = tableOf[type as keyof typeof tableOf];
      const ids = records.filter((r) => r.entityType === type).map((r) => r.entityId);
      for (let i = 0; i < ids.length; i += 5000) {
        const found = await tx
          .select({ id: table.id, version: table.version })
          .from(table)
          .where(and(eq(table.orgId, caller.orgId), inArray(table.id, ids.slice(i, i + 5000))))
          .for("update");
        for (const f of found) current.set(f.id, f.version);
      }
    }
    const changed = records.filter((r) => current.has(r.entityId) && current.get(r.entityId) !== r.versionAfter);
    if (changed.length) {
      const list = changed.slice(0, 20).map((r) => `${r.label} (row ${r.row})`);
      throw new AppError(
        "conflict",
        `${changed.length} record${changed.length === 1 ? " was" : "s were"} changed after the import, so it cannot be undone: ${list.join(", ")}${changed.length > 20 ? ", …" : ""}.`,
        Object.fromEntries(changed.slice(0, 100).map((r) => [`row${r.row}`, r.label])),
      );
    }
    let deleted = 0;
    let restored = 0;
    for (const r of [...records].reverse()) {
      if (!current.has(r.entityId)) continue; // deleted since: nothing to take back
      const table = tableOf[r.entityType as keyof typeof tableOf];
      if (r.action === "created") {
        await tx.delete(table).where(eq(table.id, r.entityId));
        await recordChange(tx, caller, { entityType: r.entityType, entityId: r.entityId, label: r.label, action: "deleted" });
        deleted++;
        continue;
      }
      const before = r.before ?? {};
      const cols = Object.fromEntries(Object.entries(before).filter(([k]) => !k.startsWith("cf.") && k !== "pocIds" && k !== "founderIds"));
      const cf = Object.entries(before).filter(([k]) => k.startsWith("cf."));
      const set: Record<string, unknown> = { ...cols, version: sql`${table.version} + 1`, updatedAt: new Date() };
      if (cf.length && "customFields" in table) {
        const keep = Object.fromEntries(cf.filter(([, v]) => v !== null).map(([k, v]) => [k.slice(3), v]));
        const removed = cf.filter(([, v]) => v === null).map(([k]) => k.slice(3));
        set.customFields = sql`(${table.customFields} || ${JSON.stringify(keep)}::jsonb) - ${sql`array[${sql.join(
          removed.map((k) => sql`${k}`),
          sql`, `,
        )}]::text[]`}`;
      }
      await tx
        .update(table)
        .set(set as never)
        .where(eq(table.id, r.entityId));
      if (r.entityType === "company") await setJoinsOf(tx, [{ companyId: r.entityId, next: before }], true);
      const changes = Object.fromEntries(Object.entries(before).map(([k, v]) => [k, { from: "(imported)", to: v }]));
      await recordChange(tx, caller, { entityType: r.entityType, entityId: r.entityId, label: r.label, action: "updated", changes });
      restored++;
    }
    await tx
      .update(imports)
      .set({ status: "undone", undoneAt: new Date(), version: sql`${imports.version} + 1` })
      .where(eq(imports.id, row.id));
    return { deleted, restored };
  });
}
