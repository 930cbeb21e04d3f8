import { useCallback, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@web/lib/toast";
import type { Board } from "@shared/schemas/companies";
import { errorMessage } from "@web/lib/api-client";
import { boardKey, boardOptions, fetchBoardColumn, type CardFields, type CompanyFilters } from "../api";

/**
 * Board data (first cards of every stage + counts) and loading more cards of one stage into the
 * same cache. `fields`: the custom fields the cards show (cardFields).
 */
export function useBoard(filters: CompanyFilters, fields: CardFields) {
  const qc = useQueryClient();
  const query = useQuery(boardOptions(filters, fields));
  const [loading, setLoading] = useState<Record<string, boolean>>({});
  const loadMore = useCallback(
    async (stage: string) => {
      const column = qc.getQueryData<Board>(boardKey(filters, fields))?.columns.find((c) => c.stage === stage);
      if (!column?.nextCursor || loading[stage]) return;
      setLoading((l) => ({ ...l, [stage]: true }));
      try {
        const page = (await fetchBoardColumn(filters, fields, column.stage, column.nextCursor)).columns[0];
        qc.setQueryData<Board>(boardKey(filters, fields), (data) =>
          data
            ? {
                columns: data.columns.map((c) =>
                  c.stage === stage
                    ? {
                        ...c,
                        total: page.total,
                        nextCursor: page.nextCursor,
                        items: [...c.items, ...page.items.filter((n) => !c.items.some((o) => o.id === n.id))],
                      }
                    : c,
                ),
              }
            : data,
        );
      } catch (error) {
        toast.error("Could not load more companies", { description: errorMessage(error) });
      } finally {
        setLoading((l) => ({ ...l, [stage]: false }));
      }
    },
    [qc, filters, fields, loading],
  );
  return { query, loadMore, loading };
}
