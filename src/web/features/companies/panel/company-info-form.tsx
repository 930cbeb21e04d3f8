import { Controller } from "react-hook-form";
import { operatingStatuses, updateIntervals } from "@shared/constants/pipeline";
import { companyUpdateSchema, datesInOrder, SHUT_DOWN_BEFORE_FOUNDED, type Company } from "@shared/schemas/companies";
import { FormField } from "@web/components/form/form-field";
import type { ApiForm } from "@web/components/form/use-api-form";
import { Checkbox } from "@web/components/ui/checkbox";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { NativeSelect } from "@web/components/ui/native-select";
import { Textarea } from "@web/components/ui/textarea";
import { statusFields } from "./status-fields";
import { FundChoiceField } from "./fund-choice-field";
import { localDate } from "@shared/comment-labels";

export const infoSchema = companyUpdateSchema
  .pick({
    ...statusFields,
    foundedDate: true,
    shutDownDate: true,
    companyStage: true,
    portfolioStatus: true,
    roundSize: true,
    desiredValuation: true,
    founderOwnership: true,
    currentMonthlyRevenue: true,
    elevatorPitch: true,
    updates: true,
  })
  .refine(datesInOrder, { message: SHUT_DOWN_BEFORE_FOUNDED, path: ["shutDownDate"] });
export type InfoForm = ApiForm<typeof infoSchema>;

export const infoDefaults = (c: Company) => ({
  foundedDate: c.foundedDate,
  shutDownDate: c.shutDownDate,
  companyStage: c.companyStage ?? "",
  operatingStatus: c.operatingStatus,
  fundId: c.fundId,
  preOrg: c.preOrg,
  updatesInterval: c.updatesInterval,
  boardSeat: c.boardSeat,
  boardObserver: c.boardObserver,
  informationRights: c.informationRights,
  portfolioStatus: c.portfolioStatus ?? "",
  roundSize: c.roundSize ?? "",
  desiredValuation: c.desiredValuation ?? "",
  founderOwnership: c.founderOwnership,
  currentMonthlyRevenue: c.currentMonthlyRevenue ?? "",
  elevatorPitch: c.elevatorPitch ?? "",
  updates: c.updates ?? "",
});

const nullIfBlank = { setValueAs: (v: string) => v || null };
const texts = [
  ["companyStage", "Stage"],
  ["portfolioStatus", "Status"],
  ["roundSize", "Round Size"],
  ["desiredValuation", "Desired Valuation"],
  ["currentMonthlyRevenue", "Current Monthly Revenue"],
] as const;
const flags = [
  ["boardSeat", "Board Seat"],
  ["boardObserver", "Board Observer"],
  ["informationRights", "Information Rights"],
] as const;

export function InfoFields({ form }: { form: InfoForm }) {
  const today = localDate();
  return (
    <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-3">
      <FormField form={form} name="operatingStatus" label="Operating Status">
        {(control) => (
          <NativeSelect {...control}>
            {operatingStatuses.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FundChoiceField form={form} id="fundId" />
      <FormField form={form} name="updatesInterval" label="Information Updates" options={nullIfBlank}>
        {(control) => (
          <NativeSelect {...control}>
            <option value="">Not set</option>
            {updateIntervals.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField form={form} name="foundedDate" label="Founded" options={nullIfBlank}>
        {(control) => <Input {...control} type="date" max={today} />}
      </FormField>
      <FormField form={form} name="shutDownDate" label="Shut Down" options={nullIfBlank} hint="Leave blank while the company operates">
        {(control) => <Input {...control} type="date" max={today} />}
      </FormField>
      {texts.map(([name, label]) => (
        <FormField key={name} form={form} name={name} label={label}>
          {(control) => <Input {...control} />}
        </FormField>
      ))}
      <FormField
        form={form}
        name="founderOwnership"
        label="Founder Ownership (%)"
        options={{ setValueAs: (v: string) => (v === "" || v === null ? null : Number(v)) }}
      >
        {(control) => <Input {...control} type="number" min={0} max={100} step="0.01" inputMode="decimal" />}
      </FormField>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3 sm:col-span-3">
        {flags.map(([name, label]) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <div className="flex items-center gap-2">
                <Checkbox id={name} checked={!!field.value} onCheckedChange={(v) => field.onChange(v === true)} />
                <Label htmlFor={name}>{label}</Label>
              </div>
            )}
          />
        ))}
      </div>
      <FormField form={form} name="elevatorPitch" label="Elevator Pitch" className="sm:col-span-3">
        {(control) => <Textarea {...control} rows={3} />}
      </FormField>
      <FormField form={form} name="updates" label="Updates" className="sm:col-span-3">
        {(control) => <Textarea {...control} rows={3} />}
      </FormField>
    </div>
  );
}
