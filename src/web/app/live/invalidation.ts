import type { QueryClient, QueryKey } from "@tanstack/react-query";
import type { ChangeEventData } from "@shared/schemas/activity";
import { queryKeys } from "@web/lib/query-keys";

/**
 * Which cached queries a change makes stale, named with the same factories the features'
 * queries use (lib/query-keys.ts); every change also refreshes the activity timelines and the
 * audit log.
 */
export function keysFor(e: ChangeEventData): QueryKey[] {
  const k = queryKeys;
  const keys: QueryKey[] = [k.activity.all];
  // Dashboard and performance figures read companies and everything filed under them
  // (investments, reminders).
  if (e.entityType === "company" || e.parentType === "company") keys.push(k.dashboard.all, k.performance);
  switch (e.entityType) {
    case "company":
    case "equity_investment":
      keys.push(k.companies.all, k.portfolio.all);
      break;
    case "document":
      if (e.parentId && e.parentType === "person") keys.push(k.people.documents(e.parentId));
      // A company's uploaded PDF deck is queued for analysis.
      else if (e.parentId) keys.push(k.companies.documents(e.parentId), k.companies.deckAnalyses(e.parentId), k.portfolio.trackers);
      break;
    case "interaction":
      // A captured invitation also adds or removes meetings and moves Last Meeting.
      keys.push(k.interactions.all, k.people.all);
      break;
    case "ticket":
      keys.push(k.tickets.all);
      break;
    case "poc":
      keys.push(k.reference.pocs, k.companies.all);
      break;
    case "subsector":
      keys.push(k.reference.subsectors);
      break;
    case "fund":
      keys.push(k.reference.funds, k.companies.all, k.lps.all);
      break;
    case "member":
      if (e.action !== "signed_in") keys.push(k.reference.members, k.me.all, k.tickets.all);
      break;
    case "notification":
      keys.push(k.notifications.all);
      break;
    case "alert_rule":
      keys.push(k.settings.alertRules);
      break;
    case "invitation":
      keys.push(k.invitations);
      break;
    case "equity_offer":
      if (e.parentId) keys.push(k.companies.offers(e.parentId));
      break;
    case "comment":
    case "reminder":
      keys.push(k.comments.all);
      break;
    case "note":
      if (e.parentId) keys.push(k.notes.ofCompany(e.parentId));
      break;
    case "person":
    case "meeting":
      keys.push(k.people.all);
      break;
    case "intake_form":
      keys.push(k.settings.intakeForms);
      break;
    case "lp":
      keys.push(k.lps.all);
      break;
    case "lp_board":
    case "lp_subboard":
    case "lp_crm_row":
      keys.push(k.lpCrm.all);
      break;
    case "enrichment":
      keys.push(k.companies.enrichment(e.entityId));
      break;
    case "deck_analysis":
      if (e.parentId) keys.push(k.companies.deckAnalyses(e.parentId), k.companies.documents(e.parentId));
      break;
    case "api_token":
      keys.push(k.apiTokens);
      break;
    case "webhook":
      keys.push(k.webhooks.all);
      break;
    case "capital_call":
    case "capital_call_allocation":
    case "distribution":
    case "fund_valuation":
      keys.push(k.fundLedger.all);
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
