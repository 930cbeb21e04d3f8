import { useState } from "react";
import { Pencil } from "lucide-react";
import type { Company } from "@shared/schemas/companies";
import { FormBanner } from "@web/components/form/form-banner";
import { SubmitButton } from "@web/components/form/submit-button";
import { useApiForm } from "@web/components/form/use-api-form";
import { Button } from "@web/components/ui/button";
import { infoDefaults, InfoFields, infoSchema } from "./company-info-form";
import { Card, InfoItem, NA } from "./info-item";
import { isStale, useSaveCompany } from "./panel-api";
import { StaleBanner } from "./stale-banner";

const yesNo = (v: boolean) => (v ? "Yes" : "No");
const orNA = (v: string | number | null) => (v === null || v === "" ? NA : v);

/** The company's remaining fields (status, fund, rights, intake answers), with Edit → Save / Cancel. */
export function CompanyInfoTab({ company: c, readOnly }: { company: Company; readOnly: boolean }) {
  const [editing, setEditing] = useState(false);
  const [stale, setStale] = useState(false);
  const save = useSaveCompany(c);
  const form = useApiForm({ schema: infoSchema, defaultValues: infoDefaults(c) });
  const start = (latest = c) => {
    form.reset(infoDefaults(latest));
    setStale(false);
    setEditing(true);
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
      <Button type="button" variant="ghost" onClick={() => setEditing(false)}>
        Cancel
      </Button>
      <SubmitButton form="company-info" saving={form.saving} savingLabel="Saving..." disabled={stale}>
        Save
      </SubmitButton>
    </>
  ) : (
    <Button type="button" variant="secondary" onClick={() => start()}>
      <Pencil aria-hidden /> Edit
    </Button>
  );

  return (
    <Card title="Company Info" actions={actions}>
      {editing ? (
        <form id="company-info" onSubmit={submit} noValidate className="flex flex-col gap-3">
          {stale && <StaleBanner companyId={c.id} onReload={start} />}
          <FormBanner message={form.formError} />
          <InfoFields form={form} />
        </form>
      ) : (
        <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-3">
          <InfoItem label="Operating Status">{c.operatingStatus}</InfoItem>
          <InfoItem label="Fund">{orNA(c.fundName)}</InfoItem>
          <InfoItem label="Information Updates">{orNA(c.updatesInterval)}</InfoItem>
          <InfoItem label="Stage">{orNA(c.companyStage)}</InfoItem>
          <InfoItem label="Status">{orNA(c.portfolioStatus)}</InfoItem>
          <InfoItem label="Round Size">{orNA(c.roundSize)}</InfoItem>
          <InfoItem label="Desired Valuation">{orNA(c.desiredValuation)}</InfoItem>
          <InfoItem label="Current Monthly Revenue">{orNA(c.currentMonthlyRevenue)}</InfoItem>
          <InfoItem label="Founder Ownership">{c.founderOwnership === null ? NA : `${c.founderOwnership}%`}</InfoItem>
          <InfoItem label="Board Seat">{yesNo(c.boardSeat)}</InfoItem>
          <InfoItem label="Board Observer">{yesNo(c.boardObserver)}</InfoItem>
          <InfoItem label="Information Rights">{yesNo(c.informationRights)}</InfoItem>
          <InfoItem label="Elevator Pitch" wide>
            {orNA(c.elevatorPitch)}
          </InfoItem>
          <InfoItem label="Updates" wide>
            {orNA(c.updates)}
          </InfoItem>
        </dl>
      )}
    </Card>
  );
}
