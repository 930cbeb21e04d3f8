import { useState } from "react";
import { Pencil } from "lucide-react";
import { companyFundLabel, operatingStatuses, updateIntervals } from "@shared/constants/pipeline";
import { companyUpdateSchema, type Company } from "@shared/schemas/companies";
import { FormBanner } from "@web/components/form/form-banner";
import { FormField } from "@web/components/form/form-field";
import { SubmitButton } from "@web/components/form/submit-button";
import { useApiForm, type ApiForm } from "@web/components/form/use-api-form";
import { Button } from "@web/components/ui/button";
import { NativeSelect } from "@web/components/ui/native-select";
import { useMe } from "@web/lib/me-context";
import { FundChoiceField } from "./fund-choice-field";
import { Card, InfoItem, NA } from "./info-item";
import { statusFields } from "./status-fields";
import { isStale, STALE_MESSAGE, useSaveCompany } from "./panel-api";

const schema = companyUpdateSchema.pick(statusFields);
type CardsForm = ApiForm<typeof schema>;

const defaults = (c: Company) => ({
  operatingStatus: c.operatingStatus,
  fundId: c.fundId,
  preOrg: c.preOrg,
  updatesInterval: c.updatesInterval,
  boardSeat: c.boardSeat,
  boardObserver: c.boardObserver,
  informationRights: c.informationRights,
});

const yesNo = (value: boolean) => (value ? "Yes" : "No");
const rights = [
  { name: "boardSeat", label: "Board Seat" },
  { name: "boardObserver", label: "Board Observer" },
  { name: "informationRights", label: "Information Rights" },
] as const;

function RightsFields({ form }: { form: CardsForm }) {
  return rights.map((r) => (
    <FormField
      key={r.name}
      form={form}
      name={r.name}
      id={`portfolio-${r.name}`}
      label={r.label}
      options={{ setValueAs: (v) => v === true || v === "true" }}
    >
      {(control) => (
        <NativeSelect {...control}>
          <option value="true">Yes</option>
          <option value="false">No</option>
        </NativeSelect>
      )}
    </FormField>
  ));
}

/** Investment Info and Board Rights of a portfolio company (spec part 2, Portfolio page), edited together. */
export function PortfolioCards({ company: c, readOnly }: { company: Company; readOnly: boolean }) {
  const [editing, setEditing] = useState(false);
  const me = useMe();
  const [editVersion, setEditVersion] = useState(c.version);
  const save = useSaveCompany(editing ? { ...c, version: editVersion } : c);
  const form = useApiForm({ schema, defaultValues: defaults(c) });
  const cancel = () => {
    form.reset(defaults(c));
    form.setFormError(null);
    setEditing(false);
  };
  const submit = form.submitWith(async (values) => {
    try {
      await save.mutateAsync(values);
    } catch (error) {
      throw isStale(error) ? new Error(STALE_MESSAGE) : error;
    }
    setEditing(false);
  });
  const actions = readOnly ? null : editing ? (
    <>
      <Button type="button" variant="ghost" onClick={cancel}>
        Cancel
      </Button>
      <SubmitButton form="portfolio-info" saving={form.saving} savingLabel="Saving...">
        Save
      </SubmitButton>
    </>
  ) : (
    <Button
      type="button"
      variant="secondary"
      onClick={() => {
        form.reset(defaults(c));
        setEditVersion(c.version);
        setEditing(true);
      }}
    >
      <Pencil aria-hidden /> Edit
    </Button>
  );

  if (editing)
    return (
      <Card title="Investment Info & Board Rights" actions={actions}>
        <form id="portfolio-info" onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
          <FormBanner message={form.formError} />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            <FormField form={form} name="operatingStatus" id="portfolio-operatingStatus" label="Company Status">
              {(control) => (
                <NativeSelect {...control}>
                  {operatingStatuses.map((s) => (
                    <option key={s}>{s}</option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <FundChoiceField form={form} id="portfolio-fundId" />
            <FormField
              form={form}
              name="updatesInterval"
              id="portfolio-updatesInterval"
              label="Information Updates"
              options={{ setValueAs: (v: string) => v || null }}
            >
              {(control) => (
                <NativeSelect {...control}>
                  <option value="">Not set</option>
                  {updateIntervals.map((s) => (
                    <option key={s}>{s}</option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <RightsFields form={form} />
          </div>
        </form>
      </Card>
    );

  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
      <Card title="Investment Info" actions={actions}>
        <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-4">
          <InfoItem label="Company Status">{c.operatingStatus}</InfoItem>
          <InfoItem label="Round">{c.round ?? NA}</InfoItem>
          <InfoItem label="Fund">{companyFundLabel(c, me.organization.name) ?? NA}</InfoItem>
          <InfoItem label="Information Updates">{c.updatesInterval ?? NA}</InfoItem>
        </dl>
      </Card>
      <Card title="Board Rights">
        <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-4">
          {rights.map((r) => (
            <InfoItem key={r.name} label={r.label}>
              {yesNo(c[r.name])}
            </InfoItem>
          ))}
        </dl>
      </Card>
    </div>
  );
}
