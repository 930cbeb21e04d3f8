import { useCallback, useMemo } from "react";
import { useSearchParams } from "@web/lib/router";
import { facetKeys, stageFilters, type FacetKey, type StageFilter } from "@shared/constants/pipeline";

/** Custom field filters as their query parameters (`cf.<key>` → value), passed through to the API. */
export type CustomFilterParams = { [key: `cf.${string}`]: string };
export type PipelineFilterState = { q: string; stage: StageFilter } & Partial<Record<FacetKey, string>> & CustomFilterParams;

const isCustom = (key: string): key is `cf.${string}` => key.startsWith("cf.");

const asStage = (value: string | null): StageFilter =>
  (stageFilters as readonly string[]).includes(value ?? "") ? (value as StageFilter) : "active";

const filterParams = ["q", "stage", ...facetKeys] as const;
type FilterParam = (typeof filterParams)[number] | `cf.${string}`;

/**
 * The pipeline's search, status and filters live in the URL, so a filtered view can be
 * shared and survives a reload. Status "active" (hide Passed) is the default and not written.
 */
export function usePipelineParams() {
  const [params, setParams] = useSearchParams();
  const state = useMemo<PipelineFilterState>(() => {
    const s: PipelineFilterState = { q: params.get("q") ?? "", stage: asStage(params.get("stage")) };
    for (const k of facetKeys) {
      const v = params.get(k);
      if (v) s[k] = v;
    }
    for (const [k, v] of params) if (isCustom(k) && v) s[k] = v;
    return s;
  }, [params]);

  const set = useCallback(
    (key: FilterParam, value: string | undefined) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (!value || (key === "stage" && value === "active")) next.delete(key);
          else next.set(key, value);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const clear = useCallback(
    () =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const k of [...filterParams, ...[...prev.keys()].filter(isCustom)]) next.delete(k);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const custom = Object.keys(state).filter(isCustom).length;
  const active = facetKeys.filter((k) => state[k]).length + custom + (state.q ? 1 : 0) + (state.stage !== "active" ? 1 : 0);
  return { state, set, clear, active, params, setParams };
}
