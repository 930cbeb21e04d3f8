import { useQuery } from "@tanstack/react-query";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { PRE_ORG_FUND, preOrgFundLabel } from "@shared/constants/pipeline";
import { fieldError } from "@web/components/form/form-field";
import { Field, fieldAria } from "@web/components/ui/field";
import { NativeSelect } from "@web/components/ui/native-select";
import { useMe } from "@web/lib/me-context";
import { fundsQuery } from "@web/lib/reference-data";

type FundForm = { fundId?: string | null; preOrg?: boolean };

/**
 * The company's fund (spec part 2: Pre-Dream, Fund I, Fund II): N/A, "Pre-{Org}" for investments
 * made before the organisation's first fund, or one of its funds. One control for two fields:
 * choosing "Pre-{Org}" clears the fund, choosing a fund clears "Pre-{Org}".
 */
export function FundChoiceField<T extends FundForm & FieldValues>({
  form,
  id,
}: {
  form: UseFormReturn<T, unknown, FieldValues>;
  id: string;
}) {
  const me = useMe();
  const funds = useQuery(fundsQuery()).data?.items ?? [];
  const loose = form as unknown as UseFormReturn<FundForm>;
  const [fundId, preOrg] = loose.watch(["fundId", "preOrg"]);
  const error = fieldError(form.formState.errors, "fundId");
  const choose = (value: string) => {
    loose.setValue("preOrg", value === PRE_ORG_FUND, { shouldDirty: true });
    loose.setValue("fundId", value && value !== PRE_ORG_FUND ? value : null, { shouldDirty: true, shouldValidate: !!error });
  };
  return (
    <Field id={id} label="Fund" error={error}>
      <NativeSelect
        value={preOrg ? PRE_ORG_FUND : (fundId ?? "")}
        onChange={(e) => choose(e.target.value)}
        {...fieldAria(id, error, false)}
      >
        <option value="">N/A</option>
        <option value={PRE_ORG_FUND}>{preOrgFundLabel(me.organization.name)}</option>
        {funds.map((f) => (
          <option key={f.id} value={f.id}>
            {f.name}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}
