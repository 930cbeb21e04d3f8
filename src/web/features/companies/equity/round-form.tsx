import { Controller } from "react-hook-form";
import type { equityRoundSchemas } from "@shared/schemas/equity-rounds";
import { FormField, fieldError } from "@web/components/form/form-field";
import type { ApiForm } from "@web/components/form/use-api-form";
import { Field, fieldAria } from "@web/components/ui/field";
import { Input } from "@web/components/ui/input";
import { MoneyInput } from "@web/components/ui/money-input";
import { NativeSelect } from "@web/components/ui/native-select";

/** "offer" or "investment": the two kinds of funding round, one record shape (equityRoundSchemas). */
export type RoundNoun = "offer" | "investment";
/** The create schema of either kind, with its round types widened to string. */
export type RoundSchema = ReturnType<typeof equityRoundSchemas<readonly [string, ...string[]]>>["create"];
export type RoundForm = ApiForm<RoundSchema>;
export type RoundValues = { roundType: string; investedAmount: number | null; valuation: number | null; investmentDate: string };

const empty: RoundValues = { roundType: "", investedAmount: null, valuation: null, investmentDate: "" };
export const roundValues = (r: RoundValues | null): RoundValues =>
  r ? { roundType: r.roundType, investedAmount: r.investedAmount, valuation: r.valuation, investmentDate: r.investmentDate } : empty;
/** All four fields are required: until then the save button stays disabled (spec part 2). */
export const isComplete = (v: RoundValues) => !!v.roundType && v.investedAmount !== null && v.valuation !== null && !!v.investmentDate;

type MoneyProps = { form: RoundForm; noun: RoundNoun; name: "investedAmount" | "valuation"; label: string };

function Money({ form, noun, name, label }: MoneyProps) {
  const id = `${noun}-${name}`;
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

/** The four fields of an offer or investment, all required; dollars show with thousands separators. */
export function RoundFields({ form, noun, roundTypes }: { form: RoundForm; noun: RoundNoun; roundTypes: readonly string[] }) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <FormField form={form} name="roundType" id={`${noun}-roundType`} label="Round Type">
        {(control) => (
          <NativeSelect {...control}>
            <option value="">Select round type</option>
            {roundTypes.map((r) => (
              <option key={r}>{r}</option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField form={form} name="investmentDate" id={`${noun}-investmentDate`} label="Investment Date">
        {(control) => <Input {...control} type="date" />}
      </FormField>
      <Money form={form} noun={noun} name="investedAmount" label="Invested Amount" />
      <Money form={form} noun={noun} name="valuation" label="Valuation" />
    </div>
  );
}
