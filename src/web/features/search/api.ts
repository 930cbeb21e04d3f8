import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { PipelineView } from "@shared/constants/pipeline";
import { api } from "@web/lib/api-client";
import { queryKeys } from "@web/lib/query-keys";

/** Results per type the palette shows. */
const PER_TYPE = 5;

/**
 * One search over every record. The key is the text: an answer for older text can never be shown
 * for newer text (it is dropped), while the last answer stays on screen until the new one is here.
 */
export const searchOptions = (q: string) =>
  queryOptions({
    queryKey: queryKeys.search(q),
    queryFn: ({ signal }) => api.get("/api/v1/search", { query: { q, limit: PER_TYPE }, signal }),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

/** The pipeline's table/board choice is a preference of the signed-in user. */
export const savePipelineView = (pipelineView: PipelineView) => api.patch("/api/v1/me/preferences", { body: { pipelineView } });
