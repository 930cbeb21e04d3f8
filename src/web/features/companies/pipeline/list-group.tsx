import { useInfiniteQuery } from "@tanstack/react-query";
import type { TableSort } from "./table-columns";
import type { GroupKey } from "@shared/schemas/company-facets";
import { cardFields, companyListOptions, type CompanyFilters } from "../api";
import { GroupSection } from "./group-section";
import type { RowProps } from "./grouped-view";

const PAGE = 20;

type Props = RowProps & {
  filters: CompanyFilters;
  groupBy: GroupKey;
  group: string;
  title: string;
  count: number;
  sort: TableSort;
  collapsed: boolean;
  onToggle: () => void;
};

/** One POC, sector or round group: its count from SQL, its own rows paged 20 at a time (loaded when open). */
export function ListGroup({ filters, groupBy, group, title, count, sort, collapsed, onToggle, ...row }: Props) {
  const query = useInfiniteQuery({
    ...companyListOptions({ ...filters, groupBy, group }, cardFields(row.extra), sort, PAGE),
    enabled: !collapsed,
  });
  const companies = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <GroupSection
      title={title}
      count={count}
      companies={companies}
      collapsed={collapsed}
      onToggle={onToggle}
      hasMore={query.hasNextPage}
      loadingMore={query.isFetchingNextPage}
      onLoadMore={() => void query.fetchNextPage()}
      {...row}
    />
  );
}
