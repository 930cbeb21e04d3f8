import { PageContainer, PageHeader } from "@web/components/page-header";
import { PORTFOLIO_STATS_HEADER } from "@shared/page-headers";
import { useMe } from "@web/lib/me-context";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { FundLedgerPanel } from "@web/features/fund-ledger/components/fund-ledger-panel";
import { FundStatsTabs } from "@web/features/portfolio/components/fund-stats";

/** /portfoliostats: one tab per fund: its portfolio, then its ledger and performance figures. */
export function PortfolioStatsPage() {
  useDocumentTitle("Portfolio Stats");
  const readOnly = useMe().role === "viewer";
  return (
    <PageContainer>
      <PageHeader title={PORTFOLIO_STATS_HEADER.title} description={PORTFOLIO_STATS_HEADER.description} />
      <div className="mt-4">
        <FundStatsTabs below={(fundId) => <FundLedgerPanel fundId={fundId} readOnly={readOnly} />} />
      </div>
    </PageContainer>
  );
}
