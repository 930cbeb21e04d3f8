import { queryOptions } from "@tanstack/react-query";
import type { Dashboard, Performance, Risk } from "@shared/schemas/dashboard";
import { api } from "@web/lib/api-client";
import { queryKeys } from "@web/lib/query-keys";

export type { Dashboard, Performance, Risk };

/** Refreshed by live updates on any company change (see app/live/invalidation.ts). */
export const dashboardQuery = queryOptions({
  queryKey: queryKeys.dashboard.all,
  queryFn: ({ signal }) => api.get("/api/v1/dashboard", { signal }),
});

export const riskQuery = queryOptions({
  queryKey: queryKeys.dashboard.risk,
  queryFn: ({ signal }) => api.get("/api/v1/dashboard/risk", { signal }),
});

export const performanceQuery = queryOptions({
  queryKey: queryKeys.performance,
  queryFn: ({ signal }) => api.get("/api/v1/performance", { signal }),
});
