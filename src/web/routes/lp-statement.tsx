import { Link, useLocation, useNavigate, useParams } from "@web/lib/router";
import { ArrowLeft } from "lucide-react";
import { PageContainer } from "@web/components/page-header";
import { Button } from "@web/components/ui/button";
import { useMe } from "@web/lib/me-context";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { LpStatement } from "@web/features/fund-ledger/components/lp-statement";
import { lastQuarterEnd } from "@web/features/fund-ledger/components/quarter-end";

/** /lps/:lpId/statement?asOf=YYYY-MM-DD: the printable capital account statement of one LP. */
export function LpStatementPage() {
  useDocumentTitle("LP Statement");
  const { lpId = "" } = useParams();
  const navigate = useNavigate();
  const search = new URLSearchParams(useLocation().search);
  const asOf = /^\d{4}-\d{2}-\d{2}$/.test(search.get("asOf") ?? "") ? search.get("asOf")! : lastQuarterEnd();
  const me = useMe();
  return (
    <PageContainer>
      <div className="no-print mb-3">
        <Button asChild variant="ghost" size="sm">
          <Link to="/lps">
            <ArrowLeft aria-hidden /> Back to Limited Partners
          </Link>
        </Button>
      </div>
      <LpStatement
        lpId={lpId}
        asOf={asOf}
        organisation={me.organization.name}
        onAsOfChange={(next) => navigate(`/lps/${lpId}/statement?asOf=${next}`, { replace: true })}
      />
    </PageContainer>
  );
}
