import type { ReactNode } from "react";
import { addRegions, addRounds, addSectors, addSubSectors, dealSourceOptions } from "@shared/constants/pipeline";
import type { NamedItem } from "@shared/schemas/settings";
import { Field, fieldAria } from "@web/components/ui/field";
import { Input, inputClassName } from "@web/components/ui/input";
import { NativeSelect } from "@web/components/ui/native-select";
import { cn } from "@web/lib/cn";
import type { AddForm } from "./form-state";
import { InvestorsInput } from "./investors-input";
import { MoneyInput } from "@web/components/ui/money-input";

type Props = {
  form: AddForm;
  set: <K extends keyof AddForm>(key: K, value: AddForm[K]) => void;
  errors: Record<string, string>;
  pocs: NamedItem[];
  orgName: string;
};

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{title}</h3>
      {children}
    </section>
  );
}

function Options({
  id,
  label,
  value,
  options,
  onChange,
  error,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly string[];
  onChange: (v: string) => void;
  error?: string;
}) {
  return (
    <Field id={id} label={label} error={error}>
      <NativeSelect {...fieldAria(id, error)} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">Select {label.toLowerCase()}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}

const grid = "grid grid-cols-1 gap-3 sm:grid-cols-2";

export function CompanyInformation({ form, set, errors }: Props) {
  return (
    <Section title="Company Information">
      <Field id="company-name" label="Company Name *" error={errors.name}>
        <Input
          {...fieldAria("company-name", errors.name)}
          autoFocus
          value={form.name}
          onChange={(e) => set("name", e.target.value)}
          placeholder="e.g. Northwind Robotics"
          maxLength={200}
        />
      </Field>
      <div className={grid}>
        <Field id="company-website" label="Website" error={errors.website}>
          <Input
            {...fieldAria("company-website", errors.website)}
            type="url"
            value={form.website}
            onChange={(e) => set("website", e.target.value)}
            placeholder="https://"
          />
        </Field>
        <Field id="company-city" label="City" error={errors.city}>
          <Input {...fieldAria("company-city", errors.city)} value={form.city} onChange={(e) => set("city", e.target.value)} />
        </Field>
      </div>
      <Field id="company-one-liner" label="Short Description" error={errors.oneLiner}>
        <textarea
          id="company-one-liner"
          rows={2}
          value={form.oneLiner}
          onChange={(e) => set("oneLiner", e.target.value)}
          placeholder="What does the company do, in one or two sentences?"
          className={cn(inputClassName, "h-auto resize-y py-2")}
        />
      </Field>
      <div className={grid}>
        <Options
          id="company-region"
          label="Region"
          value={form.region}
          options={addRegions}
          onChange={(v) => set("region", v)}
          error={errors.region}
        />
      </div>
    </Section>
  );
}

export function BusinessDetails({ form, set, errors, pocs, orgName }: Props) {
  const togglePoc = (id: string) => set("pocIds", form.pocIds.includes(id) ? form.pocIds.filter((p) => p !== id) : [...form.pocIds, id]);
  return (
    <Section title="Business Details">
      <div className={grid}>
        <Options
          id="company-sector"
          label="Sector"
          value={form.sector}
          options={addSectors}
          onChange={(v) => set("sector", v)}
          error={errors.sector}
        />
        <Options
          id="company-round"
          label="Round"
          value={form.round}
          options={addRounds}
          onChange={(v) => set("round", v)}
          error={errors.round}
        />
        <Options
          id="company-sub-sector"
          label="Sub Sector"
          value={form.subSector}
          options={addSubSectors}
          onChange={(v) => set("subSector", v)}
          error={errors.subSector}
        />
        {form.subSector === "Other" && (
          <Field id="company-sub-sector-other" label="Please specify">
            <Input id="company-sub-sector-other" value={form.subSectorOther} onChange={(e) => set("subSectorOther", e.target.value)} />
          </Field>
        )}
      </div>
      <div className={grid}>
        <Field id="company-valuation" label="Current Valuation" error={errors.valuation}>
          <MoneyInput id="company-valuation" placeholder="0" value={form.valuation} onValueChange={(v) => set("valuation", v)} />
        </Field>
        <Field id="company-revenue" label="Revenue" error={errors.revenue}>
          <MoneyInput id="company-revenue" placeholder="0" value={form.revenue} onValueChange={(v) => set("revenue", v)} />
        </Field>
      </div>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-[13px] font-medium">POC</legend>
        {pocs.length === 0 ? (
          <p className="text-xs text-muted-foreground">No points of contact yet. An admin can add them in Settings.</p>
        ) : (
          <div className="flex flex-wrap gap-1.5">
            {pocs.map((p) => {
              const at = form.pocIds.indexOf(p.id);
              return (
                <button
                  key={p.id}
                  type="button"
                  aria-pressed={at >= 0}
                  onClick={() => togglePoc(p.id)}
                  className={cn(
                    "inline-flex h-7 items-center gap-1 rounded-full border px-2.5 text-xs transition-colors",
                    at >= 0
                      ? "border-primary bg-primary-soft text-primary-soft-foreground"
                      : "border-border-strong text-muted-foreground hover:bg-hover",
                  )}
                >
                  {p.name}
                  {at === 0 && form.pocIds.length > 1 && <span className="text-[10px] opacity-70">primary</span>}
                </button>
              );
            })}
          </div>
        )}
      </fieldset>
      <div className={grid}>
        <Options
          id="company-deal-source"
          label="Deal Source"
          value={form.dealSource}
          options={dealSourceOptions(orgName)}
          onChange={(v) => set("dealSource", v)}
          error={errors.dealSource}
        />
        {form.dealSource === "Other" ? (
          <Field id="company-deal-source-other" label="Please specify">
            <Input id="company-deal-source-other" value={form.dealSourceOther} onChange={(e) => set("dealSourceOther", e.target.value)} />
          </Field>
        ) : (
          <Field id="company-referred" label="Who Referred">
            <Input id="company-referred" value={form.whoReferred} onChange={(e) => set("whoReferred", e.target.value)} />
          </Field>
        )}
        {form.dealSource === "Other" && (
          <Field id="company-referred" label="Who Referred">
            <Input id="company-referred" value={form.whoReferred} onChange={(e) => set("whoReferred", e.target.value)} />
          </Field>
        )}
      </div>
      <Field id="company-investors" label="Other Investors" hint="Press Enter or type a comma after each name.">
        <InvestorsInput id="company-investors" value={form.otherInvestors} onChange={(v) => set("otherInvestors", v)} />
      </Field>
    </Section>
  );
}
