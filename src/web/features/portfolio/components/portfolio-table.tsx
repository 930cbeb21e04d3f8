import { useQuery } from "@tanstack/react-query";
import { Briefcase } from "lucide-react";
import { formatMoney } from "@shared/format";
import type { CustomField } from "@shared/schemas/custom-fields";
import type { PortfolioFilters, PortfolioRow } from "@shared/schemas/portfolio";
import { FieldValue } from "@web/components/custom-fields/field-value";
import { EmptyState } from "@web/components/empty-state";
import { ListState } from "@web/components/list-state";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { useMediaQuery, WIDE_SCREEN } from "@web/lib/use-media-query";
import { portfolioListOptions } from "../api";
import { describe, NameAndSite, PocName, PortfolioCard, statusTone } from "./portfolio-card";

function Row({ row, extra, onOpen }: { row: PortfolioRow; extra: CustomField[]; onOpen: (id: string) => void }) {
  return (
    <tr className="cursor-pointer hover:bg-hover" onClick={() => onOpen(row.id)}>
      <td className="py-2 pr-4 pl-4">
        <NameAndSite row={row} onOpen={onOpen} />
      </td>
      <td className="py-2 pr-4 whitespace-nowrap">
        <PocName pocs={row.pocs} />
      </td>
      <td className="max-w-72 py-2 pr-4 text-muted-foreground" title={row.oneLiner ?? undefined}>
        {describe(row.oneLiner)}
      </td>
      <td className="py-2 pr-4 whitespace-nowrap">{row.round ?? "—"}</td>
      <td className="py-2 pr-4 whitespace-nowrap">{row.sector ?? "—"}</td>
      <td className="py-2 pr-4">
        <Badge tone={statusTone[row.operatingStatus]}>{row.operatingStatus}</Badge>
      </td>
      <td className="py-2 pr-4 text-right whitespace-nowrap tabular">
        {formatMoney(row.invested)}
        {row.investedFrom && <span className="block text-xs text-muted-foreground">{row.investedFrom}</span>}
      </td>
      {extra.map((f) => (
        <td key={f.id} className="max-w-48 truncate py-2 pr-4 text-muted-foreground">
          <FieldValue field={f} value={row.customFields?.[f.key]} empty="—" />
        </td>
      ))}
    </tr>
  );
}

type Props = {
  /** The built-in filters and the custom field ones (cf.<key>). */
  filters: PortfolioFilters & Record<`cf.${string}`, string>;
  /** Custom field columns chosen in the Columns menu. */
  extra: CustomField[];
  limit: number;
  onMore: () => void;
  onOpen: (id: string) => void;
};

/** The portfolio, filtered and paged on the server: a table on wide screens, cards on a phone. */
export function PortfolioTable({ filters, extra, limit, onMore, onOpen }: Props) {
  const query = useQuery(portfolioListOptions(filters, limit));
  const data = query.data;
  const filtered = Object.values(filters).some(Boolean);
  const wide = useMediaQuery(WIDE_SCREEN);
  return (
    <ListState
      query={query}
      items={data?.items}
      loadingLabel="Loading portfolio"
      errorTitle="Could not load the portfolio"
      empty={
        <EmptyState
          icon={Briefcase}
          title="No portfolio companies found"
          description={
            filtered
              ? "No companies match your search or filters."
              : "Move a company to the Portfolio stage in the pipeline and it appears here."
          }
        />
      }
    >
      {(items) => (
        <div className={wide ? "rounded-lg border border-border bg-surface" : "flex flex-col gap-2"}>
          {wide ? (
            <div className="overflow-x-auto">
              <table className="w-full min-w-[860px] text-left text-[13px]">
                <thead className="sticky top-0 bg-surface text-xs text-muted-foreground">
                  <tr className="border-b border-border">
                    <th className="py-2 pr-4 pl-4 font-medium">Company ({data?.total ?? items.length})</th>
                    <th className="py-2 pr-4 font-medium">POC</th>
                    <th className="py-2 pr-4 font-medium">Description</th>
                    <th className="py-2 pr-4 font-medium">Round</th>
                    <th className="py-2 pr-4 font-medium">Sector</th>
                    <th className="py-2 pr-4 font-medium">Status</th>
                    <th className="py-2 pr-4 text-right font-medium">Invested</th>
                    {extra.map((f) => (
                      <th key={f.id} className="py-2 pr-4 font-medium">
                        {f.name}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-border">
                  {items.map((row) => (
                    <Row key={row.id} row={row} extra={extra} onOpen={onOpen} />
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <ul className="flex flex-col gap-2" aria-label={`Portfolio companies (${data?.total ?? items.length})`}>
              {items.map((row) => (
                <li key={row.id}>
                  <PortfolioCard row={row} onOpen={onOpen} />
                </li>
              ))}
            </ul>
          )}
          {data?.nextCursor && (
            <div className={wide ? "flex justify-center border-t border-border p-2" : "flex justify-center"}>
              <Button variant="ghost" size="sm" onClick={onMore} disabled={query.isFetching}>
                Show more ({items.length} of {data.total})
              </Button>
            </div>
          )}
        </div>
      )}
    </ListState>
  );
}
