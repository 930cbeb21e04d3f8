import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Archive, ArchiveRestore, ListPlus, Pencil, Plus } from "lucide-react";
import { toast } from "@web/lib/toast";
import { errorMessage } from "@web/lib/api-client";
import { fieldsQuery, useArchiveField, useSaveField, type CustomField } from "@web/lib/custom-fields";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { EmptyState } from "@web/components/empty-state";
import { ListState } from "@web/components/list-state";
import { CardSectionHeader } from "@web/components/card-section-header";
import { lazyPage } from "@web/lib/lazy-page";
import { entityLabels, typeLabels } from "./field-labels";

const FieldFormDialog = lazyPage(() => import("./field-form-dialog").then((m) => m.FieldFormDialog), null);

/** Settings → Fields: the organisation's custom fields; owners and admins add, edit and archive them. */
export function FieldsCard({ canEdit }: { canEdit: boolean }) {
  const fields = useQuery(fieldsQuery());
  const archive = useArchiveField();
  const save = useSaveField();
  const [form, setForm] = useState<{ field: CustomField | null } | null>(null);
  const toggle = (f: CustomField) => {
    const done = {
      onSuccess: () => toast.success(f.archived ? `Restored ${f.name}` : `Archived ${f.name}`),
      onError: (e: unknown) => toast.error(errorMessage(e)),
    };
    if (f.archived) save.mutate({ id: f.id, body: { archived: false, version: f.version } }, done);
    else archive.mutate(f.id, done);
  };

  return (
    <Card>
      <CardSectionHeader
        icon={ListPlus}
        title="Fields"
        description="Your own fields on companies, people and LPs."
        action={
          canEdit && (
            <Button variant="secondary" size="sm" onClick={() => setForm({ field: null })}>
              <Plus aria-hidden /> Add Field
            </Button>
          )
        }
      />
      <div className="px-4 pb-4">
        <ListState
          query={fields}
          items={fields.data?.items}
          loadingLabel="Loading fields"
          errorTitle="Could not load the fields"
          empty={<EmptyState icon={ListPlus} title="No custom fields yet" description="Add fields such as Thesis fit or Lead partner." />}
        >
          {(items) => (
            <div className="overflow-x-auto rounded-md border border-border">
              <table className="w-full text-[13px]">
                <thead className="bg-surface-muted">
                  <tr className="text-xs text-muted-foreground">
                    <th scope="col" className="h-8 px-3 text-left font-medium">
                      Field
                    </th>
                    <th scope="col" className="h-8 px-3 text-left font-medium">
                      Record
                    </th>
                    <th scope="col" className="h-8 px-3 text-left font-medium">
                      Type
                    </th>
                    {canEdit && (
                      <th scope="col" className="h-8 w-20 px-3 text-right font-medium">
                        <span className="sr-only">Actions</span>
                      </th>
                    )}
                  </tr>
                </thead>
                <tbody>
                  {items.map((f) => (
                    <tr key={f.id} className="border-t border-border hover:bg-surface-muted">
                      <td className="px-3 py-2 font-medium text-foreground">
                        {f.name}
                        {f.required && <span className="ml-1 text-xs font-normal text-muted-foreground">required</span>}
                        {f.archived && <span className="ml-1 text-xs font-normal text-muted-foreground">archived</span>}
                      </td>
                      <td className="px-3 py-2 text-muted-foreground">{entityLabels[f.entity]}</td>
                      <td className="px-3 py-2 text-muted-foreground">
                        {typeLabels[f.type]}
                        {f.options.length > 0 && `: ${f.options.map((o) => o.label).join(", ")}`}
                      </td>
                      {canEdit && (
                        <td className="px-2 py-1 text-right whitespace-nowrap">
                          <Button variant="ghost" size="icon-sm" aria-label={`Edit ${f.name}`} onClick={() => setForm({ field: f })}>
                            <Pencil aria-hidden />
                          </Button>
                          <Button
                            variant="ghost"
                            size="icon-sm"
                            aria-label={`${f.archived ? "Restore" : "Archive"} ${f.name}`}
                            onClick={() => toggle(f)}
                          >
                            {f.archived ? <ArchiveRestore aria-hidden /> : <Archive aria-hidden />}
                          </Button>
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </ListState>
      </div>
      {form !== null && <FieldFormDialog field={form.field} open onOpenChange={(next) => !next && setForm(null)} />}
    </Card>
  );
}
