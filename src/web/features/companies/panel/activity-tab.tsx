import { ActivityFeed } from "@web/components/activity-feed";
import { RecentInteractions } from "@web/components/interactions/recent-interactions";
import { Card } from "./info-item";
import { queryKeys } from "@web/lib/query-keys";

/**
 * The company's captured e-mails and invitations (drop an .eml or .ics to log one), then its history
 * from the activity log, newest first: fields, stage moves, POCs, logo, documents, offers.
 */
export function ActivityTab({ companyId, readOnly }: { companyId: string; readOnly: boolean }) {
  return (
    <div className="flex flex-col gap-4">
      <Card title="Recent Interactions">
        <RecentInteractions owner={{ companyId }} readOnly={readOnly} />
      </Card>
      <Card title="Activity">
        <ActivityFeed queryKey={queryKeys.activity.company(companyId)} source={{ companyId }} empty="No activity yet." />
      </Card>
    </div>
  );
}
