import { formatDate, formatMoney } from "@shared/format";
import type { StatementLine } from "@shared/schemas/fund-ledger";

/** The LP's statement: each call, payment and distribution with the balances after it. */
export function StatementLines({ lines }: { lines: StatementLine[] }) {
  if (!lines.length) return <p className="py-4 text-center text-xs text-muted-foreground">No calls or distributions yet.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[600px] text-left text-xs" aria-label="Statement lines">
        <thead className="text-muted-foreground">
          <tr className="border-b border-border">
            <th className="py-1.5 font-medium">Date</th>
            <th className="py-1.5 pl-3 font-medium">Entry</th>
            <th className="py-1.5 pl-3 text-right font-medium">Amount</th>
            <th className="py-1.5 pl-3 text-right font-medium">Called</th>
            <th className="py-1.5 pl-3 text-right font-medium">Paid in</th>
            <th className="py-1.5 pl-3 text-right font-medium">Outstanding</th>
            <th className="py-1.5 pl-3 text-right font-medium">Distributed</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l, i) => (
            <tr key={i} className="border-b border-border">
              <td className="py-1.5 whitespace-nowrap">{formatDate(l.date)}</td>
              <td className="py-1.5 pl-3">{l.description}</td>
              <td className="py-1.5 pl-3 text-right whitespace-nowrap tabular">{formatMoney(l.amountUsd)}</td>
              <td className="py-1.5 pl-3 text-right whitespace-nowrap tabular">{formatMoney(l.calledUsd)}</td>
              <td className="py-1.5 pl-3 text-right whitespace-nowrap tabular">{formatMoney(l.paidInUsd)}</td>
              <td className="py-1.5 pl-3 text-right whitespace-nowrap tabular">{formatMoney(l.outstandingUsd)}</td>
              <td className="py-1.5 pl-3 text-right whitespace-nowrap tabular">{formatMoney(l.distributedUsd)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
