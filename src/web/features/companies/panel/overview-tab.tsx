import type { Company } from "@shared/schemas/companies";
import { DealSourceCard } from "./deal-source-card";
import { DeleteCompanyButton } from "./delete-company-button";
import { EditFrame } from "./edit-frame";
import { OverviewView } from "./overview-view";
import { lazyPage } from "@web/lib/lazy-page";

// Portfolio panels only; its forms would otherwise bring the form libraries to every panel.
const PortfolioCards = lazyPage(() => import("./portfolio-cards").then((m) => m.PortfolioCards), null);

type Props = {
  company: Company;
  portfolio?: boolean;
  readOnly: boolean;
  onEditingChange: (editing: boolean) => void;
  onDeleted: () => void;
};

/** Company Information (Edit → Save / Delete / Cancel) and Deal Source Overview. */
export function OverviewTab({ company, portfolio = false, readOnly, onEditingChange, onDeleted }: Props) {
  return (
    <>
      <EditFrame
        kind="overview"
        title="Company Information"
        formId="company-information"
        company={company}
        readOnly={readOnly}
        view={<OverviewView c={company} />}
        extraActions={<DeleteCompanyButton company={company} onDeleted={onDeleted} />}
        onEditingChange={onEditingChange}
      />
      {portfolio && <PortfolioCards company={company} readOnly={readOnly} />}
      <DealSourceCard company={company} readOnly={readOnly} />
    </>
  );
}
