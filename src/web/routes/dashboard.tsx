import { Link } from "@web/lib/router";
import { Briefcase, Plus } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { useMe } from "@web/lib/me-context";
import { formatLongDate } from "@shared/format";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { PageContainer, PageHeader } from "@web/components/page-header";
import { pageHeaders } from "@shared/page-headers";
import { DashboardBody } from "@web/features/dashboard/components/dashboard-body";

export function DashboardPage() {
  const me = useMe();
  useDocumentTitle("Dashboard");
  return (
    <PageContainer>
      <PageHeader
        title={pageHeaders["/dashboard"](me.organization.name).title}
        description={
          <>
            <span className="text-foreground">Welcome back, {me.user.name}</span>
            <span aria-hidden> · </span>
            {formatLongDate(new Date())}
          </>
        }
        actions={
          <>
            <Button asChild variant="secondary">
              <Link to="/portfoliocompanies">
                <Briefcase aria-hidden /> View Portfolio
              </Link>
            </Button>
            {me.role !== "viewer" && (
              <Button asChild>
                <Link to="/companies?add=1">
                  <Plus aria-hidden /> Add Company
                </Link>
              </Button>
            )}
          </>
        }
      />
      <div className="mt-6">
        <DashboardBody editable={me.role !== "viewer"} />
      </div>
    </PageContainer>
  );
}
