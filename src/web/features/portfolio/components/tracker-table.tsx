import { useMemo, useState } from "react";
import { useInfiniteQuery } from "@tanstack/react-query";
import { FileCheck } from "lucide-react";
import { EmptyState } from "@web/components/empty-state";
import { ListState } from "@web/components/list-state";
import { Button } from "@web/components/ui/button";
import { useMediaQuery, WIDE_SCREEN } from "@web/lib/use-media-query";
import { trackerOptions } from "../api";
import { ProgressBar } from "./progress-bar";
import { documentCount, TrackerCard } from "./tracker-card";
import { TrackerDialog } from "./tracker-dialog";

/** Companies with a board seat or information rights and their documents for the quarter: a table, cards on a phone. */
export function TrackerTable({ quarter, q, readOnly }: { quarter: string; q: string; readOnly: boolean }) {
  const query = useInfiniteQuery(trackerOptions(quarter, q));
  const items = useMemo(() => query.data?.pages.flatMap((p) => p.items), [query.data]);
  const total = query.data?.pages[0]?.total ?? 0;
  const [openId, setOpenId] = useState<string | null>(null);
  const open = items?.find((r) => r.id === openId) ?? null;
  const wide = useMediaQuery(WIDE_SCREEN);
  return (
    <>
      <ListState
        query={query}
        items={items}
        loadingLabel="Loading tracker"
        errorTitle="Could not load the quarterly tracker"
        empty={<EmptyState icon={FileCheck} title="No companies found. Try adjusting your search." />}
      >
        {(items) => (
          <>
            {wide ? (
              <div className="overflow-x-auto rounded-lg border border-border bg-surface">
                <table className="w-full min-w-[640px] text-left text-[13px]">
                  <thead className="text-xs text-muted-foreground">
                    <tr className="border-b border-border">
                      <th className="py-2 pr-4 pl-4 font-medium">Company</th>
                      <th className="py-2 pr-4 font-medium">Stage</th>
                      <th className="py-2 pr-4 font-medium">Sector</th>
                      <th className="py-2 pr-4 font-medium">Doc Status</th>
                      <th className="py-2 pr-4 text-right font-medium">Actions</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-border">
                    {items.map((r) => (
                      <tr key={r.id} className="hover:bg-hover">
                        <td className="py-2 pr-4 pl-4 font-medium">{r.name}</td>
                        <td className="py-2 pr-4">{r.stage ?? "—"}</td>
                        <td className="py-2 pr-4">{r.sector ?? "—"}</td>
                        <td className="py-2 pr-4">
                          <div className="flex items-center gap-3">
                            <ProgressBar value={r.progress} label={`${r.name} documents for ${quarter}`} />
                            <span className="text-xs text-muted-foreground tabular">{documentCount(r)}</span>
                          </div>
                        </td>
                        <td className="py-1 pr-4 text-right">
                          <Button size="sm" variant="ghost" onClick={() => setOpenId(r.id)} aria-label={`View details of ${r.name}`}>
                            View Details
                          </Button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : (
              <ul className="flex flex-col gap-2" aria-label={`Tracked companies for ${quarter} (${total})`}>
                {items.map((r) => (
                  <li key={r.id}>
                    <TrackerCard row={r} quarter={quarter} onOpen={setOpenId} />
                  </li>
                ))}
              </ul>
            )}
            {query.hasNextPage && (
              <div className="mt-2 flex justify-center">
                <Button variant="ghost" size="sm" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
                  {query.isFetchingNextPage ? "Loading..." : `Show more (${items.length} of ${total})`}
                </Button>
              </div>
            )}
          </>
        )}
      </ListState>
      <TrackerDialog row={open} quarter={quarter} readOnly={readOnly} onClose={() => setOpenId(null)} />
    </>
  );
}
