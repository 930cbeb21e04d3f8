import type { ReactNode } from "react";
import { errorMessage } from "@web/lib/api-client";
import { Banner } from "@web/components/ui/banner";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { cn } from "@web/lib/cn";
import { useFirstData } from "@web/lib/use-first-data";

type ListStateProps<T> = {
  /** The query's state; `items` is undefined until it has data. */
  query: { isPending: boolean; isError: boolean; error: unknown };
  items: T[] | undefined;
  /** Said while loading, e.g. "Loading funds". */
  loadingLabel: string;
  /** A skeleton shaped like the rows; by default a few grey bars. */
  loading?: ReactNode;
  /** Title of the error banner, e.g. "Could not load the funds". */
  errorTitle?: string;
  /** When given, the error banner offers "Retry" (e.g. `() => void query.refetch()`). */
  onRetry?: () => void;
  /** What an empty list shows (an EmptyState with its action); null shows nothing. */
  empty: ReactNode;
  className?: string;
  children: (items: T[]) => ReactNode;
};

/** The four states of a list: loading, error, empty, rows; every list shows them the same way. */
export function ListState<T>({ query, items, loadingLabel, loading, errorTitle, onRetry, empty, className, children }: ListStateProps<T>) {
  const shown = useFirstData(items);
  if (query.isPending || (items && !shown)) {
    return (
      <div role="status" aria-label={loadingLabel} className={cn("flex flex-col gap-2", className)}>
        {loading ?? [0, 1].map((i) => <Skeleton key={i} className="h-8" />)}
      </div>
    );
  }
  // A failed refetch keeps the rows already shown (the next refetch may well succeed).
  if (!shown) {
    return (
      <Banner tone="danger" title={errorTitle} className={className}>
        {errorMessage(query.error)}
        {onRetry && (
          <>
            {" "}
            <Button variant="link" size="sm" onClick={onRetry}>
              Retry
            </Button>
          </>
        )}
      </Banner>
    );
  }
  if (shown.length === 0) return <>{empty}</>;
  return <>{children(shown)}</>;
}
