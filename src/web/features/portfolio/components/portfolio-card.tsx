import { displayHost, formatMoney, websiteHref } from "@shared/format";
import type { PortfolioRow } from "@shared/schemas/portfolio";
import { Badge } from "@web/components/ui/badge";
import { Card } from "@web/components/ui/card";

/** Over 100 characters the description is cut at 70 (spec part 2, Portfolio page). */
export const describe = (text: string | null) => (!text ? "" : text.length > 100 ? `${text.slice(0, 70)}...` : text);
export const statusTone = { Active: "success", Exited: "accent", "Shut-Down": "danger" } as const;

export function Logo({ row }: { row: PortfolioRow }) {
  return row.logoUrl ? (
    <img src={row.logoUrl} alt="" className="size-8 shrink-0 rounded-md border border-border object-cover" />
  ) : (
    <span className="flex size-8 shrink-0 items-center justify-center rounded-md border border-dashed border-border text-[9px] leading-none text-subtle-foreground">
      No Logo
    </span>
  );
}

/** The company name (opens the panel) over its website link, as in the table's first column. */
export function NameAndSite({ row, onOpen }: { row: PortfolioRow; onOpen: (id: string) => void }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Logo row={row} />
      <div className="min-w-0">
        <button
          type="button"
          className="block max-w-56 truncate text-left font-medium hover:underline"
          onClick={(e) => {
            e.stopPropagation();
            onOpen(row.id);
          }}
        >
          {row.name}
        </button>
        {row.website ? (
          <a
            href={websiteHref(row.website)}
            target="_blank"
            rel="noreferrer noopener"
            className="block max-w-56 truncate text-xs text-primary hover:underline"
            onClick={(e) => e.stopPropagation()}
          >
            {displayHost(row.website)}
          </a>
        ) : (
          <span className="text-xs text-subtle-foreground">No website</span>
        )}
      </div>
    </div>
  );
}

/** The primary POC and "+N" for the others (their names on hover), like the pipeline. */
export function PocName({ pocs }: { pocs: PortfolioRow["pocs"] }) {
  const [first, ...others] = pocs;
  if (!first) return <span className="text-subtle-foreground">N/A</span>;
  return (
    <span className="inline-flex min-w-0 items-center gap-1.5">
      <span className="truncate">{first.name}</span>
      {others.length > 0 && (
        <span
          className="shrink-0 rounded-sm bg-hover px-1 text-xs text-muted-foreground tabular"
          title={others.map((p) => p.name).join(", ")}
          aria-label={`and ${others.length} more: ${others.map((p) => p.name).join(", ")}`}
        >
          +{others.length}
        </span>
      )}
    </span>
  );
}

/** One portfolio company on a phone: the table's columns as a card (like the performance and people lists). */
export function PortfolioCard({ row, onOpen }: { row: PortfolioRow; onOpen: (id: string) => void }) {
  const facts: [string, React.ReactNode][] = [
    ["POC", <PocName key="poc" pocs={row.pocs} />],
    ["Round", row.round ?? "—"],
    ["Sector", row.sector ?? "—"],
    ["Invested", row.investedFrom ? `${formatMoney(row.invested)} · ${row.investedFrom}` : formatMoney(row.invested)],
  ];
  return (
    <Card className="cursor-pointer p-3 text-[13px] hover:bg-hover" onClick={() => onOpen(row.id)}>
      <div className="flex items-start justify-between gap-2">
        <NameAndSite row={row} onOpen={onOpen} />
        <Badge tone={statusTone[row.operatingStatus]}>{row.operatingStatus}</Badge>
      </div>
      {row.oneLiner && <p className="mt-2 text-muted-foreground">{describe(row.oneLiner)}</p>}
      <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1">
        {facts.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="truncate tabular">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
