import type { Company } from "@shared/schemas/companies";
import { CustomFieldsForm } from "@web/components/custom-fields/custom-fields-form";
import { useSaveCompany } from "./panel-api";

/** The company's custom fields (Settings → Fields), edited like the built-in ones. */
export function FieldsTab({ company, readOnly }: { company: Company; readOnly: boolean }) {
  const save = useSaveCompany(company);
  return (
    <section aria-labelledby="company-fields" className="flex flex-col gap-4">
      <h2 id="company-fields" className="text-sm font-semibold">
        Fields
      </h2>
      <CustomFieldsForm
        key={company.version}
        entity="company"
        values={company.customFields}
        readOnly={readOnly}
        onSave={(customFields) => save.mutateAsync({ customFields })}
      />
    </section>
  );
}
