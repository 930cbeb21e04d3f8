import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Download, ScrollText } from "lucide-react";
import { ACTIVITY_ENTITY_TYPES } from "@shared/constants/activity";
import { membersQuery } from "@web/lib/reference-data";
import { Card } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { NativeSelect } from "@web/components/ui/native-select";
import { ActivityFeed, activityFeedOptions } from "@web/components/activity-feed";
import { withoutEmpty, type ApiQuery } from "@web/lib/api-client";
import { CardSectionHeader } from "@web/components/card-section-header";
import { queryKeys } from "@web/lib/query-keys";

const typeLabels: Record<(typeof ACTIVITY_ENTITY_TYPES)[number], string> = {
  company: "Companies",
  document: "Documents",
  equity_offer: "Equity offers",
  equity_investment: "Equity investments",
  ticket: "Tickets",
  poc: "Points of contact",
  subsector: "Subsectors",
  fund: "Funds",
  member: "Team and sign-ins",
  invitation: "Invitations",
  comment: "Comments",
  reminder: "Reminders",
  note: "Notes",
  person: "People",
  meeting: "Meetings",
  interaction: "Captured e-mails and invitations",
  intake_form: "Intake forms",
  lp: "Limited partners",
  lp_board: "LP CRM boards",
  lp_subboard: "LP CRM subboards",
  lp_crm_row: "LP CRM rows",
  enrichment: "Enrichment refreshes",
  deck_analysis: "Deck analyses",
  capital_call: "Capital calls",
  capital_call_allocation: "Capital call payments",
  distribution: "Distributions",
  fund_valuation: "Fund valuations (NAV)",
  api_token: "API tokens",
  webhook: "Webhooks",
};

type Filters = { actorUserId: string; entityType: string; from: string; to: string };

const noFilters: Filters = { actorUserId: "", entityType: "", from: "", to: "" };

const auditKey = (f: Filters) => queryKeys.activity.audit(f);
/** The filters the user set, as the audit log's query (unset ones are left out). */
const auditSource = (f: Filters): { audit: ApiQuery<"/api/v1/activity"> } => ({
  audit: withoutEmpty(f) as ApiQuery<"/api/v1/activity">,
});

/** The unfiltered audit log's pages: Settings asks for the first one before the card is drawn. */
export const auditFeedOptions = () => activityFeedOptions(auditKey(noFilters), auditSource(noFilters));

/** Every change and sign-in in the organisation, filtered by person, kind of record and dates; owners and admins only. */
export function AuditLogCard() {
  const members = useQuery(membersQuery());
  const [filters, setFilters] = useState<Filters>(noFilters);
  const set = (key: keyof Filters) => (e: { target: { value: string } }) => setFilters((f) => ({ ...f, [key]: e.target.value }));
  const query = new URLSearchParams(auditSource(filters).audit as Record<string, string>).toString();
  return (
    <Card role="region" aria-labelledby="audit-log-title">
      <CardSectionHeader
        icon={ScrollText}
        titleId="audit-log-title"
        title="Audit log"
        description="Every change and sign-in in your organisation. Visible to owners and admins."
        action={
          <a
            href={`/api/v1/activity/export${query ? `?${query}` : ""}`}
            className="inline-flex h-8 items-center gap-1.5 rounded-md border border-border px-3 text-[13px] font-medium hover:bg-muted"
          >
            <Download className="size-3.5" aria-hidden /> Export CSV
          </a>
        }
      />
      <div className="grid gap-3 border-t border-border px-4 pt-3 sm:grid-cols-4">
        <div className="flex flex-col gap-1">
          <Label htmlFor="audit-person">Person</Label>
          <NativeSelect id="audit-person" size="sm" value={filters.actorUserId} onChange={set("actorUserId")}>
            <option value="">Everyone</option>
            {members.data?.items.map((m) => (
              <option key={m.id} value={m.userId}>
                {m.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="audit-type">Record</Label>
          <NativeSelect id="audit-type" size="sm" value={filters.entityType} onChange={set("entityType")}>
            <option value="">All records</option>
            {ACTIVITY_ENTITY_TYPES.map((t) => (
              <option key={t} value={t}>
                {typeLabels[t]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="audit-from">From</Label>
          <Input id="audit-from" type="date" className="h-8 text-[13px]" value={filters.from} onChange={set("from")} />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="audit-to">To</Label>
          <Input id="audit-to" type="date" className="h-8 text-[13px]" value={filters.to} onChange={set("to")} />
        </div>
      </div>
      <div className="px-4 pb-4">
        <ActivityFeed queryKey={auditKey(filters)} source={auditSource(filters)} empty="No activity matches these filters." showIp />
      </div>
    </Card>
  );
}
