import { useMe } from "@web/lib/me-context";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { PageContainer } from "@web/components/page-header";
import { DevelopmentBoard } from "@web/features/tickets/components/development-board";

export function DevelopmentPage() {
  const me = useMe();
  useDocumentTitle("Development Board");
  return (
    <PageContainer>
      <DevelopmentBoard me={me} />
    </PageContainer>
  );
}
