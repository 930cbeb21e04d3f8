import type { ReactNode } from "react";
import { formatDate, formatMoney } from "@shared/format";
import type { FundMetrics } from "@shared/schemas/fund-ledger";
import { ExplainPopover } from "./explain-popover";

export const multipleText = (n: number | null) => (n === null ? "—" : `${n.toFixed(2)}x`);
export const irrText = (n: number | null) => (n === null ? "—" : `${(n * 100).toFixed(2)}%`);

/** Where the NAV came from, in words: a recorded snapshot or today's value of the fund's holdings. */
export const navSourceText = (m: Pick<FundMetrics, "navSource" | "navDate">) =>
  m.navSource === "valuation" && m.navDate
    ? `snapshot of ${formatDate(m.navDate)}`
    : "no snapshot on or before this date, so the current value of the fund's investments (decision 012)";

type Figure = { label: string; value: string; inputs: [string, ReactNode][]; rule: string };

function figuresOf(m: FundMetrics, gross: boolean): Figure[] {
  const money = formatMoney;
  const list: Figure[] = [
    {
      label: "Committed",
      value: money(m.committedUsd),
      inputs: [["LP commitments", money(m.committedUsd)]],
      rule: "Sum of the LPs' commitments.",
    },
    {
      label: "Called",
      value: money(m.calledUsd),
      inputs: [
        ["Called (calls dated by then)", money(m.calledUsd)],
        ["Paid in", money(m.paidInUsd)],
        ["Outstanding", money(m.outstandingUsd)],
        ["Uncalled", money(m.uncalledUsd)],
      ],
      rule: "Paid in counts payments made on or before the as-of date.",
    },
    {
      label: "Distributed",
      value: money(m.distributedUsd),
      inputs: [["Distributions by then", money(m.distributedUsd)]],
      rule: "Sum of distributions dated on or before the as-of date.",
    },
    {
      label: "NAV",
      value: money(m.navUsd),
      inputs: [["Source", navSourceText(m)]],
      rule: "The latest NAV snapshot on or before the as-of date.",
    },
    {
      label: "DPI",
      value: multipleText(m.dpi),
      inputs: [
        ["Distributed", money(m.distributedUsd)],
        ["Paid in", money(m.paidInUsd)],
      ],
      rule: "Distributed ÷ paid in.",
    },
    {
      label: "RVPI",
      value: multipleText(m.rvpi),
      inputs: [
        ["NAV", money(m.navUsd)],
        ["Paid in", money(m.paidInUsd)],
      ],
      rule: "NAV ÷ paid in.",
    },
    {
      label: "TVPI",
      value: multipleText(m.tvpi),
      inputs: [
        ["DPI", multipleText(m.dpi)],
        ["RVPI", multipleText(m.rvpi)],
      ],
      rule: "DPI + RVPI = (distributed + NAV) ÷ paid in.",
    },
    {
      label: "Net IRR",
      value: irrText(m.netIrr),
      inputs: [
        ["Payments (out)", money(m.paidInUsd)],
        ["Distributions (in)", money(m.distributedUsd)],
        ["NAV on the as-of date (in)", money(m.navUsd)],
        ...(m.netIrrNote ? ([["Why no rate", m.netIrrNote]] as [string, ReactNode][]) : []),
      ],
      rule: "XIRR of the dated cash flows (actual/365).",
    },
  ];
  if (gross && "grossMoic" in m)
    list.push({
      label: "Gross MOIC",
      value: multipleText(m.grossMoic),
      inputs: [
        ["Invested by the fund", money(m.investedUsd)],
        ["Their value today", money(m.portfolioValueUsd)],
        ["Gross IRR", m.grossIrr === null ? (m.grossIrrNote ?? "—") : irrText(m.grossIrr)],
      ],
      rule: "Value ÷ invested, each investment valued by decision 012's rule.",
    });
  return list;
}

/** The fund's (or an LP's) figures as a strip of cards; each opens the inputs it was computed from. */
export function FundMetricsStrip({ metrics, gross = true }: { metrics: FundMetrics; gross?: boolean }) {
  return (
    <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5 xl:grid-cols-9" aria-label="Fund figures" role="list">
      {figuresOf(metrics, gross).map((f) => (
        <div role="listitem" key={f.label}>
          <ExplainPopover
            title={`How ${f.label} was computed`}
            trigger={
              <>
                <span className="block text-xs text-muted-foreground">{f.label}</span>
                <span className="mt-0.5 block text-base font-semibold tabular" data-testid={`metric-${f.label}`}>
                  {f.value}
                </span>
              </>
            }
          >
            <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1">
              {f.inputs.map(([k, v]) => (
                <div key={k} className="contents">
                  <dt className="text-muted-foreground">{k}</dt>
                  <dd className="text-right tabular">{v}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-2 text-muted-foreground">{f.rule}</p>
          </ExplainPopover>
        </div>
      ))}
    </div>
  );
}
