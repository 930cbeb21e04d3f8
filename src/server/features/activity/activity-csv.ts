import type { ActivityEntry } from "@shared/schemas/activity";

/** A CSV cell; text that a spreadsheet would run as a formula gets a leading apostrophe. */
function cell(value: unknown): string {
  let s = value === null || value === undefined ? "" : typeof value === "string" ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

const describeChanges = (e: ActivityEntry) =>
  Object.entries(e.changes ?? {})
    .map(
      ([field, c]) =>
        `${field}: ${c.from === null || c.from === undefined ? "—" : String(c.from)} → ${c.to === null || c.to === undefined ? "—" : String(c.to)}`,
    )
    .join("; ");

export const CSV_HEADER = ["Time (UTC)", "Person", "Action", "Type", "Record", "Changes", "IP address"];

export function csvLine(e: ActivityEntry): string {
  return [e.createdAt, e.actorName, e.action.replace("_", " "), e.entityType, e.entityLabel, describeChanges(e), e.ip ?? ""]
    .map(cell)
    .join(",");
}
