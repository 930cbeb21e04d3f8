import { PageContainer, PageHeader } from "@web/components/page-header";
import { PERFORMANCE_HEADER } from "@shared/page-headers";
import { PerformanceView } from "@web/features/dashboard/components/performance-view";
import { useDocumentTitle } from "@web/lib/use-document-title";

/** Investment Performance (/performance; the spec's /dreaminvestmentperformance redirects here). */
export function PerformancePage() {
  useDocumentTitle("Investment Performance");
  return (
    <PageContainer>
      <PageHeader title={PERFORMANCE_HEADER.title} description={PERFORMANCE_HEADER.description} />
      <div className="mt-6">
        <PerformanceView />
      </div>
    </PageContainer>
  );
}
