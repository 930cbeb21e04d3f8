import { useState } from "react";
import { formatMoney, formatNumericDate } from "@shared/format";
import { ConfirmDialog } from "@web/components/confirm-dialog";
import { Button } from "@web/components/ui/button";
import { Card } from "../panel/info-item";

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

/** A company's offers or investments, with delete confirmation; on a phone each one is a card (the table would need sideways scrolling). */
export function RoundsTable<T extends Round>({ noun, rows, error, readOnly, onEdit, onDelete }: Props<T>) {
  const [deleting, setDeleting] = useState<T | null>(null);
  const plural = `${noun}s`;
  const rowActions = (row: T) => (
    <span className="whitespace-nowrap">
      <Button variant="ghost" size="sm" onClick={() => onEdit(row)} aria-label={`Edit ${row.roundType} ${noun}`}>
        Edit
      </Button>
      <Button variant="ghost" size="sm" onClick={() => setDeleting(row)} aria-label={`Delete ${row.roundType} ${noun}`}>
        Delete
      </Button>
    </span>
  );
  return (
    <Card title={`Existing ${noun === "offer" ? "Offers" : "Investments"}`}>
      {error ? (
        <p role="alert" className="mt-3 text-[13px] text-danger">
          Could not load {plural}: {error}
        </p>
      ) : !rows?.length ? (
        <p className="mt-3 text-[13px] text-muted-foreground">{rows ? `No ${plural} added yet.` : "Loading..."}</p>
      ) : (
        <>
          <ul className="mt-3 flex flex-col gap-2 sm:hidden" aria-label={`Existing ${plural}`}>
            {rows.map((o) => (
              <li key={o.id} className="rounded-md border border-border p-3 text-[13px]">
                <div className="flex items-center justify-between gap-2">
                  <span className="font-medium">{o.roundType}</span>
                  <span className="text-xs text-muted-foreground tabular">{formatNumericDate(`${o.investmentDate}T00:00:00`)}</span>
                </div>
                <dl className="mt-2 grid grid-cols-2 gap-2">
                  <div>
                    <dt className="text-xs text-muted-foreground">Invested Amount</dt>
                    <dd className="tabular">{formatMoney(o.investedAmount)}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-muted-foreground">Valuation</dt>
                    <dd className="tabular">{formatMoney(o.valuation)}</dd>
                  </div>
                </dl>
                <div className="mt-2 flex items-center justify-between gap-2">
                  <span className="text-xs text-muted-foreground tabular">Added {formatNumericDate(o.createdAt)}</span>
                  {!readOnly && rowActions(o)}
                </div>
              </li>
            ))}
          </ul>
          <div className="mt-3 hidden overflow-x-auto sm:block">
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
                    {!readOnly && <td className="py-1 text-right whitespace-nowrap">{rowActions(o)}</td>}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
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
