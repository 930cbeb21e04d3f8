import { PageContainer, PageHeader } from "@web/components/page-header";
import { PerformanceView } from "@web/features/dashboard/components/performance-view";
import { useDocumentTitle } from "@web/lib/use-document-title";

/** Investment Performance (/performance; the spec's /dreaminvestmentperformance redirects here). */
export function PerformancePage() {
  useDocumentTitle("Investment Performance");
  return (
    <PageContainer>
      <PageHeader title="Investment Performance" description="What the fund has invested and what it is worth today." />
      <div className="mt-6">
        <PerformanceView />
      </div>
    </PageContainer>
  );
}
