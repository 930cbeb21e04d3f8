import { RowActions } from "./row-actions";
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Landmark, Plus } from "lucide-react";
import { toast } from "@web/lib/toast";
import { formatMoney } from "@shared/format";
import { errorMessage } from "@web/lib/api-client";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { ConfirmDialog } from "@web/components/confirm-dialog";
import { EmptyState } from "@web/components/empty-state";
import { ListState } from "@web/components/list-state";
import { fundsQuery, useDeleteFund, type Fund } from "../api";
import { lazyPage } from "@web/lib/lazy-page";
import { CardSectionHeader } from "@web/components/card-section-header";

// Form code loads when the dialog first opens, not with Settings.
const FundFormDialog = lazyPage(() => import("./fund-form-dialog").then((m) => m.FundFormDialog), null);

/** The organisation's funds: name, size and vintage; owners and admins add, edit and delete. */
export function FundsCard({ canEdit }: { canEdit: boolean }) {
  const funds = useQuery(fundsQuery());
  const remove = useDeleteFund();
  const [form, setForm] = useState<{ fund: Fund | null } | null>(null);
  const [deleting, setDeleting] = useState<Fund | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast.success(`Deleted ${deleting.name}`),
      onError: (err) => toast.error(errorMessage(err)),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <Card>
      <CardSectionHeader
        icon={Landmark}
        title="Manage Funds"
        description="Fund names, committed capital and vintage years."
        action={
          canEdit && (
            <Button variant="secondary" size="sm" onClick={() => setForm({ fund: null })}>
              <Plus aria-hidden /> Add Fund
            </Button>
          )
        }
      />
      <div className="px-4 pb-4">
        <ListState
          query={funds}
          items={funds.data?.items}
          loadingLabel="Loading funds"
          errorTitle="Could not load the funds"
          empty={
            <EmptyState icon={Landmark} title="No funds yet" description="Add your first fund to track LPs and investments by fund." />
          }
        >
          {(items) => (
            <div className="overflow-x-auto rounded-md border border-border">
              <table className="w-full text-[13px]">
                <thead className="bg-surface-muted">
                  <tr className="text-xs text-muted-foreground">
                    <th scope="col" className="h-8 px-3 text-left font-medium">
                      Fund
                    </th>
                    <th scope="col" className="h-8 px-3 text-right font-medium">
                      Size
                    </th>
                    <th scope="col" className="h-8 px-3 text-right font-medium">
                      Vintage
                    </th>
                    {canEdit && (
                      <th scope="col" className="h-8 w-20 px-3 text-right font-medium">
                        <span className="sr-only">Actions</span>
                      </th>
                    )}
                  </tr>
                </thead>
                <tbody>
                  {items.map((fund) => (
                    <tr key={fund.id} className="border-t border-border hover:bg-surface-muted">
                      <td className="px-3 py-2 font-medium whitespace-nowrap text-foreground">{fund.name}</td>
                      <td className="tabular px-3 py-2 text-right text-foreground">
                        {fund.sizeUsd === null ? <span className="text-subtle-foreground">—</span> : formatMoney(fund.sizeUsd)}
                      </td>
                      <td className="tabular px-3 py-2 text-right text-muted-foreground">{fund.vintageYear ?? "—"}</td>
                      {canEdit && (
                        <td className="px-2 py-1 text-right whitespace-nowrap">
                          <RowActions name={fund.name} onEdit={() => setForm({ fund })} onDelete={() => setDeleting(fund)} />
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
      {form !== null && <FundFormDialog fund={form.fund ?? null} open onOpenChange={(next) => !next && setForm(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(next) => !next && setDeleting(null)}
        title="Delete fund"
        description={`Are you sure you want to delete "${deleting?.name ?? ""}"? This action cannot be undone.`}
        confirmLabel="Delete Fund"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </Card>
  );
}
