import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@web/lib/router";
import { founderAddSchema, type Founder } from "@shared/schemas/people";
import { FormBanner } from "@web/components/form/form-banner";
import { FormField } from "@web/components/form/form-field";
import { SubmitButton } from "@web/components/form/submit-button";
import { useApiForm } from "@web/components/form/use-api-form";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { api, errorMessage } from "@web/lib/api-client";
import { toast } from "@web/lib/toast";
import { companiesKey } from "../../api";
import { Card } from "./info-item";

const foundersOptions = (companyId: string) =>
  queryOptions({
    queryKey: [...companiesKey, "founders", companyId],
    queryFn: ({ signal }) => api.get<{ items: Founder[] }>(`/api/v1/companies/${companyId}/founders`, { signal }),
  });

/** The company's founders (people of the network): add by name, open in the network, remove. */
export function FoundersTab({ companyId, readOnly }: { companyId: string; readOnly: boolean }) {
  const qc = useQueryClient();
  const founders = useQuery(foundersOptions(companyId));
  const refresh = () => qc.invalidateQueries({ queryKey: foundersOptions(companyId).queryKey });
  const add = useMutation({
    mutationFn: (name: string) => api.post(`/api/v1/companies/${companyId}/founders`, { name }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (personId: string) => api.delete<void>(`/api/v1/companies/${companyId}/founders/${personId}`),
    onSettled: refresh,
  });
  const form = useApiForm({ schema: founderAddSchema, defaultValues: { name: "" } });
  const submit = form.submitWith(async (values) => {
    await add.mutateAsync(values.name ?? "");
    toast.success(`Added ${values.name}`);
    form.reset({ name: "" });
  });
  const items = founders.data?.items;
  return (
    <Card title="Founders">
      {founders.isError ? (
        <p role="alert" className="mt-3 text-[13px] text-danger">
          Could not load founders: {errorMessage(founders.error)}
        </p>
      ) : !items?.length ? (
        <p className="mt-3 text-[13px] text-muted-foreground">{items ? "No founders added yet." : "Loading..."}</p>
      ) : (
        <ul className="mt-3 divide-y divide-border">
          {items.map((f) => (
            <li key={f.id} className="flex items-center justify-between gap-3 py-2 text-[13px]">
              <Link to={`/people/${f.id}`} className="font-medium text-primary hover:underline">
                {f.name}
              </Link>
              {!readOnly && (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${f.name}`}
                  onClick={() =>
                    remove.mutate(f.id, { onError: (e) => toast.error("Could not remove the founder", { description: errorMessage(e) }) })
                  }
                >
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {!readOnly && (
        <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-3 border-t border-border pt-4">
          <FormBanner message={form.formError} />
          <div className="flex flex-wrap items-end gap-2">
            <FormField form={form} name="name" id="founder-name" label="Add a founder" className="min-w-56 flex-1">
              {(control) => <Input {...control} placeholder="Founder's name" />}
            </FormField>
            <SubmitButton saving={form.saving} savingLabel="Adding...">
              Add Founder
            </SubmitButton>
          </div>
        </form>
      )}
    </Card>
  );
}
