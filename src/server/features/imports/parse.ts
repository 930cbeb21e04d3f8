import { Readable } from "node:stream";
import { parse, CsvError } from "csv-parse";
import ExcelJS from "exceljs";
import { IMPORT_MAX_ROWS } from "@shared/constants/imports";
import { AppError } from "../../lib/errors";

export type FileFormat = "csv" | "xlsx";
export type SheetMeta = { format: FileFormat; encoding: string; delimiter: string };
/** One data row: its spreadsheet row number (the header is row 1) and its cells in header order. */
export type SheetRow = { row: number; cells: string[] };

const bad = (message: string) => new AppError("bad_request", message);
const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b);
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const UTF8_BOM = [0xef, 0xbb, 0xbf];
const DELIMITERS = [",", ";", "\t", "|"];

/** An .xlsx (a ZIP with a workbook part), a text file, or a 400 for anything else (a binary file named .csv). */
export function sniffFormat(bytes: Uint8Array): FileFormat {
  if (bytes.byteLength === 0) throw bad("The file is empty.");
  if (startsWith(bytes, ZIP)) {
    if (Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).indexOf("xl/workbook") >= 0) return "xlsx";
    throw bad("This file is a ZIP archive, not a CSV or .xlsx spreadsheet.");
  }
  // Text never holds NUL or most other control bytes; a few in the first 8 KB mean a binary file.
  const head = bytes.subarray(0, 8192);
  let control = 0;
  for (const b of head) if (b < 0x09 || (b > 0x0d && b < 0x20 && b !== 0x1b)) control++;
  if (head.includes(0) || control > head.byteLength / 100)
    throw bad("This file is not a CSV (text) file or an .xlsx spreadsheet: it looks like binary data.");
  return "csv";
}

/** UTF-8 (with or without BOM) when the bytes are valid UTF-8, else Windows-1252 (Excel's "CSV" on Windows). */
export function decodeText(bytes: Uint8Array): { text: string; encoding: string } {
  if (startsWith(bytes, UTF8_BOM)) return { text: new TextDecoder("utf-8").decode(bytes.subarray(3)), encoding: "utf-8" };
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes), encoding: "utf-8" };
  } catch {
    return { text: decodeWindows1252(bytes), encoding: "windows-1252" };
  }
}

// Windows-1252's 0x80–0x9F (Node's TextDecoder reads them as Latin-1 control characters).
const CP1252_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ";

function decodeWindows1252(bytes: Uint8Array): string {
  const parts: string[] = [];
  for (let i = 0; i < bytes.length; i += 8192) {
    let chunk = "";
    for (const b of bytes.subarray(i, i + 8192)) chunk += b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80] : String.fromCharCode(b);
    parts.push(chunk);
  }
  return parts.join("");
}

/**
 * The delimiter of the header line: the candidate (comma, semicolon, tab, pipe) that occurs most
 * often outside quotes; comma when none does (a one-column file).
 */
export function detectDelimiter(text: string): string {
  const counts = new Map(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const ch of text.slice(0, 64 * 1024)) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === "\n" || ch === "\r")) break;
    else if (!quoted && counts.has(ch)) counts.set(ch, counts.get(ch)! + 1);
  }
  let best = ",";
  // On a tie a comma loses: commas also occur inside text ("Berlin, Germany"), tabs and semicolons rarely.
  for (const [d, n] of counts) if (n > counts.get(best)! || (n > 0 && n === counts.get(best)! && best === ",")) best = d;
  return best;
}

function csvMessage(err: unknown, row: number): string {
  if (err instanceof CsvError) {
    const line = (err as CsvError & { lines?: number }).lines;
    const where = line ? ` (line ${line})` : "";
    if (err.code === "CSV_QUOTE_NOT_CLOSED") return `A quoted cell is never closed${where}: check for a missing or extra quote (").`;
    if (err.code === "CSV_INVALID_CLOSING_QUOTE" || err.code === "CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE")
      return `Mismatched quotes${where}: a quote (") appears in the middle of a cell.`;
    if (err.code === "CSV_RECORD_INCONSISTENT_FIELDS_LENGTH") return `Row ${row} has more cells than the header row has columns.`;
    return `The CSV could not be read${where}: ${err.message}`;
  }
  return "The file could not be read as a spreadsheet.";
}

async function* csvRecords(text: string, delimiter: string): AsyncGenerator<string[]> {
  const parser = parse({ delimiter, relax_column_count_less: true, skip_empty_lines: true, skip_records_with_empty_values: true });
  const source = Readable.from(chunksOf(text));
  source.pipe(parser);
  let row = 1;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      yield record;
      row++;
    }
  } catch (err) {
    source.destroy();
    throw bad(csvMessage(err, row + 1));
  }
}

function* chunksOf(text: string, size = 256 * 1024) {
  for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size);
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "object") {
    if ("richText" in value) return value.richText.map((r) => r.text).join("");
    if ("text" in value) return String(value.text);
    if ("result" in value) return cellText(value.result as ExcelJS.CellValue);
    if ("error" in value) return "";
    return "";
  }
  return String(value);
}

async function* xlsxRecords(bytes: Uint8Array): AsyncGenerator<string[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.from(bytes)]), {
    sharedStrings: "cache",
    styles: "cache",
    hyperlinks: "ignore",
    worksheets: "emit",
    entries: "emit",
  });
  try {
    for await (const sheet of reader) {
      for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
        const values = (row.values as ExcelJS.CellValue[]).slice(1).map(cellText);
        if (values.some((v) => v.trim() !== "")) yield values;
      }
      return; // the first sheet only
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw bad("The .xlsx file could not be read (it may be damaged or password-protected).");
  }
}

/** The header row and an iterator over the data rows, parsed as the file is read (never all rows at once). */
export async function openSheet(
  bytes: Uint8Array,
  meta?: SheetMeta,
): Promise<{ meta: SheetMeta; headers: string[]; rows: AsyncGenerator<SheetRow> }> {
  const format = meta?.format ?? sniffFormat(bytes);
  let records: AsyncGenerator<string[]>;
  let sheetMeta: SheetMeta;
  if (format === "xlsx") {
    records = xlsxRecords(bytes);
    sheetMeta = { format, encoding: "utf-8", delimiter: "," };
  } else {
    const { text, encoding } = decodeText(bytes);
    if (text.trim() === "") throw bad("The file is empty.");
    const delimiter = meta?.delimiter ?? detectDelimiter(text);
    records = csvRecords(text, delimiter);
    sheetMeta = { format, encoding, delimiter };
  }
  const first = await records.next();
  if (first.done) throw bad("The file is empty.");
  const headers = checkedHeaders(first.value);
  async function* rows(): AsyncGenerator<SheetRow> {
    let row = 1;
    for await (const record of records) {
      row++;
      if (record.length > headers.length && record.slice(headers.length).some((v) => v.trim() !== ""))
        throw bad(`Row ${row} has more cells than the header row has columns.`);
      yield { row, cells: headers.map((_, i) => unneutralised((record[i] ?? "").trim())) };
    }
  }
  return { meta: sheetMeta, headers, rows: rows() };
}

/** An exported cell that was guarded against formula injection ("'=SUM(…)") reads as written. */
const unneutralised = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/** Header names trimmed; blank ones named by position; two equal names (any case) are refused. */
export function checkedHeaders(raw: string[]): string[] {
  let cells = raw.map((h) => h.replace(/^\uFEFF/, "").trim());
  while (cells.length && cells[cells.length - 1] === "") cells = cells.slice(0, -1);
  if (!cells.length) throw bad("The first row is empty: it must hold the column headers.");
  const headers = cells.map((h, i) => h || `Column ${i + 1}`);
  const seen = new Map<string, string>();
  for (const h of headers) {
    const k = h.toLowerCase();
    if (seen.has(k)) throw bad(`Two columns have the same header "${h}": rename one of them and upload the file again.`);
    seen.set(k, h);
  }
  return headers;
}

export type SheetSummary = { meta: SheetMeta; headers: string[]; rowCount: number; samples: string[][] };
const SAMPLES = 5;

/** Reads the whole file once: header, row count (refusing more than 50,000) and a few sample values per column. */
export async function summariseSheet(bytes: Uint8Array): Promise<SheetSummary> {
  const { meta, headers, rows } = await openSheet(bytes);
  const samples: string[][] = headers.map(() => []);
  let rowCount = 0;
  for await (const { cells } of rows) {
    rowCount++;
    if (rowCount > IMPORT_MAX_ROWS)
      throw new AppError(
        "payload_too_large",
        `The file has more than ${IMPORT_MAX_ROWS.toLocaleString("en-US")} rows: split it and import each part.`,
      );
    cells.forEach((v, i) => {
      if (v !== "" && samples[i].length < SAMPLES && !samples[i].includes(v)) samples[i].push(v);
    });
  }
  if (rowCount === 0) throw bad("The file has a header row but no data rows.");
  return { meta, headers, rowCount, samples };
}
