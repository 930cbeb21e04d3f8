import { formatDate, formatMoney } from "@shared/format";
import type { StatementLine } from "@shared/schemas/fund-ledger";

const balances = [
  ["Called", "calledUsd"],
  ["Paid in", "paidInUsd"],
  ["Outstanding", "outstandingUsd"],
  ["Distributed", "distributedUsd"],
] as const;

/**
 * The LP's statement: each call, payment and distribution with the balances after it. Seven
 * columns need ~580 px: narrower (a phone, the LP's dialog on one) each line is a small card
 * instead, so nothing scrolls sideways. The width is the container's (a container query), not
 * the window's: the same lines sit in a dialog and on a full page.
 */
export function StatementLines({ lines }: { lines: StatementLine[] }) {
  if (!lines.length) return <p className="py-4 text-center text-xs text-muted-foreground">No calls or distributions yet.</p>;
  return (
    <div className="@container">
      <table className="hidden w-full text-left text-xs @xl:table" aria-label="Statement lines">
        <thead className="text-muted-foreground">
          <tr className="border-b border-border">
            <th className="py-1.5 font-medium">Date</th>
            <th className="py-1.5 pl-3 font-medium">Entry</th>
            <th className="py-1.5 pl-3 text-right font-medium">Amount</th>
            {balances.map(([label]) => (
              <th key={label} className="py-1.5 pl-3 text-right font-medium">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((l, i) => (
            <tr key={i} className="border-b border-border">
              <td className="py-1.5 whitespace-nowrap">{formatDate(l.date)}</td>
              <td className="py-1.5 pl-3">{l.description}</td>
              <td className="py-1.5 pl-3 text-right whitespace-nowrap tabular">{formatMoney(l.amountUsd)}</td>
              {balances.map(([label, key]) => (
                <td key={label} className="py-1.5 pl-3 text-right whitespace-nowrap tabular">
                  {formatMoney(l[key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="divide-y divide-border text-xs @xl:hidden" aria-label="Statement lines">
        {lines.map((l, i) => (
          <li key={i} className="py-2.5">
            <div className="flex items-baseline justify-between gap-3">
              <p className="min-w-0">
                <span className="font-medium">{l.description}</span>
                <span className="block text-muted-foreground">{formatDate(l.date)}</span>
              </p>
              <span className="shrink-0 font-medium tabular">{formatMoney(l.amountUsd)}</span>
            </div>
            <dl className="mt-1.5 grid grid-cols-2 gap-x-4 gap-y-0.5 text-muted-foreground">
              {balances.map(([label, key]) => (
                <div key={label} className="flex justify-between gap-2">
                  <dt>{label}</dt>
                  <dd className="tabular text-foreground">{formatMoney(l[key])}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
