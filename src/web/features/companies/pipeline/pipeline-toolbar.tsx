import { useEffect, useRef, useState } from "react";
import { ArrowDownUp, Search, X } from "lucide-react";
import { pipelineStages, type GroupBy, type PipelineView } from "@shared/constants/pipeline";
import type { FacetKey } from "@shared/constants/pipeline";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { NativeSelect } from "@web/components/ui/native-select";
import type { CompanyFilters } from "../api";
import { tableExcludesPortfolio } from "../stage";
import { PipelineFilters } from "./pipeline-filters";
import { ViewSwitch } from "./view-switch";

type Props = {
  filters: CompanyFilters & { q: string; stage: string };
  onFilter: (key: "q" | "stage" | FacetKey, value: string | undefined) => void;
  onClear: () => void;
  activeFilters: number;
  view: PipelineView;
  onView: (v: PipelineView) => void;
  groupBy: GroupBy;
  onGroupBy: (g: GroupBy) => void;
  onOrder: () => void;
};

const groupOptions: { value: GroupBy; label: string }[] = [
  { value: "none", label: "Table View" },
  { value: "stage", label: "Group by Status" },
  { value: "poc", label: "Group by POC" },
  { value: "sector", label: "Group by Sector" },
  { value: "round", label: "Group by Round" },
];

/** Search, status, grouping (and its Order button), the view switch; then the filter chips and Clear filters. */
export function PipelineToolbar({ filters, onFilter, onClear, activeFilters, view, onView, groupBy, onGroupBy, onOrder }: Props) {
  const [text, setText] = useState(filters.q);
  const typed = useRef(filters.q);
  // The URL can change under the box (Clear filters, back/forward): follow it.
  useEffect(() => {
    if (filters.q !== typed.current) setText((typed.current = filters.q));
  }, [filters.q]);
  useEffect(() => {
    const t = window.setTimeout(() => {
      if (text.trim() === filters.q) return;
      typed.current = text.trim();
      onFilter("q", text.trim() || undefined);
    }, 250);
    return () => window.clearTimeout(t);
  }, [text, filters.q, onFilter]);
  return (
    <div className="flex flex-col gap-2" role="search" aria-label="Pipeline filters">
      <div className="flex flex-wrap items-center gap-2">
        <div className="relative w-full sm:w-72">
          <Search className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-subtle-foreground" aria-hidden />
          <Input
            type="search"
            aria-label="Search companies"
            placeholder="Search companies, POCs, sectors…"
            value={text}
            onChange={(e) => setText(e.target.value)}
            className="h-8 pl-8 text-[13px]"
          />
        </div>
        <NativeSelect
          size="sm"
          aria-label="Status filter"
          value={filters.stage}
          onChange={(e) => onFilter("stage", e.target.value)}
          wrapperClassName="w-[calc(50%-4px)] sm:w-44"
        >
          <option value="active">Active (hide Passed)</option>
          <option value="all">All statuses</option>
          {pipelineStages.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </NativeSelect>
        {view === "table" && (
          <NativeSelect
            size="sm"
            aria-label="Grouping"
            value={groupBy}
            onChange={(e) => onGroupBy(e.target.value as GroupBy)}
            wrapperClassName="w-[calc(50%-4px)] sm:w-44"
          >
            {groupOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect>
        )}
        {view === "table" && groupBy === "stage" && (
          <Button variant="secondary" size="sm" className="h-8" onClick={onOrder}>
            <ArrowDownUp aria-hidden /> Order
          </Button>
        )}
        <div className="ml-auto">
          <ViewSwitch value={view} onChange={onView} />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-1.5">
        <PipelineFilters
          filters={{ ...filters, excludePortfolio: view === "table" && groupBy === "none" && tableExcludesPortfolio(filters.stage) }}
          onChange={onFilter}
        />
        {activeFilters > 0 && (
          <Button variant="ghost" size="sm" className="h-8 text-muted-foreground" onClick={onClear}>
            <X aria-hidden /> Clear filters
          </Button>
        )}
      </div>
    </div>
  );
}
