import type { SearchResult, SearchType } from "@shared/schemas/search";
import type { PaletteCommand } from "../commands";
import type { RecentRecord } from "../recent";

export type PaletteEntry = { value: string; record?: RecentRecord & { highlight?: string | null }; command?: PaletteCommand };
export type PaletteSection = { heading: string; type?: SearchType; entries: PaletteEntry[] };

const recordEntry = (record: RecentRecord | SearchResult): PaletteEntry => ({ value: `${record.type}:${record.id}`, record });
const commandEntry = (command: PaletteCommand): PaletteEntry => ({ value: `command:${command.id}`, command });

/**
 * What the palette lists: with text, the results grouped by type (groups in the order of their
 * best result, as the server ranked them), then the matching commands; without, the recent
 * records and every command.
 */
export function paletteSections(q: string, results: SearchResult[], recent: RecentRecord[], commands: PaletteCommand[]): PaletteSection[] {
  const sections: PaletteSection[] = [];
  if (!q) {
    if (recent.length) sections.push({ heading: "Recent", entries: recent.map(recordEntry) });
  } else {
    const byType = new Map<SearchType, SearchResult[]>();
    for (const r of results) byType.set(r.type, [...(byType.get(r.type) ?? []), r]);
    for (const [type, items] of byType) sections.push({ heading: type, type, entries: items.map(recordEntry) });
  }
  for (const group of ["Actions", "Go to"] as const) {
    const entries = commands.filter((c) => c.group === group).map(commandEntry);
    if (entries.length) sections.push({ heading: group, entries });
  }
  return sections;
}
