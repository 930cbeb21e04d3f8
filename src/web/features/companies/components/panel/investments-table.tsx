import { useState } from "react";
import type { EquityInvestment } from "@shared/schemas/equity-investments";
import { formatMoney } from "@shared/format";
import { Button } from "@web/components/ui/button";
import { formatNumericDate } from "@web/lib/format";
import { ConfirmDialog } from "./confirm-dialog";
import { Card } from "./info-item";

type Props = {
  investments: EquityInvestment[] | undefined;
  error: string | null;
  readOnly: boolean;
  onEdit: (investment: EquityInvestment) => void;
  onDelete: (investment: EquityInvestment) => void;
};

/** The company's investments; on a phone the table scrolls sideways inside its card. */
export function InvestmentsTable({ investments, error, readOnly, onEdit, onDelete }: Props) {
  const [deleting, setDeleting] = useState<EquityInvestment | null>(null);
  return (
    <Card title="Existing Investments">
      {error ? (
        <p role="alert" className="mt-3 text-[13px] text-danger">
          Could not load investments: {error}
        </p>
      ) : !investments?.length ? (
        <p className="mt-3 text-[13px] text-muted-foreground">{investments ? "No investments added yet." : "Loading..."}</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full min-w-[560px] text-left text-[13px]">
            <thead className="text-xs text-muted-foreground">
              <tr className="border-b border-border">
                <th className="py-2 font-medium">Round Type</th>
                <th className="py-2 text-right font-medium">Invested Amount</th>
                <th className="py-2 text-right font-medium">Valuation</th>
                <th className="py-2 pl-4 font-medium">Investment Date</th>
                <th className="py-2 font-medium">Added On</th>
                {!readOnly && <th className="py-2 text-right font-medium">Actions</th>}
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {investments.map((o) => (
                <tr key={o.id}>
                  <td className="py-2 font-medium">{o.roundType}</td>
                  <td className="py-2 text-right tabular">{formatMoney(o.investedAmount)}</td>
                  <td className="py-2 text-right tabular">{formatMoney(o.valuation)}</td>
                  <td className="py-2 pl-4 tabular">{formatNumericDate(`${o.investmentDate}T00:00:00`)}</td>
                  <td className="py-2 tabular">{formatNumericDate(o.createdAt)}</td>
                  {!readOnly && (
                    <td className="py-1 text-right whitespace-nowrap">
                      <Button variant="ghost" size="sm" onClick={() => onEdit(o)} aria-label={`Edit ${o.roundType} investment`}>
                        Edit
                      </Button>
                      <Button variant="ghost" size="sm" onClick={() => setDeleting(o)} aria-label={`Delete ${o.roundType} investment`}>
                        Delete
                      </Button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete investment"
        confirmLabel="Delete"
        onConfirm={() => deleting && onDelete(deleting)}
      >
        Are you sure you want to delete this {deleting?.roundType} investment? This action cannot be undone.
      </ConfirmDialog>
    </Card>
  );
}
