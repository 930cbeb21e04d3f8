import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import type { Board, Company, CompanyCard, CompanyList } from "@shared/schemas/companies";
import { queryKeys } from "@web/lib/query-keys";

/** Replaces one company wherever it is cached (list pages, board columns, detail). */
export function patchCachedCompany(qc: QueryClient, id: string, changes: Partial<Company>) {
  const patch = <T extends CompanyCard>(c: T): T => ({ ...c, ...changes });
  qc.setQueriesData<InfiniteData<CompanyList>>({ queryKey: queryKeys.companies.lists }, (data) =>
    data ? { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.map((c) => (c.id === id ? patch(c) : c)) })) } : data,
  );
  qc.setQueriesData<Board>({ queryKey: queryKeys.companies.boards }, (data) =>
    data ? { columns: data.columns.map((col) => ({ ...col, items: col.items.map((c) => (c.id === id ? patch(c) : c)) })) } : data,
  );
  qc.setQueryData<Company>(queryKeys.companies.one(id), (c) => (c ? patch(c) : c));
}

/** Moves a card between board columns in every cached board (optimistic stage change). */
export function moveCachedCard(qc: QueryClient, company: CompanyCard, to: Company["stage"]) {
  const value = company.valuation ?? 0;
  const entered = new Date().toISOString();
  qc.setQueriesData<Board>({ queryKey: queryKeys.companies.boards }, (data) => {
    if (!data) return data;
    return {
      columns: data.columns.map((col) => {
        if (col.stage === company.stage && col.stage !== to) {
          const had = col.items.some((c) => c.id === company.id);
          const items = had ? col.items.filter((c) => c.id !== company.id) : col.items;
          return { ...col, total: Math.max(0, col.total - 1), totalValuation: col.totalValuation - value, items };
        }
        if (col.stage === to && company.stage !== to)
          return {
            ...col,
            total: col.total + 1,
            totalValuation: col.totalValuation + value,
            items: [{ ...company, stage: to, stageEnteredAt: entered }, ...col.items],
          };
        return col;
      }),
    };
  });
}
