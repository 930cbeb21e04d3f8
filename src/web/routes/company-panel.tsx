import { useCallback } from "react";
import { useLocation, useNavigate, useParams } from "@web/lib/router";
import { CompanyPanel } from "@web/features/companies/panel/company-panel";

/** /companies/{id}: Close and Escape go back to the list (browser back does the same). */
export function CompanyPanelRoute() {
  const { companyId = "" } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const close = useCallback(() => {
    if ((location.state as { fromList?: boolean } | null)?.fromList) navigate(-1);
    else navigate("/companies", { replace: true });
  }, [location.state, navigate]);
  return <CompanyPanel key={companyId} id={companyId} onClose={close} />;
}
