import { infiniteQueryOptions, keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CompanyCreate, CompanyFilters } from "@shared/schemas/companies";
import type { PipelineStage } from "@shared/constants/pipeline";
import type { GroupKey } from "@shared/schemas/company-facets";
import type { Preferences, PreferencesUpdate } from "@shared/schemas/preferences";
import { api, type ApiQuery } from "@web/lib/api-client";
import { pocsQuery } from "@web/lib/reference-data";
import { queryKeys } from "@web/lib/query-keys";

export type { CompanyFilters };

/** Every pipeline query starts with this key, so one invalidation refreshes them all. */
export const companiesKey = queryKeys.companies.all;

/** Filters as query parameters: empty and false ones are left out, but an empty `group` means "no group" and an empty `fields` no values. */
export function toQuery<T extends Record<string, string | number | boolean | undefined>>(params: T): T {
  const query = {} as T;
  for (const [k, v] of Object.entries(params) as [keyof T & string, T[keyof T]][])
    if (v !== undefined && (v !== "" || k === "group" || k === "fields") && v !== false) query[k] = v as T[typeof k];
  return query;
}

export type CompanySort = NonNullable<ApiQuery<"/api/v1/companies">["sort"]>;

/**
 * The custom field values the cards should carry: the keys of the columns or chips on screen,
 * sorted so that reordering columns asks for nothing new ("" when none is shown).
 */
export const cardFields = (columns: { key: string }[] = []) =>
  columns
    .map((c) => c.key)
    .sort()
    .join(",") as CardFields;
/** Only cardFields makes one, so it cannot be swapped with the sort or another string argument. */
export type CardFields = string & { readonly __brand: "CardFields" };

export function companyListOptions(filters: CompanyFilters, fields: CardFields, sort: CompanySort = "-createdAt", limit = 100) {
  return infiniteQueryOptions({
    queryKey: queryKeys.companies.list(filters, fields, sort, limit),
    queryFn: ({ pageParam, signal }) =>
      api.get("/api/v1/companies", { query: toQuery({ ...filters, fields, sort, limit, cursor: pageParam ?? undefined }), signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}

export const boardKey = (filters: CompanyFilters, fields: CardFields) => queryKeys.companies.board(filters, fields);

export function boardOptions(filters: CompanyFilters, fields: CardFields, perStage = 20) {
  return queryOptions({
    queryKey: boardKey(filters, fields),
    queryFn: ({ signal }) =>
      api.get("/api/v1/companies/board", { query: toQuery({ ...filters, fields, stage: undefined, perStage }), signal }),
    placeholderData: keepPreviousData,
  });
}

export const fetchBoardColumn = (filters: CompanyFilters, fields: CardFields, stage: PipelineStage, cursor: string, perStage = 20) =>
  api.get("/api/v1/companies/board", { query: toQuery({ ...filters, fields, stage, cursor, perStage }) });

/** Companies per option of each filter, for the other filters. */
export const facetsOptions = (filters: CompanyFilters) =>
  queryOptions({
    queryKey: queryKeys.companies.facets(filters),
    queryFn: ({ signal }) => api.get("/api/v1/companies/facets", { query: toQuery({ ...filters }), signal }),
    placeholderData: keepPreviousData,
  });

/** Companies per group of the grouped view (by primary POC, sector or round). */
export const groupsOptions = (filters: CompanyFilters, groupBy: GroupKey) =>
  queryOptions({
    queryKey: queryKeys.companies.groups(filters, groupBy),
    queryFn: ({ signal }) => api.get("/api/v1/companies/groups", { query: toQuery({ ...filters, groupBy }), signal }),
    placeholderData: keepPreviousData,
  });

export const analyticsOptions = () =>
  queryOptions({
    queryKey: queryKeys.companies.analytics,
    queryFn: ({ signal }) => api.get("/api/v1/companies/analytics", { signal }),
  });

export const companyOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.companies.one(id),
    queryFn: ({ signal }) => api.get("/api/v1/companies/{id}", { path: { id }, signal }),
  });

/** A company's Document Vault (the live-update invalidation uses the same key). */
export const documentsKey = (id: string) => queryKeys.companies.documents(id);

export const usePocs = () => useQuery(pocsQuery()).data?.items ?? [];

export const preferencesKey = queryKeys.me.preferences;
export const preferencesOptions = () =>
  queryOptions({
    queryKey: preferencesKey,
    queryFn: ({ signal }) => api.get("/api/v1/me/preferences", { signal }),
    staleTime: Infinity,
  });

export function useUpdatePreferences() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PreferencesUpdate) => api.patch("/api/v1/me/preferences", { body }),
    onMutate: (body) => {
      const before = qc.getQueryData<Preferences>(preferencesKey);
      if (before) qc.setQueryData<Preferences>(preferencesKey, { ...before, ...body } as Preferences);
      return { before };
    },
    onError: (_e, _b, context) => context?.before && qc.setQueryData(preferencesKey, context.before),
    onSuccess: (prefs) => qc.setQueryData(preferencesKey, prefs),
  });
}

export const createCompany = (body: CompanyCreate) => api.post("/api/v1/companies", { body });
export const deleteCompany = (id: string) => api.delete("/api/v1/companies/{id}", { path: { id } });
