import { ActivityFeed } from "@web/components/activity-feed";
import { Card } from "./info-item";

/** The company's history from the activity log, newest first: fields, stage moves, POCs, logo, documents, offers. */
export function ActivityTab({ companyId }: { companyId: string }) {
  return (
    <Card title="Activity">
      <ActivityFeed
        queryKey={["activity", "company", companyId]}
        url={`/api/v1/companies/${companyId}/activity`}
        empty="No activity yet."
      />
    </Card>
  );
}
