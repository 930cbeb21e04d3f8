import { useQuery } from "@tanstack/react-query";
import { addRegions, addSectors, editRounds } from "@shared/constants/pipeline";
import type { FacetKey } from "@shared/constants/pipeline";
import { fundsQuery } from "@web/lib/reference-data";
import { facetsOptions, usePocs, type CompanyFilters } from "../api";
import { FilterChip, type ChipOption } from "./filter-chip";

type Props = { filters: CompanyFilters; onChange: (key: FacetKey, value: string | undefined) => void };

/** The known options first (in the spec's order), then any other value found in the data. */
function withCounts(known: readonly string[], counts: Record<string, number> | undefined, label = (v: string) => v): ChipOption[] {
  const values = [...known, ...Object.keys(counts ?? {}).filter((v) => !known.includes(v))];
  return values.map((value) => ({ value, label: label(value), count: counts?.[value] ?? 0 }));
}

const rounds = editRounds.filter((r) => r !== "None");
const regions = [...addRegions, "Oceania"];

/** Round, POC, Sector, Region and Fund as filter chips, each option with its count from SQL. */
export function PipelineFilters({ filters, onChange }: Props) {
  const { groupBy: _g, group: _k, ...base } = filters;
  const facets = useQuery(facetsOptions(base)).data;
  const pocs = usePocs();
  const funds = useQuery(fundsQuery()).data?.items ?? [];
  const named = (items: { id: string; name: string }[], counts: Record<string, number> | undefined) =>
    items.map((i) => ({ value: i.id, label: i.name, count: counts?.[i.id] ?? 0 }));
  const chips: { key: FacetKey; label: string; options: ChipOption[] }[] = [
    { key: "round", label: "Round", options: withCounts(rounds, facets?.round) },
    { key: "poc", label: "POC", options: named(pocs, facets?.poc) },
    { key: "sector", label: "Sector", options: withCounts(addSectors, facets?.sector) },
    { key: "region", label: "Region", options: withCounts(regions, facets?.region) },
    { key: "fund", label: "Fund", options: named(funds, facets?.fund) },
  ];
  return (
    <>
      {chips.map((c) => (
        <FilterChip key={c.key} label={c.label} value={filters[c.key]} options={c.options} onChange={(v) => onChange(c.key, v)} />
      ))}
    </>
  );
}
