import { PageContainer, PageHeader } from "@web/components/page-header";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { FundStatsTabs } from "@web/features/portfolio/components/fund-stats";

/** /portfoliostats: one tab per fund. */
export function FundStatsPage() {
  useDocumentTitle("Portfolio Stats");
  return (
    <PageContainer>
      <PageHeader
        title="Portfolio Stats"
        description="Per fund: what was invested, how much of the fund is deployed and what it is worth today."
      />
      <div className="mt-4">
        <FundStatsTabs />
      </div>
    </PageContainer>
  );
}
