import { useState } from "react";
import { Pencil, Trash2 } from "lucide-react";
import { formatDate, formatMoney } from "@shared/format";
import type { Distribution, Valuation } from "@shared/schemas/fund-ledger";
import { ConfirmDialog } from "@web/components/confirm-dialog";
import { Button } from "@web/components/ui/button";
import { errorMessage } from "@web/lib/api-client";
import { toast } from "@web/lib/toast";
import { useDeleteDistribution, useDeleteValuation } from "../api";
import { DistributionFormDialog } from "./distribution-form-dialog";

const th = "py-2 font-medium";

export function DistributionsTable({ fundId, items, readOnly }: { fundId: string; items: Distribution[]; readOnly: boolean }) {
  const [editing, setEditing] = useState<Distribution | null>(null);
  const [deleting, setDeleting] = useState<Distribution | null>(null);
  const remove = useDeleteDistribution();
  return (
    <>
      <table className="w-full text-left text-[13px]">
        <thead className="text-xs text-muted-foreground">
          <tr className="border-b border-border">
            <th className={th}>Date</th>
            <th className={th}>Kind</th>
            <th className={`${th} text-right`}>Total</th>
            <th className="py-2" />
          </tr>
        </thead>
        <tbody>
          {items.map((d) => (
            <tr key={d.id} className="border-b border-border hover:bg-hover">
              <td className="py-2">{formatDate(d.date)}</td>
              <td className="py-2">{d.kind}</td>
              <td className="py-2 text-right tabular">{formatMoney(d.totalUsd)}</td>
              <td className="py-1 text-right whitespace-nowrap">
                {!readOnly && (
                  <>
                    <Button
                      size="icon"
                      variant="ghost"
                      onClick={() => setEditing(d)}
                      aria-label={`Edit the distribution of ${formatDate(d.date)}`}
                    >
                      <Pencil aria-hidden />
                    </Button>
                    <Button
                      size="icon"
                      variant="ghost"
                      onClick={() => setDeleting(d)}
                      aria-label={`Delete the distribution of ${formatDate(d.date)}`}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <DistributionFormDialog fundId={fundId} entry={editing} open={!!editing} onOpenChange={(o) => !o && setEditing(null)} />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Delete distribution"
        description={
          deleting ? `The distribution of ${formatDate(deleting.date)} (${formatMoney(deleting.totalUsd)}) will be deleted.` : ""
        }
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => setDeleting(null),
            onError: (error) => toast.error("Could not delete the distribution", { description: errorMessage(error) }),
          })
        }
      />
    </>
  );
}

export function ValuationsTable({ items, readOnly }: { items: Valuation[]; readOnly: boolean }) {
  const [deleting, setDeleting] = useState<Valuation | null>(null);
  const remove = useDeleteValuation();
  return (
    <>
      <table className="w-full text-left text-[13px]">
        <thead className="text-xs text-muted-foreground">
          <tr className="border-b border-border">
            <th className={th}>Date</th>
            <th className={`${th} text-right`}>NAV</th>
            <th className="py-2" />
          </tr>
        </thead>
        <tbody>
          {items.map((v) => (
            <tr key={v.id} className="border-b border-border hover:bg-hover">
              <td className="py-2">{formatDate(v.date)}</td>
              <td className="py-2 text-right tabular">{formatMoney(v.navUsd)}</td>
              <td className="py-1 text-right">
                {!readOnly && (
                  <Button size="icon" variant="ghost" onClick={() => setDeleting(v)} aria-label={`Delete the NAV of ${formatDate(v.date)}`}>
                    <Trash2 aria-hidden />
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Delete NAV"
        description={deleting ? `The NAV of ${formatDate(deleting.date)} (${formatMoney(deleting.navUsd)}) will be deleted.` : ""}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => setDeleting(null),
            onError: (error) => toast.error("Could not delete the NAV", { description: errorMessage(error) }),
          })
        }
      />
    </>
  );
}
