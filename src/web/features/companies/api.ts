import { infiniteQueryOptions, keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Board, Company, CompanyCreate, CompanyFilters, CompanyList } from "@shared/schemas/companies";
import type { Analytics } from "@shared/schemas/company-analytics";
import type { Facets, GroupKey, Groups } from "@shared/schemas/company-facets";
import type { Preferences, PreferencesUpdate } from "@shared/schemas/preferences";
import { api } from "@web/lib/api-client";
import { pocsQuery } from "@web/lib/reference-data";

export type { CompanyFilters };

/** Every pipeline query starts with this key, so one invalidation refreshes them all. */
export const companiesKey = ["companies"] as const;

export function toSearch(params: Record<string, string | number | boolean | undefined>) {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && (v !== "" || k === "group") && v !== false) s.set(k, String(v));
  const text = s.toString();
  return text ? `?${text}` : "";
}

export function companyListOptions(filters: CompanyFilters, sort = "-createdAt", limit = 100) {
  return infiniteQueryOptions({
    queryKey: [...companiesKey, "list", filters, sort, limit],
    queryFn: ({ pageParam, signal }) =>
      api.get<CompanyList>(`/api/v1/companies${toSearch({ ...filters, sort, limit, cursor: pageParam ?? undefined })}`, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}

export const boardKey = (filters: CompanyFilters) => [...companiesKey, "board", filters] as const;

export function boardOptions(filters: CompanyFilters, perStage = 20) {
  return queryOptions({
    queryKey: boardKey(filters),
    queryFn: ({ signal }) => api.get<Board>(`/api/v1/companies/board${toSearch({ ...filters, stage: undefined, perStage })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export const fetchBoardColumn = (filters: CompanyFilters, stage: string, cursor: string, perStage = 20) =>
  api.get<Board>(`/api/v1/companies/board${toSearch({ ...filters, stage, cursor, perStage })}`);

/** Companies per option of each filter, for the other filters. */
export const facetsOptions = (filters: CompanyFilters) =>
  queryOptions({
    queryKey: [...companiesKey, "facets", filters],
    queryFn: ({ signal }) => api.get<Facets>(`/api/v1/companies/facets${toSearch({ ...filters })}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** Companies per group of the grouped view (by primary POC, sector or round). */
export const groupsOptions = (filters: CompanyFilters, groupBy: GroupKey) =>
  queryOptions({
    queryKey: [...companiesKey, "groups", filters, groupBy],
    queryFn: ({ signal }) => api.get<Groups>(`/api/v1/companies/groups${toSearch({ ...filters, groupBy })}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const analyticsOptions = () =>
  queryOptions({
    queryKey: [...companiesKey, "analytics"],
    queryFn: ({ signal }) => api.get<Analytics>("/api/v1/companies/analytics", { signal }),
  });

export const companyOptions = (id: string) =>
  queryOptions({
    queryKey: [...companiesKey, "one", id],
    queryFn: ({ signal }) => api.get<Company>(`/api/v1/companies/${id}`, { signal }),
  });

/** A company's Document Vault (the live-update invalidation uses the same key). */
export const documentsKey = (id: string) => [...companiesKey, "documents", id];

export const usePocs = () => useQuery(pocsQuery()).data?.items ?? [];

export const preferencesKey = ["me", "preferences"] as const;
export const preferencesOptions = () =>
  queryOptions({
    queryKey: preferencesKey,
    queryFn: ({ signal }) => api.get<Preferences>("/api/v1/me/preferences", { signal }),
    staleTime: Infinity,
  });

export function useUpdatePreferences() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PreferencesUpdate) => api.patch<Preferences>("/api/v1/me/preferences", body),
    onMutate: (body) => {
      const before = qc.getQueryData<Preferences>(preferencesKey);
      if (before) qc.setQueryData<Preferences>(preferencesKey, { ...before, ...body } as Preferences);
      return { before };
    },
    onError: (_e, _b, context) => context?.before && qc.setQueryData(preferencesKey, context.before),
    onSuccess: (prefs) => qc.setQueryData(preferencesKey, prefs),
  });
}

export const createCompany = (body: CompanyCreate) => api.post<Company>("/api/v1/companies", body);
export const deleteCompany = (id: string) => api.delete<void>(`/api/v1/companies/${id}`);
