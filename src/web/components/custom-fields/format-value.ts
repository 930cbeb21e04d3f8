import type { CustomField } from "@shared/schemas/custom-fields";
import { formatMoney } from "@shared/format";

/** A stored value as a table shows it ("" when there is none). */
export function formatFieldValue(field: Pick<CustomField, "type">, value: unknown): string {
  if (value === null || value === undefined || value === "") return "";
  if (Array.isArray(value)) return value.join(", ");
  if (field.type === "money" && typeof value === "number") return formatMoney(value);
  if (typeof value === "boolean") return value ? "Yes" : "No";
  return String(value);
}
