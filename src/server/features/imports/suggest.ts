import type { ImportEntity } from "@shared/constants/imports";
import type { CustomField } from "@shared/schemas/custom-fields";
import { columnDictionary, customFieldColumn, suggestColumn } from "@shared/import-export/columns";
import { dictionaryEntity } from "./targets";

/**
 * Header → field key by the shared column dictionary (a column's own header, its key, then a
 * synonym; custom fields by name), so an exported file maps completely; each field is taken by the
 * first header that names it, and export-only columns ("Created") are skipped.
 */
export function suggestMapping(entity: ImportEntity, headers: string[], fields: CustomField[]): Record<string, string | null> {
  const dict = dictionaryEntity[entity];
  const readOnly = new Set(columnDictionary[dict].filter((c) => c.readOnly).map((c) => c.key));
  const extra = fields.filter((f) => !f.archived).map(customFieldColumn);
  const used = new Set<string>();
  const out: Record<string, string | null> = {};
  for (const header of headers) {
    const key = suggestColumn(dict, header, extra);
    const ok = key !== null && !readOnly.has(key) && !used.has(key);
    if (ok) used.add(key);
    out[header] = ok ? key : null;
  }
  return out;
}
