import { useState } from "react";
import { formatMoney, formatNumericDate } from "@shared/format";
import { ConfirmDialog } from "@web/components/confirm-dialog";
import { Button } from "@web/components/ui/button";
import { Card } from "./info-item";

/** What equity offers and equity investments have in common: one financing round each. */
type Round = { id: string; roundType: string; investedAmount: number; valuation: number; investmentDate: string; createdAt: string };

type Props<T extends Round> = {
  /** "offer" or "investment": the card says "Existing Offers", the buttons "Edit Seed offer". */
  noun: "offer" | "investment";
  rows: T[] | undefined;
  error: string | null;
  readOnly: boolean;
  onEdit: (row: T) => void;
  onDelete: (row: T) => void;
};

/** A company's offers or investments, with delete confirmation; on a phone the table scrolls sideways inside its card. */
export function RoundsTable<T extends Round>({ noun, rows, error, readOnly, onEdit, onDelete }: Props<T>) {
  const [deleting, setDeleting] = useState<T | null>(null);
  const plural = `${noun}s`;
  return (
    <Card title={`Existing ${noun === "offer" ? "Offers" : "Investments"}`}>
      {error ? (
        <p role="alert" className="mt-3 text-[13px] text-danger">
          Could not load {plural}: {error}
        </p>
      ) : !rows?.length ? (
        <p className="mt-3 text-[13px] text-muted-foreground">{rows ? `No ${plural} added yet.` : "Loading..."}</p>
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
              {rows.map((o) => (
                <tr key={o.id}>
                  <td className="py-2 font-medium">{o.roundType}</td>
                  <td className="py-2 text-right tabular">{formatMoney(o.investedAmount)}</td>
                  <td className="py-2 text-right tabular">{formatMoney(o.valuation)}</td>
                  <td className="py-2 pl-4 tabular">{formatNumericDate(`${o.investmentDate}T00:00:00`)}</td>
                  <td className="py-2 tabular">{formatNumericDate(o.createdAt)}</td>
                  {!readOnly && (
                    <td className="py-1 text-right whitespace-nowrap">
                      <Button variant="ghost" size="sm" onClick={() => onEdit(o)} aria-label={`Edit ${o.roundType} ${noun}`}>
                        Edit
                      </Button>
                      <Button variant="ghost" size="sm" onClick={() => setDeleting(o)} aria-label={`Delete ${o.roundType} ${noun}`}>
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
        title={`Delete ${noun}`}
        description={`Are you sure you want to delete this ${deleting?.roundType} ${noun}? This action cannot be undone.`}
        confirmLabel="Delete"
        onConfirm={() => {
          if (deleting) onDelete(deleting);
          setDeleting(null);
        }}
      />
    </Card>
  );
}
