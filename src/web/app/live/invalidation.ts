import type { QueryClient, QueryKey } from "@tanstack/react-query";
import type { ChangeEventData } from "@shared/schemas/activity";

/**
 * Which cached queries a change makes stale. Keys are the features' query keys (companies,
 * tickets, settings lists, members, invitations, offers, comments, notes, people); every
 * change also refreshes the activity timelines and the audit log.
 */
export function keysFor(e: ChangeEventData): QueryKey[] {
  const keys: QueryKey[] = [["activity"]];
  // Dashboard and performance figures read companies and everything filed under them
  // (investments, reminders).
  if (e.entityType === "company" || e.parentType === "company") keys.push(["dashboard"], ["performance"]);
  switch (e.entityType) {
    case "company":
      keys.push(["companies"], ["portfolio"]);
      break;
    case "document":
      if (e.parentId && e.parentType === "person") keys.push(["people", "documents", e.parentId]);
      // A company's uploaded PDF deck is queued for analysis.
      else if (e.parentId)
        keys.push(["companies", "documents", e.parentId], ["companies", "deck-analyses", e.parentId], ["portfolio", "tracker"]);
      break;
    case "equity_investment":
      keys.push(["companies"], ["portfolio"]);
      break;
    case "ticket":
      keys.push(["tickets"]);
      break;
    case "poc":
      keys.push(["pocs"], ["settings", "pocs"], ["companies"]);
      break;
    case "subsector":
      keys.push(["subsectors"], ["settings", "subsectors"]);
      break;
    case "fund":
      keys.push(["funds"], ["settings", "funds"], ["companies"], ["lps"]);
      break;
    case "member":
      if (e.action !== "signed_in") keys.push(["members"], ["me"], ["tickets"]);
      break;
    case "invitation":
      keys.push(["invitations"]);
      break;
    case "equity_offer":
      if (e.parentId) keys.push(["companies", "offers", e.parentId]);
      break;
    case "comment":
    case "reminder":
      keys.push(["comments"]);
      break;
    case "note":
      if (e.parentId) keys.push(["notes", e.parentId]);
      break;
    case "person":
    case "meeting":
      keys.push(["people"]);
      break;
    case "intake_form":
      keys.push(["settings", "intake-forms"]);
      break;
    case "lp":
      keys.push(["lps"]);
      break;
    case "lp_board":
    case "lp_subboard":
    case "lp_crm_row":
      keys.push(["lp-crm"]);
      break;
    case "enrichment":
      keys.push(["companies", "enrichment", e.entityId]);
      break;
    case "deck_analysis":
      if (e.parentId) keys.push(["companies", "deck-analyses", e.parentId], ["companies", "documents", e.parentId]);
      break;
  }
  return keys;
}

/**
 * Refreshes what the changes touched, once per key. While this tab is saving something itself
 * the queries are only marked stale: its own optimistic update stays on screen until it settles.
 */
export function applyChanges(qc: QueryClient, events: ChangeEventData[]) {
  const unique = new Map<string, QueryKey>();
  for (const e of events) for (const key of keysFor(e)) unique.set(JSON.stringify(key), key);
  const refetchType = qc.isMutating() > 0 ? "none" : "active";
  for (const queryKey of unique.values()) void qc.invalidateQueries({ queryKey, refetchType });
}
