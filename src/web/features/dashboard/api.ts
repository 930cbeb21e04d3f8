import { queryOptions } from "@tanstack/react-query";
import type { Dashboard, Performance, Risk } from "@shared/schemas/dashboard";
import { api } from "@web/lib/api-client";

export type { Dashboard, Performance, Risk };

/** Refreshed by live updates on any company change (see app/live/invalidation.ts). */
export const dashboardQuery = queryOptions({
  queryKey: ["dashboard"],
  queryFn: ({ signal }) => api.get<Dashboard>("/api/v1/dashboard", { signal }),
});

export const riskQuery = queryOptions({
  queryKey: ["dashboard", "risk"],
  queryFn: ({ signal }) => api.get<Risk>("/api/v1/dashboard/risk", { signal }),
});

export const performanceQuery = queryOptions({
  queryKey: ["performance"],
  queryFn: ({ signal }) => api.get<Performance>("/api/v1/performance", { signal }),
});
