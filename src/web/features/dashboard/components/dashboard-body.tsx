import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Banner } from "@web/components/ui/banner";
import { Skeleton } from "@web/components/ui/skeleton";
import { errorMessage } from "@web/lib/api-client";
import { dashboardQuery } from "../api";
import { MyReminders, RecentInvestments, TopPerformers } from "./dashboard-lists";
import { RiskDialog } from "./risk-dialog";
import { StatCards } from "./stat-cards";
import { lazyPage } from "@web/lib/lazy-page";

// The comments dialog (its forms and their schemas) loads when first opened, not with the dashboard.
const CommentsRemindersDialog = lazyPage(
  () => import("@web/components/comments-reminders/comments-reminders-dialog").then((m) => m.CommentsRemindersDialog),
  null,
);

type Company = { id: string; name: string };

function Loading() {
  return (
    <div>
      <p role="status" className="mb-3 text-[13px] text-muted-foreground">
        Loading dashboard data...
      </p>
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-32" />
        ))}
      </div>
      <div className="mt-3 grid gap-3 lg:grid-cols-5">
        <Skeleton className="h-64 lg:col-span-3" />
        <Skeleton className="h-64 lg:col-span-2" />
      </div>
    </div>
  );
}

/** The dashboard's figures and lists, the risk dialog and the comments and reminders dialog. */
export function DashboardBody({ editable }: { editable: boolean }) {
  const query = useQuery(dashboardQuery);
  const [riskOpen, setRiskOpen] = useState(false);
  const [comments, setComments] = useState<{ open: boolean; company?: Company }>({ open: false });
  const openComments = (company?: Company) => setComments({ open: true, company });

  if (query.isPending) return <Loading />;
  if (query.isError)
    return (
      <Banner tone="danger" title="Could not load the dashboard">
        {errorMessage(query.error)}
      </Banner>
    );
  const data = query.data;
  return (
    <>
      <StatCards data={data} onRiskDetails={() => setRiskOpen(true)} />
      <div className="mt-3 grid grid-cols-1 items-start gap-3 lg:grid-cols-5">
        <div className="flex min-w-0 flex-col gap-3 lg:col-span-3">
          <TopPerformers items={data.topPerformers} onComments={openComments} />
          <RecentInvestments items={data.recentInvestments} onComments={openComments} />
        </div>
        <MyReminders items={data.reminders} onComments={openComments} editable={editable} className="min-w-0 lg:col-span-2" />
      </div>
      <RiskDialog open={riskOpen} onOpenChange={setRiskOpen} />
      {comments.open && (
        <CommentsRemindersDialog
          key={comments.company?.id ?? "mine"}
          open
          onOpenChange={(open) => setComments((c) => ({ ...c, open }))}
          company={comments.company}
          editable={editable}
        />
      )}
    </>
  );
}
