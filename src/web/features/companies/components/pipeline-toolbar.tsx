import { useEffect, useState } from "react";
import { ArrowDownUp, Search } from "lucide-react";
import { pipelineStages, type GroupBy, type PipelineView } from "@shared/constants/pipeline";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { NativeSelect } from "@web/components/ui/native-select";
import { ViewSwitch } from "./view-switch";

type Props = {
  q: string;
  onSearch: (q: string) => void;
  stage: string;
  onStage: (s: string) => void;
  view: PipelineView;
  onView: (v: PipelineView) => void;
  groupBy: GroupBy;
  onGroupBy: (g: GroupBy) => void;
  onOrder: () => void;
};

const groupOptions: { value: GroupBy; label: string }[] = [
  { value: "none", label: "All Companies" },
  { value: "stage", label: "Group by Status" },
  { value: "poc", label: "Group by POC" },
  { value: "sector", label: "Group by Sector" },
  { value: "round", label: "Group by Round" },
];

/** Search, stage filter, grouping (and its Order button) and the view switch. */
export function PipelineToolbar({ q, onSearch, stage, onStage, view, onView, groupBy, onGroupBy, onOrder }: Props) {
  const [text, setText] = useState(q);
  useEffect(() => {
    const t = window.setTimeout(() => onSearch(text.trim()), 250);
    return () => window.clearTimeout(t);
  }, [text, onSearch]);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div className="relative w-full sm:w-72">
        <Search className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-subtle-foreground" aria-hidden />
        <Input type="search" aria-label="Search companies" placeholder="Search companies, POCs, sectors…" value={text} onChange={(e) => setText(e.target.value)} className="h-8 pl-8 text-[13px]" />
      </div>
      <NativeSelect size="sm" aria-label="Status filter" value={stage} onChange={(e) => onStage(e.target.value)} wrapperClassName="w-[calc(50%-4px)] sm:w-44">
        <option value="active">Active (hide Passed)</option>
        <option value="all">All statuses</option>
        {pipelineStages.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </NativeSelect>
      {view === "table" && (
        <NativeSelect size="sm" aria-label="Grouping" value={groupBy} onChange={(e) => onGroupBy(e.target.value as GroupBy)} wrapperClassName="w-[calc(50%-4px)] sm:w-44">
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
  );
}
