import { useEffect } from "react";
import type { Company } from "@shared/schemas/companies";
import { DealSourceCard } from "./deal-source-card";
import { DeleteCompanyButton } from "./delete-company-button";
import { EditFrame, useCompanyEditor } from "./edit-frame";
import { overviewDefaults, OverviewFields, overviewSchema } from "./overview-form";
import { OverviewView } from "./overview-view";
import { PortfolioCards } from "./portfolio-cards";

type Props = {
  company: Company;
  portfolio?: boolean;
  readOnly: boolean;
  onEditingChange: (editing: boolean) => void;
  onDeleted: () => void;
};

/** Company Information (Edit → Save / Delete / Cancel) and Deal Source Overview. */
export function OverviewTab({ company, portfolio = false, readOnly, onEditingChange, onDeleted }: Props) {
  const editor = useCompanyEditor(company, overviewSchema, overviewDefaults);
  useEffect(() => onEditingChange(editor.editing), [editor.editing, onEditingChange]);
  return (
    <>
      <EditFrame
        title="Company Information"
        formId="company-information"
        editor={editor}
        readOnly={readOnly}
        view={<OverviewView c={company} />}
        extraActions={<DeleteCompanyButton company={company} onDeleted={onDeleted} />}
      >
        <OverviewFields form={editor.form} />
      </EditFrame>
      {portfolio && <PortfolioCards company={company} readOnly={readOnly} />}
      <DealSourceCard company={company} readOnly={readOnly} />
    </>
  );
}
