import { once } from "node:events";
import { PassThrough, Readable } from "node:stream";
import { stringify } from "csv-stringify/sync";
import ExcelJS from "exceljs";
import { BOOLEAN_TEXT, LIST_SEPARATOR, type ColumnDef } from "@shared/import-export/columns";
import type { Cell, ExportRecord, ExportSource } from "./export-source";

export const exportFormats = ["csv", "xlsx"] as const;
export type ExportFormat = (typeof exportFormats)[number];

export const exportMime: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/**
 * A text cell a spreadsheet would run as a formula (starting with =, +, -, @, tab or CR) gets a
 * leading apostrophe (OWASP "CSV injection"). Numbers are written as numbers and are left alone.
 */
export const neutralise = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** A record's value of one column as written: lists joined, booleans as Yes/No, text neutralised. */
export function cellValue(column: ColumnDef, record: ExportRecord): string | number | null {
  const v = record[column.key] as Cell | undefined;
  if (v === null || v === undefined) return null;
  if (Array.isArray(v)) return v.length ? neutralise(v.join(LIST_SEPARATOR)) : null;
  if (typeof v === "boolean") return v ? BOOLEAN_TEXT.true : BOOLEAN_TEXT.false;
  if (typeof v === "number") return v;
  return neutralise(String(v));
}

const row = (columns: ColumnDef[], r: ExportRecord) => columns.map((c) => cellValue(c, r));

/** CSV: UTF-8 with a BOM (Excel then reads accents right), CRLF, one chunk per batch. */
async function* csvChunks(source: ExportSource): AsyncGenerator<Buffer> {
  yield Buffer.from("\ufeff" + stringify([source.columns.map((c) => neutralise(c.header))], { record_delimiter: "windows" }));
  for await (const batch of source.batches) {
    yield Buffer.from(
      stringify(
        batch.map((r) => row(source.columns, r)),
        { record_delimiter: "windows" },
      ),
    );
  }
}

/**
 * xlsx through exceljs's streaming WorkbookWriter: each row is committed (zipped and sent) as it
 * is added, no shared strings and no styles, so memory holds one batch whatever the row count.
 * Waits for the response to drain when the client reads slower than the database.
 */
function xlsxStream(source: ExportSource, sheetName: string): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
  const sheet = workbook.addWorksheet(sheetName);
  void (async () => {
    try {
      sheet.addRow(source.columns.map((c) => neutralise(c.header))).commit();
      for await (const batch of source.batches) {
        for (const r of batch) sheet.addRow(row(source.columns, r)).commit();
        if (out.writableNeedDrain) await once(out, "drain");
      }
      sheet.commit();
      await workbook.commit();
    } catch (err) {
      out.destroy(err as Error);
    }
  })();
  return out;
}

/** The file's bytes as a web stream (the response body). */
export function exportBody(source: ExportSource, format: ExportFormat, sheetName: string): ReadableStream<Uint8Array> {
  const node = format === "csv" ? Readable.from(csvChunks(source)) : xlsxStream(source, sheetName);
  return Readable.toWeb(node) as ReadableStream<Uint8Array>;
}
