import { useEffect, useState } from "react";
import type { Company } from "@shared/schemas/companies";
import { FormBanner } from "@web/components/form/form-banner";
import { SubmitButton } from "@web/components/form/submit-button";
import { useApiForm } from "@web/components/form/use-api-form";
import { Button } from "@web/components/ui/button";
import { Pencil } from "lucide-react";
import { DealSourceCard } from "./deal-source-card";
import { DeleteCompanyButton } from "./delete-company-button";
import { Card } from "./info-item";
import { overviewDefaults, OverviewFields, overviewSchema } from "./overview-form";
import { OverviewView } from "./overview-view";
import { PortfolioCards } from "./portfolio-cards";
import { isStale, useSaveCompany } from "./panel-api";
import { StaleBanner } from "./stale-banner";

type Props = {
  company: Company;
  portfolio?: boolean;
  readOnly: boolean;
  onEditingChange: (editing: boolean) => void;
  onDeleted: () => void;
};

/** Company Information (Edit → Save / Delete / Cancel) and Deal Source Overview. */
export function OverviewTab({ company, portfolio = false, readOnly, onEditingChange, onDeleted }: Props) {
  const [editing, setEditing] = useState(false);
  const [stale, setStale] = useState(false);
  // The version the editor was opened on: a colleague's save meanwhile (shown live) must still be a 409, not overwritten.
  const [editVersion, setEditVersion] = useState(company.version);
  const save = useSaveCompany(editing ? { ...company, version: editVersion } : company);
  const form = useApiForm({ schema: overviewSchema, defaultValues: overviewDefaults(company) });
  useEffect(() => onEditingChange(editing), [editing, onEditingChange]);

  const start = (latest = company) => {
    setEditVersion(latest.version);
    form.reset(overviewDefaults(latest));
    setStale(false);
    setEditing(true);
  };
  const cancel = () => {
    form.reset(overviewDefaults(company));
    form.setFormError(null);
    setStale(false);
    setEditing(false);
  };
  const submit = form.submitWith(async (values) => {
    try {
      await save.mutateAsync(values);
      setEditing(false);
    } catch (error) {
      if (!isStale(error)) throw error;
      setStale(true);
    }
  });

  const actions = readOnly ? null : editing ? (
    <>
      <Button type="button" variant="ghost" onClick={cancel}>
        Cancel
      </Button>
      <DeleteCompanyButton company={company} onDeleted={onDeleted} />
      <SubmitButton form="company-information" saving={form.saving} savingLabel="Saving..." disabled={stale}>
        Save
      </SubmitButton>
    </>
  ) : (
    <Button type="button" variant="secondary" onClick={() => start()}>
      <Pencil aria-hidden /> Edit
    </Button>
  );

  return (
    <>
      <Card title="Company Information" actions={actions}>
        {editing ? (
          <form id="company-information" onSubmit={submit} noValidate className="flex flex-col gap-3">
            {stale && <StaleBanner companyId={company.id} onReload={start} />}
            <FormBanner message={form.formError} />
            <OverviewFields form={form} />
          </form>
        ) : (
          <OverviewView c={company} />
        )}
      </Card>
      {portfolio && <PortfolioCards company={company} readOnly={readOnly} />}
      <DealSourceCard company={company} readOnly={readOnly} />
    </>
  );
}
