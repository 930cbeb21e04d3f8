import { Link } from "@web/lib/router";
import { Wallet } from "lucide-react";
import { formatMoney, formatGrouped } from "@shared/format";
import { currentValuationLabel, formatMultiple } from "@shared/portfolio-maths";
import { CompanyLogo } from "@web/components/company-logo";
import { EmptyState } from "@web/components/empty-state";
import { Card } from "@web/components/ui/card";
import { cn } from "@web/lib/cn";
import { useMediaQuery, WIDE_SCREEN } from "@web/lib/use-media-query";
import type { Performance } from "../api";

type Row = Performance["companies"][number];

const months = (n: number) => `${n} ${n === 1 ? "month" : "months"}`;
const tone = (m: number | null) => (m === null ? "" : m >= 1 ? "text-success" : "text-danger");

function Name({ c }: { c: Row }) {
  return (
    <Link to={`/companies/${c.id}`} className="flex min-w-0 items-center gap-2.5 hover:underline">
      <CompanyLogo name={c.name} url={c.logoUrl} size="sm" />
      <span className="truncate font-medium text-foreground">{c.name}</span>
      {c.operatingStatus !== "Active" && <span className="shrink-0 text-xs text-muted-foreground">({c.operatingStatus})</span>}
    </Link>
  );
}

const columns = ["Invested", "Current valuation", "Current value", "Multiple", "Holding period"];

/** Per company: invested, current valuation, value, multiple, holding period; a table on wide screens, cards on small ones. */
export function PerformanceCompanies({ data }: { data: Performance }) {
  const wide = useMediaQuery(WIDE_SCREEN);
  if (data.companies.length === 0)
    return (
      <Card>
        <EmptyState icon={Wallet} title="No investments yet" description="Investments recorded on portfolio companies appear here." />
      </Card>
    );
  const values = (c: Row) => [
    formatMoney(c.invested),
    currentValuationLabel(c.operatingStatus, c.valuation),
    formatMoney(c.value),
    formatMultiple(c.multiple),
    months(c.holdingMonths),
  ];
  const note =
    data.companyCount > data.companies.length ? (
      <p className="px-4 py-2 text-xs text-muted-foreground">
        Showing the {data.companies.length} companies with the most invested of {formatGrouped(data.companyCount)}.
      </p>
    ) : null;
  if (!wide)
    return (
      <ul className="flex flex-col gap-2" aria-label="Companies">
        {data.companies.map((c) => (
          <li key={c.id}>
            <Card className="p-3 text-[13px]">
              <Name c={c} />
              <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 tabular-nums">
                {values(c).map((v, i) => (
                  <div key={columns[i]} className="contents">
                    <dt className="text-muted-foreground">{columns[i]}</dt>
                    <dd className={cn(i === 3 && tone(c.multiple))}>{v}</dd>
                  </div>
                ))}
              </dl>
            </Card>
          </li>
        ))}
        {note}
      </ul>
    );
  return (
    <Card className="overflow-x-auto">
      <table className="w-full text-[13px]">
        <thead className="text-left text-xs text-muted-foreground">
          <tr className="border-b border-border">
            <th className="px-4 py-2 font-medium">Company</th>
            {columns.map((h) => (
              <th key={h} className="px-4 py-2 text-right font-medium whitespace-nowrap">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="tabular-nums">
          {data.companies.map((c) => (
            <tr key={c.id} className="border-b border-border last:border-0 hover:bg-hover">
              <td className="max-w-64 px-4 py-2">
                <Name c={c} />
              </td>
              {values(c).map((v, i) => (
                <td key={columns[i]} className={cn("px-4 py-2 text-right whitespace-nowrap", i === 3 && `font-medium ${tone(c.multiple)}`)}>
                  {v}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {note}
    </Card>
  );
}
