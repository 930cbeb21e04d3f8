import { useCallback } from "react";
import type { SearchResult } from "@shared/schemas/search";
import { useLocalStorage } from "@web/lib/use-local-storage";

export type RecentRecord = Pick<SearchResult, "type" | "id" | "title" | "subtitle" | "url">;

const KEEP = 8;

/**
 * The records last opened from the palette, newest first: what it shows before anything is typed.
 * Kept per user and organisation, so a shared browser never shows one account's records to another.
 */
export function useRecentRecords(userId: string, orgId: string) {
  const [recent, setRecent] = useLocalStorage<RecentRecord[]>(`fundline.search.recent.${orgId}.${userId}`, []);
  const remember = useCallback(
    ({ type, id, title, subtitle, url }: RecentRecord) =>
      setRecent((before) => [{ type, id, title, subtitle, url }, ...before.filter((r) => r.id !== id)].slice(0, KEEP)),
    [setRecent],
  );
  return { recent, remember };
}
