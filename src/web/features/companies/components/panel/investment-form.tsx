import { Controller } from "react-hook-form";
import { investmentRoundTypes } from "@shared/constants/pipeline";
import { equityInvestmentCreateSchema, type EquityInvestment } from "@shared/schemas/equity-investments";
import { FormField, fieldError } from "@web/components/form/form-field";
import type { ApiForm } from "@web/components/form/use-api-form";
import { Field, fieldAria } from "@web/components/ui/field";
import { Input } from "@web/components/ui/input";
import { MoneyInput } from "@web/components/ui/money-input";
import { NativeSelect } from "@web/components/ui/native-select";

export const investmentSchema = equityInvestmentCreateSchema;
export type InvestmentForm = ApiForm<typeof investmentSchema>;
export type InvestmentValues = { roundType: string; investedAmount: number | null; valuation: number | null; investmentDate: string };

export const emptyInvestment: InvestmentValues = { roundType: "", investedAmount: null, valuation: null, investmentDate: "" };
export const investmentValues = (o: EquityInvestment | null): InvestmentValues =>
  o
    ? { roundType: o.roundType, investedAmount: o.investedAmount, valuation: o.valuation, investmentDate: o.investmentDate }
    : emptyInvestment;

function Money({ form, name, label }: { form: InvestmentForm; name: "investedAmount" | "valuation"; label: string }) {
  const id = `investment-${name}`;
  const error = fieldError(form.formState.errors, name);
  return (
    <Field id={id} label={label} error={error}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <MoneyInput value={field.value ?? null} onValueChange={field.onChange} onBlur={field.onBlur} {...fieldAria(id, error)} />
        )}
      />
    </Field>
  );
}

/** The four fields of an investment, all required; dollars show with thousands separators. */
export function InvestmentFields({ form }: { form: InvestmentForm }) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <FormField form={form} name="roundType" id="investment-roundType" label="Round Type">
        {(control) => (
          <NativeSelect {...control}>
            <option value="">Select round type</option>
            {investmentRoundTypes.map((r) => (
              <option key={r}>{r}</option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField form={form} name="investmentDate" id="investment-investmentDate" label="Investment Date">
        {(control) => <Input {...control} type="date" />}
      </FormField>
      <Money form={form} name="investedAmount" label="Invested Amount" />
      <Money form={form} name="valuation" label="Valuation" />
    </div>
  );
}
