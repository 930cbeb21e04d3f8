import { useQuery } from "@tanstack/react-query";
import { FormField } from "@web/components/form/form-field";
import { NativeSelect } from "@web/components/ui/native-select";
import { fundsQuery } from "@web/lib/reference-data";
import type { RoundForm } from "./round-form";

/**
 * The fund an investment came from (issue 43): by default the company's fund, or another one
 * for a follow-on from a later fund. An empty choice leaves it to the server's default.
 */
export function InvestmentFundField({ form }: { form: RoundForm }) {
  const funds = useQuery(fundsQuery()).data?.items ?? [];
  const fundForm = form as unknown as Parameters<typeof FormField<{ fundId: string }>>[0]["form"];
  return (
    <FormField
      form={fundForm}
      name="fundId"
      id="investment-fund"
      label="Fund"
      hint="The fund the money came from; a follow-on from a later fund counts in that fund."
      options={{ setValueAs: (v: string) => v || undefined }}
    >
      {(control) => (
        <NativeSelect {...control}>
          <option value="">The company's fund</option>
          {funds.map((f) => (
            <option key={f.id} value={f.id}>
              {f.name}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}
