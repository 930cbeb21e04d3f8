import { useQuery } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { operatingStatuses, PRE_ORG_FUND, preOrgFundLabel } from "@shared/constants/pipeline";
import { portfolioRounds, portfolioSectors } from "@shared/constants/portfolio";
import type { PortfolioFilters as Filters } from "@shared/schemas/portfolio";
import { Input } from "@web/components/ui/input";
import { NativeSelect } from "@web/components/ui/native-select";
import { useMe } from "@web/lib/me-context";
import { fundsQuery } from "@web/lib/reference-data";

type Key = "sector" | "round" | "status" | "fund";
type Props = { filters: Filters; onChange: (key: keyof Filters, value: string | undefined) => void };

/** Search (name, POC) and the Sector, Round, Status and Fund filters of the portfolio list. */
export function PortfolioFilters({ filters, onChange }: Props) {
  const me = useMe();
  const funds = useQuery(fundsQuery()).data?.items ?? [];
  const selects: { key: Key; label: string; options: { value: string; label: string }[] }[] = [
    { key: "sector", label: "Sector", options: portfolioSectors.map((s) => ({ value: s, label: s })) },
    { key: "round", label: "Round", options: portfolioRounds.map((s) => ({ value: s, label: s })) },
    { key: "status", label: "Status", options: operatingStatuses.map((s) => ({ value: s, label: s })) },
    {
      key: "fund",
      label: "Fund",
      options: [
        { value: PRE_ORG_FUND, label: preOrgFundLabel(me.organization.name) },
        ...funds.map((f) => ({ value: f.id, label: f.name })),
      ],
    },
  ];
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div className="relative w-full sm:w-64">
        <Search className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-subtle-foreground" aria-hidden />
        <Input
          type="search"
          aria-label="Search portfolio by company or POC"
          placeholder="Search company or POC"
          className="h-8 pl-8 text-[13px]"
          value={filters.q ?? ""}
          onChange={(e) => onChange("q", e.target.value || undefined)}
        />
      </div>
      {selects.map((s) => (
        <NativeSelect
          key={s.key}
          size="sm"
          aria-label={s.label}
          wrapperClassName="w-[calc(50%-0.25rem)] sm:w-40"
          value={filters[s.key] ?? ""}
          onChange={(e) => onChange(s.key, e.target.value || undefined)}
        >
          <option value="">All {s.label === "Status" ? "statuses" : `${s.label.toLowerCase()}s`}</option>
          {s.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect>
      ))}
    </div>
  );
}
