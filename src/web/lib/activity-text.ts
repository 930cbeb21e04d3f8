import { formatDate } from "@shared/format";
import type { ActivityEntry } from "@shared/schemas/activity";

const nouns: Record<string, string> = {
  company: "",
  document: "",
  ticket: "ticket ",
  poc: "point of contact ",
  subsector: "subsector ",
  fund: "fund ",
  intake_form: "intake form ",
  equity_investment: "investment ",
  invitation: "",
  member: "",
  lp: "LP ",
  lp_board: "LP board ",
  lp_subboard: "subboard ",
  lp_crm_row: "LP CRM row ",
  interaction: "e-mail ",
};

const special: Record<string, string> = { pocs: "POCs", pocIds: "POCs", hq: "HQ", arrUsd: "ARR", website: "Website" };

/** "nextStepDate" → "Next step date". */
export function fieldLabel(field: string): string {
  if (special[field]) return special[field];
  const words = field
    .replace(/Usd$/, "")
    .replace(/([A-Z])/g, " $1")
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A value as people read it: lists joined, empty as a dash. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (Array.isArray(value)) return value.length ? value.map(valueText).join(", ") : "—";
  if (typeof value === "number") return value.toLocaleString("en-US");
  if (typeof value === "boolean") return value ? "Yes" : "No";
  return String(value);
}

/** A deck analysis is queued by a person and finished or given up by the worker (actor "Fundline"). */
function deckAnalysisText(deck: string, status: unknown) {
  if (status === "done") return `analysed the pitch deck ${deck}`;
  if (status === "failed") return `could not analyse the pitch deck ${deck}`;
  return `asked for an analysis of the pitch deck ${deck}`;
}

/** The sentence after the person's name, e.g. "moved Kestrel Health from Leads to Due Diligence". */
export function describeEntry(e: ActivityEntry): string {
  const what = `${nouns[e.entityType] ?? ""}${e.entityLabel}`;
  const changes = e.changes ?? {};
  const fields = Object.keys(changes);
  if (e.action === "signed_in") return "signed in";
  if (e.entityType === "member") {
    if (e.action === "created") return "joined the team";
    if (e.action === "deleted") return `removed ${e.entityLabel} from the team`;
    if (fields.length === 1 && changes.role)
      return `changed ${e.entityLabel}'s role from ${valueText(changes.role.from)} to ${valueText(changes.role.to)}`;
    return `updated the profile of ${e.entityLabel}`;
  }
  if (e.entityType === "invitation")
    return e.action === "created" ? `invited ${e.entityLabel}` : `revoked the invitation of ${e.entityLabel}`;
  if (e.entityType === "enrichment") return `refreshed the enrichment data of ${e.entityLabel}`;
  if (e.entityType === "deck_analysis") return deckAnalysisText(e.entityLabel, changes.status?.to);
  if (e.entityType === "document") {
    if (e.action === "created") return `uploaded ${what}`;
    if (e.action === "deleted") return `removed ${what}`;
    return changes.fileName ? `renamed ${valueText(changes.fileName.from)} to ${valueText(changes.fileName.to)}` : `updated ${what}`;
  }
  if (e.action === "created") return `added ${what}`;
  if (e.action === "deleted") return `deleted ${what}`;
  if (fields.length === 1 && fields[0] === "stage")
    return `moved ${what} from ${valueText(changes.stage.from)} to ${valueText(changes.stage.to)}`;
  if (fields.length === 1 && fields[0] === "logo") return `changed the logo of ${what}`;
  if (fields.length === 1)
    return `changed ${fieldLabel(fields[0]).toLowerCase()} of ${what} from ${valueText(changes[fields[0]].from)} to ${valueText(changes[fields[0]].to)}`;
  return `changed ${fields.map((f) => fieldLabel(f).toLowerCase()).join(", ")} of ${what}`;
}

/** "just now", "2 min ago", "3 h ago", "yesterday", "4 days ago", then the date. */
export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (seconds < 45) return "just now";
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.round(hours / 24);
  if (days === 1) return "yesterday";
  if (days < 7) return `${days} days ago`;
  return formatDate(new Date(iso));
}
