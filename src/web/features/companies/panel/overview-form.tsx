import { Controller } from "react-hook-form";
import { useQuery } from "@tanstack/react-query";
import { addSectors, editRounds } from "@shared/constants/pipeline";
import { companyUpdateSchema, type Company } from "@shared/schemas/companies";
import { FormField, fieldError } from "@web/components/form/form-field";
import type { ApiForm } from "@web/components/form/use-api-form";
import { Field, fieldAria } from "@web/components/ui/field";
import { Input } from "@web/components/ui/input";
import { MoneyInput } from "@web/components/ui/money-input";
import { NativeSelect } from "@web/components/ui/native-select";
import { Textarea } from "@web/components/ui/textarea";
import { subsectorsQuery } from "@web/lib/reference-data";
import { InvestorsInput } from "../pipeline/add-company/investors-input";

export const overviewSchema = companyUpdateSchema.pick({
  valuation: true,
  revenue: true,
  region: true,
  website: true,
  city: true,
  sector: true,
  subSector: true,
  otherInvestors: true,
  round: true,
  overview: true,
});
export type OverviewForm = ApiForm<typeof overviewSchema>;

/** The detail editor's regions (spec part 2, option lists). */
const regions = ["North America", "Europe", "Asia", "South America", "Africa", "Oceania"];
const rounds = editRounds.filter((r) => r !== "None");

export const overviewDefaults = (c: Company) => ({
  valuation: c.valuation,
  revenue: c.revenue,
  region: c.region,
  website: c.website ?? "",
  city: c.city ?? "",
  sector: c.sector,
  subSector: c.subSector,
  otherInvestors: c.otherInvestors,
  round: c.round,
  overview: c.overview ?? "",
});

/** Keeps a stored value that is not (or no longer) one of the options selectable. */
const withCurrent = (options: readonly string[], current: string | null | undefined) =>
  current && !options.includes(current) ? [current, ...options] : options;

function Choice({
  form,
  name,
  label,
  options,
}: {
  form: OverviewForm;
  name: "region" | "sector" | "subSector" | "round";
  label: string;
  options: readonly string[];
}) {
  return (
    <FormField form={form} name={name} label={label} options={{ setValueAs: (v: string) => v || null }}>
      {(control) => (
        <NativeSelect {...control}>
          <option value="">N/A</option>
          {withCurrent(options, form.getValues(name)).map((o) => (
            <option key={o}>{o}</option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}

function Money({ form, name, label }: { form: OverviewForm; name: "valuation" | "revenue"; label: string }) {
  const error = fieldError(form.formState.errors, name);
  return (
    <Field id={name} label={label} error={error}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <MoneyInput value={field.value ?? null} onValueChange={field.onChange} onBlur={field.onBlur} {...fieldAria(name, error)} />
        )}
      />
    </Field>
  );
}

export function OverviewFields({ form }: { form: OverviewForm }) {
  const subsectors = useQuery(subsectorsQuery()).data?.items.map((s) => s.name) ?? [];
  return (
    <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-3">
      <Money form={form} name="valuation" label="Current Valuation" />
      <Money form={form} name="revenue" label="Revenue" />
      <Choice form={form} name="region" label="Region" options={regions} />
      <FormField form={form} name="website" label="Website">
        {(control) => <Input {...control} placeholder="example.com" />}
      </FormField>
      <FormField form={form} name="city" label="City">
        {(control) => <Input {...control} />}
      </FormField>
      <Choice form={form} name="sector" label="Primary Sector" options={addSectors} />
      <Choice form={form} name="subSector" label="Sub Sector" options={subsectors} />
      <Field id="otherInvestors" label="Other Investors" hint="Press Enter or comma after each name" className="sm:col-span-2">
        <Controller
          control={form.control}
          name="otherInvestors"
          render={({ field }) => <InvestorsInput id="otherInvestors" value={field.value ?? []} onChange={field.onChange} />}
        />
      </Field>
      <Choice form={form} name="round" label="Round" options={rounds} />
      <FormField form={form} name="overview" label="Overview" className="sm:col-span-3">
        {(control) => <Textarea {...control} rows={5} placeholder="Add Overview Here" />}
      </FormField>
    </div>
  );
}
